import pg from 'pg';
import { url as urlRule } from '@cdmnet/validators';
import { checkMessages as m, type PeerKind, type UnreachableCause } from './messages.ko.js';

// Connection checks against an organisation's own servers: its analysis engine (OHDSI Arachne
// Execution Engine protocol), its ATLAS WebAPI and its CDM database. A peer that fails never makes
// these throw: they resolve with a CheckFailure whose Korean message says what failed. Errors that
// can only be our own bug (a TypeError from our code, a syntax error in our SQL) are rethrown.

export type CheckFailureReason =
  | 'invalidAddress'
  | 'unreachable'
  | 'httpStatus'
  | 'notFound'
  | 'notThePeer'
  | 'refusedLogin'
  | 'databaseMissing'
  | 'schemaMissing'
  | 'notCdm'
  | 'unsupportedDialect'
  | 'unsupported';
export interface CheckFailure {
  ok: false;
  reason: CheckFailureReason;
  message: string;
}
export interface EngineStatus {
  ok: true;
  busy: number | null;
}
export interface AtlasInfo {
  ok: true;
  version: string;
}
export interface CdmConnection {
  dialect: string;
  host: string;
  port: number;
  database: string;
  cdmSchema: string;
  vocabularySchema: string;
  username: string;
  password: string;
}
/** Dates are 'YYYY-MM-DD'. */
export interface CdmFigures {
  ok: true;
  patientCount: number;
  periodStart: string | null;
  periodEnd: string | null;
  cdmVersion: string;
  vocabularyVersion: string;
}

const HTTP_TIMEOUT_MS = 5_000;
const CDM_CONNECT_TIMEOUT_MS = 5_000;
const CDM_STATEMENT_TIMEOUT_MS = 15_000;
/** More than any sane /info or metrics reply; a peer streaming more is cut off rather than buffered. */
const MAX_BODY_BYTES = 256 * 1024;

export const fail = (reason: CheckFailureReason, message: string): CheckFailure => ({
  ok: false,
  reason,
  message,
});

// ── Addresses ───────────────────────────────────────────────────────────────────────────────────────

/** An address by the platform's URL rule, with `http://` assumed when the scheme is missing. */
export function parseAddress(address: string): URL | null {
  const trimmed = address.trim();
  if (!urlRule.safeParse(trimmed).success) return null;
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return null; // the rule and WHATWG URL disagree on some exotic input; the rule is the stricter one anyway
  }
}

/**
 * `path` appended to the address's own path (`http://h/WebAPI/` + `/info` → `http://h/WebAPI/info`).
 * Query and fragment are dropped: they belong to a page, not to the base of an API.
 */
export function endpoint(base: URL, path: string): URL {
  const joined = new URL(base);
  joined.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  joined.search = '';
  joined.hash = '';
  return joined;
}

/** host:port as the admin would recognise it, with the scheme's default port spelled out. */
function hostPortOf(address: URL): string {
  return `${address.hostname}:${address.port || (address.protocol === 'https:' ? '443' : '80')}`;
}

/** `http(s)://host:port` of a valid address (scheme defaults to http); null when missing or invalid. */
export function consoleHref(engineAddress: string): string | null {
  const address = parseAddress(engineAddress);
  return address ? `${address.protocol}//${address.host}` : null;
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────────────

/** Error codes of Node's network layer (and undici's) by what they mean to the admin. */
const unreachableCauses: Record<string, UnreachableCause> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_NONAME: 'dns',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  EHOSTUNREACH: 'network',
  ENETUNREACH: 'network',
  EHOSTDOWN: 'network',
  ECONNRESET: 'network',
  EPIPE: 'network',
  UND_ERR_SOCKET: 'network',
  UND_ERR_CLOSED: 'network',
};

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A fetch or body-read error as a CheckFailure; anything that is not a network failure is rethrown. */
function httpFailure(kind: PeerKind, address: URL, error: unknown, timeoutMs: number): CheckFailure {
  const hostPort = hostPortOf(address);
  if (isTimeout(error)) return fail('unreachable', m.unreachable(kind, hostPort, 'timeout', timeoutMs));
  // undici reports every network failure as TypeError('fetch failed') with the real error as `cause`.
  if (!(error instanceof TypeError) || error.message !== 'fetch failed') throw error;
  const cause = error.cause;
  const code = codeOf(cause);
  if (code?.startsWith('HPE_')) return fail('notThePeer', m.wrongProtocol(kind, hostPort));
  if (cause instanceof Error && cause.message === 'bad port')
    return fail('invalidAddress', m.blockedPort(kind, address.port));
  const because = (code ? unreachableCauses[code] : undefined) ?? 'network';
  return fail('unreachable', m.unreachable(kind, hostPort, because, timeoutMs));
}

export interface HttpReply {
  ok: true;
  status: number;
  contentType: string;
  body: string;
}

/**
 * One request with a deadline covering the body too. Redirects are followed for GET only: a POST
 * that is redirected would silently become a GET.
 */
export async function request(
  kind: PeerKind,
  target: URL,
  method: 'GET' | 'POST' | 'DELETE',
  timeoutMs: number,
  /** A body to send, and its headers (FormData sets its own content type). */
  send: { body?: string | FormData; headers?: Record<string, string>; maxBytes?: number } = {},
): Promise<HttpReply | CheckFailure> {
  try {
    const response = await fetch(target, {
      method,
      headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1', ...send.headers },
      ...(send.body === undefined ? {} : { body: send.body }),
      redirect: method === 'GET' ? 'follow' : 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only a 2xx body is read; any other status is reported by its number alone.
    if (!response.ok) await response.body?.cancel();
    const body = response.ok ? await readCapped(response, send.maxBytes ?? MAX_BODY_BYTES) : '';
    return {
      ok: true,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body,
    };
  } catch (error) {
    return httpFailure(kind, target, error, timeoutMs);
  }
}

/** A reply's body, at most `maxBytes` of it: a peer cannot make us hold more than we expect. */
export async function readCappedBytes(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  // Node's types leave the chunk type open (`any`); fetch's body stream always yields bytes.
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= maxBytes) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks);
}

const readCapped = async (response: Response, maxBytes: number) =>
  (await readCappedBytes(response, maxBytes)).toString('utf8');

// ── Analysis engine ────────────────────────────────────────────────────────────────────────────────

/** Online when `GET {engine}/api/v1/metrics` answers 2xx; `busy` when the reply names a busy count. */
export async function checkEngine(
  address: string,
  options: { timeoutMs?: number } = {},
): Promise<EngineStatus | CheckFailure> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('engine'));
  const reply = await request('engine', endpoint(base, '/api/v1/metrics'), 'GET', timeout(options));
  if (!reply.ok) return reply;
  if (!isSuccess(reply.status)) return fail('httpStatus', m.httpStatus('engine', reply.status));
  return { ok: true, busy: busyCount(reply.body) };
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
const timeout = (options: { timeoutMs?: number }) => options.timeoutMs ?? HTTP_TIMEOUT_MS;

/**
 * The busy count in a metrics reply: the execution engine answers text like `busy 0`; a JSON reply
 * may carry it as a `busy…` field. Null when neither is found: the engine is online all the same.
 */
function busyCount(body: string): number | null {
  const asCount = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'number') return asCount(json);
    if (json && typeof json === 'object') {
      const fields = Object.entries(json as Record<string, unknown>);
      const exact = fields.find(([key]) => key.toLowerCase() === 'busy');
      const found = exact ?? fields.find(([key, value]) => /busy/i.test(key) && asCount(value) !== null);
      return found ? asCount(found[1]) : null;
    }
  } catch {
    // Not JSON: the engine's usual plain-text reply, read below.
  }
  const text = /\bbusy\b(?:\{[^}]*\})?[\s:=]+(\d{1,9})\b/i.exec(body);
  return text?.[1] ? Number(text[1]) : null;
}

// ── ATLAS WebAPI ───────────────────────────────────────────────────────────────────────────────────

/** `GET {webapi}/info` → `{ version, buildInfo }`; the version is what we store. */
export async function checkAtlas(
  address: string,
  options: { timeoutMs?: number } = {},
): Promise<AtlasInfo | CheckFailure> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('atlas'));
  const info = endpoint(base, '/info');
  const reply = await request('atlas', info, 'GET', timeout(options));
  if (!reply.ok) return reply;
  if (reply.status === 404) return fail('httpStatus', m.atlasNotFound(info.toString()));
  if (!isSuccess(reply.status)) return fail('httpStatus', m.httpStatus('atlas', reply.status));
  const version = versionOf(reply.body);
  return version ? { ok: true, version } : fail('notThePeer', m.notAtlas(info.toString()));
}

function versionOf(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    const version = (json as { version?: unknown } | null)?.version;
    return typeof version === 'string' && version.trim() !== '' ? version.trim() : null;
  } catch {
    return null; // an HTML page (a proxy, ATLAS's UI) or anything else that is not WebAPI's JSON
  }
}

// ── Restart ATLAS / data-quality dashboard ─────────────────────────────────────────────────────────

/** `POST {engine}/api/v1/admin/restart/{atlas|dqd}`: 2xx done; 404/405/501 this engine cannot. */
export async function restartAtlas(
  engineAddress: string,
  target: 'atlas' | 'dqd',
  options: { timeoutMs?: number } = {},
): Promise<{ ok: true } | CheckFailure> {
  // The target becomes part of the URL path: a caller passing anything else is a bug, not a peer failure.
  if (target !== 'atlas' && target !== 'dqd')
    throw new TypeError(`unknown restart target: ${String(target)}`);
  const base = parseAddress(engineAddress);
  if (!base) return fail('invalidAddress', m.invalidAddress('engine'));
  const reply = await request(
    'engine',
    endpoint(base, `/api/v1/admin/restart/${target}`),
    'POST',
    timeout(options),
  );
  if (!reply.ok) return reply;
  if (isSuccess(reply.status)) return { ok: true };
  if ([404, 405, 501].includes(reply.status)) return fail('unsupported', m.restartUnsupported(target));
  return fail('httpStatus', m.restartHttpStatus(target, reply.status));
}

// ── CDM database ───────────────────────────────────────────────────────────────────────────────────

/** A PostgreSQL identifier, double-quoted with inner quotes doubled, so no name can break the SQL. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const CDM_TABLES = ['person', 'observation_period', 'cdm_source'] as const;

/**
 * Connects with the given credentials and reads the CDM's figures in a read-only transaction:
 * patients (`person`), the observation period, and the CDM and vocabulary versions (`cdm_source`,
 * falling back to the vocabulary table's 'None' row). The password is sent only to the server.
 */
export async function checkCdm(
  connection: CdmConnection,
  options: { timeoutMs?: number } = {},
): Promise<CdmFigures | CheckFailure> {
  if (connection.dialect.trim().toLowerCase() !== 'postgresql')
    return fail('unsupportedDialect', m.unsupportedDialect(connection.dialect));
  const host = hostOf(connection.host);
  if (!host) return fail('invalidAddress', m.invalidHost);
  const { port } = connection;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return fail('invalidAddress', m.invalidPort);
  // pg falls back to PGUSER/PGDATABASE (the platform's own settings) for empty values: never let it.
  if (connection.username.trim() === '') return fail('refusedLogin', m.usernameRequired);
  const hostPort = `${host}:${port}`;
  if (connection.database.trim() === '') return fail('databaseMissing', m.databaseMissing(hostPort, ''));

  const connectTimeoutMs = options.timeoutMs ?? CDM_CONNECT_TIMEOUT_MS;
  const client = new pg.Client({
    host,
    port,
    database: connection.database,
    user: connection.username,
    // A function, so an empty password stays empty instead of pg reading PGPASSWORD or ~/.pgpass.
    password: () => connection.password,
    ssl: false,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: CDM_STATEMENT_TIMEOUT_MS,
    // The client-side guard for a server that goes silent mid-query (statement_timeout cannot fire then).
    query_timeout: CDM_STATEMENT_TIMEOUT_MS + 5_000,
    application_name: 'CDMNet connection check',
  });
  // A socket error also rejects the pending connect or query, which is where it is reported; without
  // a listener the same error emitted as an event would crash the process.
  client.on('error', () => {});
  let connected = false;
  try {
    await client.connect();
    connected = true;
    return await readFigures(client, connection);
  } catch (error) {
    return cdmFailure(error, { hostPort, connection, connectTimeoutMs, connected });
  } finally {
    await client.end().catch(() => {}); // the connection may already be gone; nothing left to release
  }
}

/** The host name of a CDM host field, which follows the URL rule (a scheme or path is tolerated). */
function hostOf(host: string): string | null {
  const address = parseAddress(host);
  return address ? address.hostname : null;
}

async function readFigures(client: pg.Client, connection: CdmConnection): Promise<CdmFigures | CheckFailure> {
  await client.query('begin read only');
  const schemas = await resolveSchemas(client, [connection.cdmSchema, connection.vocabularySchema]);
  const missingSchemas = [connection.cdmSchema, connection.vocabularySchema].filter((s) => !schemas.has(s));
  if (missingSchemas.length > 0) return fail('schemaMissing', m.schemaMissing([...new Set(missingSchemas)]));
  const cdmSchema = schemas.get(connection.cdmSchema) as string; // present: checked just above
  const vocabularySchema = schemas.get(connection.vocabularySchema) as string;

  const present = await tablesIn(client, cdmSchema, CDM_TABLES);
  const missingTables = CDM_TABLES.filter((table) => !present.has(table));
  if (missingTables.length > 0) return fail('notCdm', m.notCdm(cdmSchema, missingTables));

  const cdm = quoteIdent(cdmSchema);
  const people = await client.query<{ n: string }>(`select count(*)::text as n from ${cdm}.person`);
  const period = await client.query<{ start: string | null; end: string | null }>(
    `select to_char(min(observation_period_start_date)::date, 'YYYY-MM-DD') as start,
            to_char(max(observation_period_end_date)::date, 'YYYY-MM-DD') as end
       from ${cdm}.observation_period`,
  );
  const source = await client.query<{ cdm_version: string | null; vocabulary_version: string | null }>(
    `select cdm_version::text, vocabulary_version::text from ${cdm}.cdm_source limit 1`,
  );
  const [sourceRow] = source.rows;
  if (!sourceRow) return fail('notCdm', m.cdmSourceEmpty(cdmSchema));
  const vocabularyVersion =
    sourceRow.vocabulary_version?.trim() || (await vocabularyTableVersion(client, vocabularySchema));
  return {
    ok: true,
    patientCount: Number(people.rows[0]?.n ?? 0),
    periodStart: period.rows[0]?.start ?? null,
    periodEnd: period.rows[0]?.end ?? null,
    cdmVersion: cdmVersionOf(sourceRow.cdm_version),
    vocabularyVersion,
  };
}

/**
 * A CDM version as the platform shows it: cdm_source writes it either way (`v5.3.1` in GiBleed, `5.4`
 * in Synthea27Nj), and one CDM must not read differently before and after a check.
 */
export const cdmVersionOf = (raw: string | null | undefined): string =>
  (raw ?? '').trim().replace(/^v(?=\d)/i, '');

/**
 * The schemas as named in the database, by the name the admin typed. An exact match wins; otherwise
 * the lower-cased name, since OHDSI tools write schema names unquoted and PostgreSQL folds those to
 * lower case ("CDM" means cdm to them). information_schema lists only schemas this user may use.
 */
async function resolveSchemas(client: pg.Client, typed: string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(typed.flatMap((name) => [name, name.toLowerCase()]))];
  const { rows } = await client.query<{ schema_name: string }>(
    'select schema_name from information_schema.schemata where schema_name = any($1::text[])',
    [candidates],
  );
  const found = new Set(rows.map((row) => row.schema_name));
  const resolved = new Map<string, string>();
  for (const name of typed) {
    const actual = [name, name.toLowerCase()].find((candidate) => found.has(candidate));
    if (actual) resolved.set(name, actual);
  }
  return resolved;
}

/** Which of `tables` this user can see in `schema` (tables or views; information_schema hides the rest). */
async function tablesIn(client: pg.Client, schema: string, tables: readonly string[]): Promise<Set<string>> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = $1 and table_name = any($2::text[])`,
    [schema, tables],
  );
  return new Set(rows.map((row) => row.table_name));
}

/** The vocabulary release from `{vocabularySchema}.vocabulary` ('None' row); '' when there is none. */
async function vocabularyTableVersion(client: pg.Client, schema: string): Promise<string> {
  if (!(await tablesIn(client, schema, ['vocabulary'])).has('vocabulary')) return '';
  const { rows } = await client.query<{ vocabulary_version: string | null }>(
    `select vocabulary_version::text from ${quoteIdent(schema)}.vocabulary where vocabulary_id = 'None' limit 1`,
  );
  return rows[0]?.vocabulary_version?.trim() ?? '';
}

/** SQLSTATE classes of a server that is there but will not serve now (08 connection, 53 resources, 57 operator). */
const unavailableClasses = ['08', '53', '57'];

/** A pg or network error as a CheckFailure. Only errors our own SQL can cause are rethrown. */
function cdmFailure(
  error: unknown,
  context: { hostPort: string; connection: CdmConnection; connectTimeoutMs: number; connected: boolean },
): CheckFailure {
  const { hostPort, connection, connectTimeoutMs, connected } = context;
  if (!(error instanceof Error)) throw error;
  const code = codeOf(error);
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    // A SQLSTATE: the server answered with an error.
    if (code === '28P01') return fail('refusedLogin', m.wrongPassword(connection.username));
    if (code === '28000') return fail('refusedLogin', m.loginNotAllowed(connection.username));
    if (code === '3D000') return fail('databaseMissing', m.databaseMissing(hostPort, connection.database));
    if (code === '57014') return fail('unreachable', m.cdmQueryTimeout(CDM_STATEMENT_TIMEOUT_MS));
    if (code === '42601' || code === '42883' || code === '42P02') throw error; // our SQL is wrong
    if (unavailableClasses.includes(code.slice(0, 2)))
      return fail('unreachable', m.cdmUnavailable(hostPort, code));
    // Anything else (a column of another type or missing, no SELECT right, …) is the CDM's shape.
    return fail('notCdm', m.cdmReadFailed(code));
  }
  const cause = code ? unreachableCauses[code] : undefined;
  if (cause) return fail('unreachable', m.unreachable('cdm', hostPort, cause, connectTimeoutMs));
  // pg's own messages (no code): its connect timer, its read timer, a peer that hung up. A hang-up
  // during the handshake means the peer does not speak PostgreSQL (an HTTP server, say); later, the
  // network or the server dropped a working connection.
  if (/timeout expired|connection timeout/i.test(error.message))
    return fail('unreachable', m.unreachable('cdm', hostPort, 'timeout', connectTimeoutMs));
  if (error.message === 'Query read timeout')
    return fail('unreachable', m.cdmQueryTimeout(CDM_STATEMENT_TIMEOUT_MS + 5_000));
  if (error.message === 'Connection terminated unexpectedly')
    return connected
      ? fail('unreachable', m.unreachable('cdm', hostPort, 'network', connectTimeoutMs))
      : fail('notThePeer', m.wrongProtocol('cdm', hostPort));
  // SCRAM needs a non-empty password; pg says so before sending anything.
  if (error.message.startsWith('SASL:')) return fail('refusedLogin', m.wrongPassword(connection.username));
  throw error;
}
