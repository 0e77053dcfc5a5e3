import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { clientErrorHandler, installJsonParser, installNoStore } from './http/api-replies.js';
import { compressJsonReplies } from './http/compression.js';
import { serveApiReference } from './http/api-reference/serve.js';
import { installErrorHandler } from './http/error-handler.js';
import { healthRoutes, type InstanceState } from './http/health.js';
import { installRateLimits } from './http/rate-limit.js';
import { echoRequestId, loggingOptions, type LogSetting } from './http/request-log.js';
import { serveWebApp } from './http/web-app.js';
import { accountRoutes } from './routes/account.js';
import { aiModelRoutes } from './routes/ai-models.js';
import { assistantRoutes } from './routes/assistant.js';
import { announcementsRoutes } from './routes/announcements.js';
import { contactRoutes } from './routes/contact.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { filesRoutes } from './routes/files.js';
import { notificationsRoutes } from './routes/notifications.js';
import { resourcesRoutes } from './routes/resources.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { signupRoutes } from './routes/signup.js';
import { usersRoutes } from './routes/users.js';
import { verificationRoutes } from './routes/verification.js';
import { masterRoutes } from './routes/master.js';
import { networkRoutes } from './routes/network.js';
import { orgsRoutes } from './routes/orgs.js';
import { projectsRoutes } from './routes/projects.js';
import { analysesRoutes } from './routes/analyses.js';
import { irbRoutes } from './routes/irb.js';
import { analysisAtlasRoutes } from './routes/analysis-atlas.js';
import { resultRequestsRoutes } from './routes/result-requests.js';
import { engineCallbackRoutes } from './routes/engine-callbacks.js';
import { eventsRoutes } from './routes/events.js';
import { executionStartRoutes } from './routes/execution-start.js';
import { executionsRoutes } from './routes/executions.js';
import { atlasSearchRoutes } from './routes/atlas-search.js';
import { atlasSupporterRoutes } from './routes/atlas-supporter.js';
import { bookmarksRoutes } from './routes/bookmarks.js';
import { conceptFinderRoutes } from './routes/concept-finder.js';
import type { ExecutionQueue } from './services/executions.js';
import { openLiveChanges } from './services/live-changes.js';
import { openLiveEvents, type LiveEvents } from './services/live-events.js';
import type { SecretBox } from './services/secrets.js';
import type { VerificationPorts } from './services/verification.js';

export interface AppOptions {
  db: Database;
  /** Mail and SMS delivery: SMTP or the dev outbox in production, a recorder in tests. */
  ports: VerificationPorts;
  /** Seals stored secrets (a CDM's password) under the deployment's key. */
  secrets: SecretBox;
  config: Pick<ServerConfig, 'webDist' | 'secureCookies' | 'sessionTtlMs' | 'publicUrl'> &
    Partial<Pick<ServerConfig, 'trustProxy'>>;
  /** Structured JSON logs at a level (request-log.ts), or none (tests). */
  logger?: LogSetting;
  /**
   * The live events and the job queue of executions (main.ts starts pg-boss). Without them, events stay
   * in this process and started executions wait for a queue that is not there (tests that do not run
   * executions).
   */
  executions?: { events: LiveEvents; queue: ExecutionQueue };
  /** Whether this instance is stopping and its queue runs, for readiness; without it, ready iff a queue was given. */
  instance?: InstanceState;
}

// Scripts only from our origin: stored text that slips through sanitising still cannot run.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const idleQueue: ExecutionQueue = { dispatch: () => Promise.resolve(), abort: () => Promise.resolve() };

/** Builds the whole server without listening, so tests inject requests directly. */
export async function buildApp({
  db,
  ports,
  secrets,
  config,
  logger = false,
  executions,
  instance = { stopping: false, queueRunning: () => executions !== undefined },
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(logger),
    // Forwarded addresses only from the proxies the deployment names (TRUST_PROXY): per-address limits
    // must see the real peer.
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // While it stops, an instance still answers the requests that reach it on open connections (the
    // database and the jobs close after the port): a 503 there would make the proxy count it failed.
    return503OnClosing: false,
    clientErrorHandler,
    // The concept viewer's paths carry up to 100 concept ids or source codes (spec §7 conceptid/…,
    // localcode/…); Fastify's default of 100 characters would answer 414 outside our envelope.
    routerOptions: { maxParamLength: 6000 },
  });

  await app.register(fastifyCookie);
  await compressJsonReplies(app);
  installJsonParser(app);
  installNoStore(app);
  // Limits are set per request by readUpload (http/multipart.ts).
  await app.register(fastifyMultipart);
  installErrorHandler(app);
  echoRequestId(app);
  installRateLimits(app, db);

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    done();
  });

  accountRoutes(app, db, { secure: config.secureCookies, sessionTtlMs: config.sessionTtlMs });
  usersRoutes(app, db);
  verificationRoutes(app, db, ports);
  signupRoutes(app, db);
  passwordResetRoutes(app, db, ports.mail, config.publicUrl);
  const deps = { ports, publicUrl: config.publicUrl, secrets };
  filesRoutes(app, db);
  announcementsRoutes(app, db, deps);
  resourcesRoutes(app, db, deps);
  notificationsRoutes(app, db, deps);
  dashboardRoutes(app, db, deps);
  contactRoutes(app, db, deps);
  networkRoutes(app, db);
  masterRoutes(app, db, deps);
  aiModelRoutes(app, db, deps);
  orgsRoutes(app, db);
  projectsRoutes(app, db);
  analysesRoutes(app, db);
  irbRoutes(app, db);
  analysisAtlasRoutes(app, db);
  resultRequestsRoutes(app, db, secrets);
  atlasSearchRoutes(app, db);
  atlasSupporterRoutes(app, db);
  bookmarksRoutes(app, db);
  conceptFinderRoutes(app, db, deps);
  assistantRoutes(app, db, deps);
  const events = executions?.events ?? (await openLiveEvents({}));
  const executionDeps = { db, events, queue: executions?.queue ?? idleQueue };
  executionStartRoutes(app, executionDeps);
  executionsRoutes(app, executionDeps);
  engineCallbackRoutes(app, { ...executionDeps, secrets });
  // Decisions announced on the database (services/live-changes.ts) reach this process's open streams.
  const changes = await openLiveChanges(db);
  app.addHook('onClose', () => changes.close());
  eventsRoutes(app, db, events, changes);
  healthRoutes(app, db, instance);
  serveApiReference(app);
  await serveWebApp(app, config.webDist);

  return app;
}
