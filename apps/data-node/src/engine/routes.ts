import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  deliveryMessages as dm,
  engineHttpMessages as hm,
  heldFileMessages as fm,
  runMessages as rm,
} from '../messages.ko.js';
import { publicReport } from './callbacks.js';
import { PackageError, packageType, safePath, unzipPackage, type PackageFile } from './package-files.js';
import { analysisRequestSchema } from './request.js';
import { runSubmission, SHUTDOWN, type RunContext } from './runner.js';
import { Submission, SubmissionRegistry } from './submissions.js';

// The engine port: the Arachne Execution Engine's /api/v1 subset (AnalysisController): analyze,
// abort, status, metrics. No authentication, as the EE has none: it sits inside the hospital network,
// and the callback password is the only secret (it is only ever echoed into the callback URLs).
// CDMNet's one addition, the held-file route, needs the execution's release token.

const MAX_PACKAGE_BYTES = 512 * 1024 * 1024;
const MAX_PACKAGE_FILES = 10_000;
/** The EE waits this long for an aborted run to stop before answering. */
const ABORT_WAIT_MS = 30_000;

export interface EngineApp {
  app: FastifyInstance;
  /** Stops running submissions (ABORTED, one delivery attempt) and the delivery loops. */
  shutdown(): Promise<void>;
}

/** Waits for `promise` at most `ms` (the timer does not outlive the wait). */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const badRequest = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ error: 'Bad Request', message });

/** The EE reads `arachne-*` headers as booleans, false unless "true". */
const flag = (value: string | string[] | undefined) => String(value ?? '').toLowerCase() === 'true';

export function buildEngineApp(
  ctx: Omit<RunContext, 'closing'>,
  options: { logRequests: boolean },
): EngineApp {
  const app = Fastify({ logger: options.logRequests, routerOptions: { ignoreTrailingSlash: true } });
  const registry = new SubmissionRegistry();
  const closing = new AbortController();
  const context: RunContext = { ...ctx, closing: closing.signal };
  const started = new Date().toISOString();
  const runs = new Set<Promise<void>>();
  const sweeper = setInterval(() => registry.forget(Date.now(), ctx.config.forgetAfterMs), 60_000);
  sweeper.unref();
  // Held files past their retention lose their bytes (hourly, and once at start).
  const sweepHeld = () =>
    void ctx.held
      .sweep()
      .catch((error: unknown) => ctx.print(dm.heldSweepFailed(ctx.site.database, String(error))));
  const heldSweeper = setInterval(sweepHeld, 3_600_000);
  heldSweeper.unref();
  sweepHeld();

  void app.register(multipart, {
    limits: { fileSize: MAX_PACKAGE_BYTES, files: MAX_PACKAGE_FILES, fieldSize: 16 * 1024 * 1024 },
  });

  app.get('/', (_request, reply) =>
    reply.send({
      name: 'CDMNet data node: analysis engine (OHDSI Arachne Execution Engine API subset)',
      database: ctx.site.database,
      api: '/api/v1',
    }),
  );

  app.post('/api/v1/analyze', async (request, reply) => {
    if (!request.isMultipart()) return badRequest(reply, hm.notMultipart);
    let requestText: string | undefined;
    const parts: { name: string; bytes: Buffer }[] = [];
    try {
      // preservePath: a package's folders stay in its files' names (`sql/counts.sql`).
      for await (const part of request.parts({ preservePath: true })) {
        if (part.type === 'field') {
          if (part.fieldname === 'analysisRequest') requestText = String(part.value);
          continue;
        }
        const bytes = await part.toBuffer();
        // The request may come as a JSON file part (a Blob) as well as a field.
        if (part.fieldname === 'analysisRequest') requestText = bytes.toString('utf8');
        else parts.push({ name: part.filename, bytes });
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
        return reply.code(413).send({ error: 'Payload Too Large', message: hm.tooLarge });
      return badRequest(reply, `${hm.notMultipart} (${(error as Error).message})`);
    }

    if (requestText === undefined) return badRequest(reply, hm.noRequestPart);
    let json: unknown;
    try {
      json = JSON.parse(requestText);
    } catch {
      return badRequest(reply, hm.badRequestJson);
    }
    const parsed = analysisRequestSchema.safeParse(json);
    if (!parsed.success) {
      const details = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      return badRequest(reply, hm.invalidRequest(details));
    }
    const analysisRequest = parsed.data;

    let files: PackageFile[];
    try {
      if (flag(request.headers['arachne-compressed'])) {
        if (parts.length !== 1) return badRequest(reply, hm.oneZip);
        files = unzipPackage(parts[0]!.bytes, { badZip: hm.badZip, unsafe: hm.unsafePath });
      } else {
        files = parts.map((part) => {
          const path = safePath(part.name);
          if (!path) throw new PackageError(hm.unsafePath(part.name));
          return { path, bytes: part.bytes };
        });
      }
    } catch (error) {
      if (error instanceof PackageError) return badRequest(reply, error.message);
      throw error;
    }
    if (files.length === 0) return badRequest(reply, hm.noFiles);

    const known = registry.get(analysisRequest.id);
    if (known?.running)
      return reply.code(409).send({ error: 'Conflict', message: hm.stillRunning(known.id) });

    const type = packageType(files, analysisRequest.executableFileName);
    const submission = new Submission(
      analysisRequest.id,
      analysisRequest,
      type,
      files,
      flag(request.headers['arachne-waiting-compressed-result']),
    );
    registry.add(submission);
    const run = runSubmission(submission, context);
    runs.add(run);
    void run.finally(() => runs.delete(run));
    // AnalysisRequestStatusDTO; the EE names the R environment it chose here, and none for SQL.
    return { id: submission.id, type, actualDescriptorId: null };
  });

  app.post<{ Params: { id: string } }>('/api/v1/abort/:id', async (request, reply) => {
    if (!/^\d{1,15}$/.test(request.params.id))
      return reply.code(400).send({ error: 'Bad Request', message: hm.badId(request.params.id) });
    const submission = registry.get(Number(request.params.id));
    if (!submission)
      return reply.code(404).send({ error: 'Not Found', message: hm.unknownSubmission(request.params.id) });
    if (submission.running) {
      if (!submission.abort.signal.aborted) {
        submission.log(rm.abortRequested);
        submission.abort.abort();
      }
      await within(submission.finished, ABORT_WAIT_MS);
    }
    // AnalysisResultDTO: the result as sent (ABORTED) but for its release token, or as it stands when
    // it did not stop in time.
    return (
      (submission.result && publicReport(submission.result.report)) ?? {
        id: submission.id,
        stage: 'ABORT',
        error: null,
        stdout: submission.stdout,
        status: 'FAILED',
        requested: submission.request.requested,
      }
    );
  });

  app.get<{ Querystring: { id?: string | string[] } }>('/api/v1/status', (request, reply) => {
    const raw = request.query.id;
    const ids = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => /^\d{1,15}$/.test(value))
      .map(Number);
    const submissions: Record<string, ReturnType<Submission['outcome']>> = {};
    for (const id of ids) {
      const submission = registry.get(id);
      if (submission) submissions[String(id)] = submission.outcome();
    }
    // EngineStatus: this node has no tarball or Docker environments to offer.
    return reply.send({ started, submissions, environments: { tarball: [], docker: [] } });
  });

  // A held file, for the holder of its execution's release token (the platform, showing it to the
  // hospital's admin or taking it on release). Each fetch is printed on the node's console.
  app.get<{ Params: { executionId: string; name: string } }>(
    '/api/v1/results/:executionId/files/:name',
    async (request, reply) => {
      const { executionId, name } = request.params;
      const header = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
      const held = await ctx.held.fetch(executionId, name, token);
      const answer = (code: number, error: string, message: string) => {
        ctx.print(dm.heldFetched(ctx.site.database, executionId, name, code));
        return reply.code(code).send({ error, message });
      };
      switch (held.kind) {
        case 'unauthorized':
          return answer(401, 'Unauthorized', fm.unauthorized);
        case 'unknown-execution':
          return answer(404, 'Not Found', fm.unknownExecution(executionId));
        case 'unknown-file':
          return answer(404, 'Not Found', fm.unknownFile(executionId, name));
        case 'forbidden':
          return answer(403, 'Forbidden', fm.forbidden);
        case 'expired':
          return answer(410, 'Gone', fm.expired(ctx.config.heldDays));
        case 'ok':
          ctx.print(dm.heldFetched(ctx.site.database, executionId, name, 200));
          return reply
            .header('x-content-sha256', held.sha256)
            .header('cache-control', 'no-store')
            .type(
              name.toLowerCase().endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/octet-stream',
            )
            .send(Buffer.from(held.bytes));
      }
    },
  );

  // The EE's "Prometheus compatible metrics": one line, the running submissions.
  app.get('/api/v1/metrics', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`busy ${registry.running().length}`),
  );

  return {
    app,
    async shutdown() {
      clearInterval(sweeper);
      clearInterval(heldSweeper);
      closing.abort();
      for (const submission of registry.running()) submission.abort.abort(SHUTDOWN);
      await within(Promise.allSettled([...runs]), 5_000);
    },
  };
}
