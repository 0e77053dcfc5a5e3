import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL when set; otherwise PGlite embedded under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed demo accounts and hospitals: always for the embedded default, otherwise only when asked. */
  seedDemo: boolean;
  /** The built web app to serve, if any. */
  webDist: string | undefined;
  /** Mark cookies Secure: on behind HTTPS in production. */
  secureCookies: boolean;
  sessionTtlMs: number;
  /** SMTP server for mail, e.g. `smtps://user:pass@smtp.example.kr`; without it mail goes to the dev outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address users reach the web app at, for links in mail. */
  publicUrl: string;
  /** The address analysis engines reach this server's callbacks at (CALLBACK_URL). */
  callbackUrl: string;
  /**
   * Which peers' X-Forwarded-For to believe (TRUST_PROXY): the proxies' addresses or CIDRs. Off by
   * default: a client could otherwise name any address and escape every per-address limit.
   */
  trustProxy: string[] | false;
}

/** `TRUST_PROXY`: a comma list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`); unset is off. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const proxies = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return proxies.length > 0 ? proxies : false;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    // Loopback unless told otherwise: a deployment opts in to listening on the network.
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    seedDemo: env.SEED_DEMO === '1' || (env.SEED_DEMO !== '0' && !databaseUrl),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    secureCookies: env.COOKIE_SECURE === '1',
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 12) * 3_600_000,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CDMNet <no-reply@cdmnet.kr>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Engines inside a hospital network reach the server by an address of its own, not the public one.
    callbackUrl: (env.CALLBACK_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  };
}
