import path from 'node:path';
import { DEMO_SITES } from './cdm/demo-sites.js';
import type { SampleName } from './cdm/sample.js';
import { configMessages as m } from './messages.ko.js';

/** Where a site's CDM lives inside its database. */
export interface SchemaNames {
  cdm: string;
  vocabulary: string;
  results: string;
}

/**
 * A site's CDM: a shipped sample in embedded PGlite (all of it, or one GiBleed demo hospital's run of
 * persons), or a hospital's own PostgreSQL that already holds its CDM.
 */
export type SiteSource =
  | { kind: 'sample'; sample: SampleName; persons: 'all' | { demoSite: number } }
  | { kind: 'postgres'; url: string };

/** One hospital: its database, its engine port and its WebAPI port. */
export interface SiteConfig {
  /** The database name this site answers for (the JDBC address's last part). */
  database: string;
  sourceKey: string;
  sourceName: string;
  enginePort: number;
  webapiPort: number;
  /** The PostgreSQL wire port serving the site's PGlite CDM (cdm/wire-server.ts), or null: none. */
  pgPort: number | null;
  schemas: SchemaNames;
  source: SiteSource;
}

export interface NodeConfig {
  host: string;
  demo: boolean;
  /** An absolute folder (one PGlite folder per site), or `memory://` to keep everything in memory. */
  dataDir: string;
  /** Where to keep the loaded-vocabulary template between runs when the data dir is memory://. */
  templateCacheDir: string | undefined;
  /** Disclosure control (cdm/disclosure.ts): counts 1..minCellCount−1 are hidden; never below 2. */
  minCellCount: number;
  /** Visible counts of checked files rounded to this multiple, or null. */
  rounding: 5 | null;
  /** Whether the hospital's admin may release held (unchecked) files at all. */
  releaseUnchecked: boolean;
  /** How long held files stay at the node for the admin to release. */
  heldDays: number;
  statementTimeoutMs: number;
  statusIntervalMs: number;
  /** Waits before each new attempt at delivering a result; afterwards every `callbackSlowRetryMs`. */
  callbackRetryDelaysMs: number[];
  callbackSlowRetryMs: number;
  /** How long a delivered submission stays visible to `GET /status`. */
  forgetAfterMs: number;
  logRequests: boolean;
  sites: SiteConfig[];
}

export const MEMORY = 'memory://';

/** 1 s, 2 s, 4 s … 32 s, then 60 s twice: about two minutes of fast attempts. */
export const DEFAULT_CALLBACK_RETRY_DELAYS_MS = [1, 2, 4, 8, 16, 32, 60].map((s) => s * 1000);

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(m.badInteger(name, raw, min));
  return value;
}

/** Unset, or `5`: the only rounding the network knows. */
function rounding(env: NodeJS.ProcessEnv): 5 | null {
  const raw = env.DATA_NODE_ROUNDING?.trim();
  if (raw === undefined || raw === '') return null;
  if (raw === '5') return 5;
  throw new Error(m.badRounding(raw));
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(m.badFlag(name, raw));
}

const text = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** PostgreSQL identifiers we accept for schema names: plain lower-case words, no quoting needed. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

function schemaName(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!SCHEMA_NAME.test(value)) throw new Error(m.badSchema(name, value));
  return value;
}

/** The database a PostgreSQL URL names (`postgres://u:p@host:5432/db` → `db`). */
export function databaseOfUrl(url: string): string | undefined {
  try {
    const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
    return name || undefined;
  } catch {
    return undefined;
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): NodeConfig {
  const rawDir = text(env, 'DATA_NODE_DATA_DIR') ?? './.data/data-node';
  const templateCache = text(env, 'DATA_NODE_TEMPLATE_CACHE');
  const demo = env.DATA_NODE_DEMO === '1' || env.DATA_NODE_DEMO === 'true';
  const cdm = schemaName(env, 'DATA_NODE_CDM_SCHEMA', 'cdm');
  const schemas: SchemaNames = {
    cdm,
    vocabulary: schemaName(env, 'DATA_NODE_VOCABULARY_SCHEMA', cdm),
    results: schemaName(env, 'DATA_NODE_RESULTS_SCHEMA', 'results'),
  };

  let sites: SiteConfig[];
  if (demo) {
    const engineBase = integer(env, 'DATA_NODE_ENGINE_PORT_BASE', 17101, 0);
    const webapiBase = integer(env, 'DATA_NODE_WEBAPI_PORT_BASE', 17201, 0);
    // Unset follows the engine's base 0 (free ports): a harness asking for free ports for the HTTP
    // sides written before the wire port existed must not collide on 17301+.
    const pgBase = integer(env, 'DATA_NODE_PG_PORT_BASE', engineBase === 0 ? 0 : 17301, 0);
    // Base 0 means "any free port" for every site (tests), not ports 0, 1, 2 …
    const port = (base: number, index: number) => (base === 0 ? 0 : base + index);
    sites = DEMO_SITES.map((site, index) => ({
      database: site.database,
      sourceKey: site.sourceKey,
      sourceName: site.sourceName,
      enginePort: port(engineBase, index),
      webapiPort: port(webapiBase, index),
      pgPort: port(pgBase, index),
      schemas,
      // The GiBleed sites hold their share of its persons; the Synthea site all of its own.
      source: {
        kind: 'sample',
        sample: site.sample,
        persons: site.sample === 'gibleed' ? { demoSite: index } : 'all',
      },
    }));
  } else {
    const url = text(env, 'DATA_NODE_DATABASE_URL');
    const database = text(env, 'DATA_NODE_DATABASE_NAME') ?? (url ? databaseOfUrl(url) : 'gibleed');
    if (!database) throw new Error(m.noDatabaseName);
    sites = [
      {
        database,
        sourceKey: text(env, 'DATA_NODE_SOURCE_KEY') ?? database.toUpperCase(),
        sourceName: text(env, 'DATA_NODE_SOURCE_NAME') ?? (url ? database : m.sampleSourceName),
        enginePort: integer(env, 'DATA_NODE_ENGINE_PORT', 8888, 0),
        webapiPort: integer(env, 'DATA_NODE_WEBAPI_PORT', 8889, 0),
        // A hospital's own PostgreSQL is reached directly; the sample's PGlite only when asked.
        pgPort:
          url || text(env, 'DATA_NODE_PG_PORT') === undefined
            ? null
            : integer(env, 'DATA_NODE_PG_PORT', 0, 0),
        schemas,
        source: url ? { kind: 'postgres', url } : { kind: 'sample', sample: 'gibleed', persons: 'all' },
      },
    ];
  }

  return {
    host: text(env, 'DATA_NODE_HOST') ?? '127.0.0.1',
    demo,
    dataDir: rawDir.startsWith(MEMORY) ? MEMORY : path.resolve(cwd, rawDir),
    templateCacheDir: templateCache ? path.resolve(cwd, templateCache) : undefined,
    minCellCount: integer(env, 'DATA_NODE_MIN_CELL_COUNT', 5, 2),
    rounding: rounding(env),
    releaseUnchecked: flag(env, 'DATA_NODE_RELEASE_UNCHECKED', true),
    heldDays: integer(env, 'DATA_NODE_HELD_DAYS', 90, 1),
    statementTimeoutMs: integer(env, 'DATA_NODE_STATEMENT_TIMEOUT_MS', 60_000, 1),
    statusIntervalMs: integer(env, 'DATA_NODE_STATUS_INTERVAL_MS', 10_000, 10),
    callbackRetryDelaysMs: DEFAULT_CALLBACK_RETRY_DELAYS_MS,
    callbackSlowRetryMs: 60_000,
    forgetAfterMs: 3_600_000,
    logRequests: env.DATA_NODE_LOG_REQUESTS === '1',
    sites,
  };
}
