import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DisclosureFinding, DisclosureRules, ExecutionEvent } from '@cdmnet/api/contract';
import { parseCsv } from '../src/db/csv.js';
import { cdmDatabases, engines } from '../src/db/schema.js';
import { dispatchExecution, type ExecutionWorkContext } from '../src/jobs/execution-work.js';
import { designToSql } from '../src/services/design-packages.js';
import type { ExecutionQueue } from '../src/services/executions.js';
import { openLiveEvents, type LiveEvents } from '../src/services/live-events.js';
import { secretBox } from '../src/services/secrets.js';
import type { TestApp } from './test-app.js';

// What the execution test files share: a queue that records what it was handed (tests run the jobs'
// work themselves, step by step), the live events, and a stand-in engine that records submissions and,
// like our data node, keeps held files and serves them to the release token (the disclosure protocol).

export interface RecordingQueue extends ExecutionQueue {
  dispatched: number[];
  aborted: number[];
}

export function recordingQueue(): RecordingQueue {
  const queue: RecordingQueue = {
    dispatched: [],
    aborted: [],
    dispatch: (ids) => {
      queue.dispatched.push(...ids);
      return Promise.resolve();
    },
    abort: (ids) => {
      queue.aborted.push(...ids);
      return Promise.resolve();
    },
  };
  return queue;
}

export async function executionSetup() {
  const events: LiveEvents = await openLiveEvents({});
  const heard: ExecutionEvent[] = [];
  events.subscribe((event) => heard.push(event));
  const queue = recordingQueue();
  return { events, heard, queue };
}

export const workContext = (
  t: TestApp,
  events: LiveEvents,
  callbackBase = 'http://callback.test',
): ExecutionWorkContext => ({
  db: t.db,
  events,
  secrets: secretBox(randomBytes(32)),
  callbackBase,
  designToSql,
});

export interface Submitted {
  request: {
    id: number;
    executableFileName: string;
    callbackPassword: string;
    updateStatusCallback: string;
    resultCallback: string;
    dataSource: { connectionString: string; cdmSchema: string };
    disclosure?: { minCellCount: number; rounding: number | null; releaseUnchecked: boolean };
  };
  fileNames: string[];
}

/** How the stand-in node answers `GET /api/v1/results/{id}/files/{name}` (normally: the held bytes). */
export type HeldReply = 'serve' | 'forbidden' | 'gone' | 'tampered' | 'down';

/**
 * An engine that takes submissions (recording the request and the names of the files), answers
 * `GET /status` from `stages` and `GET /metrics` with `busy 0`, and 404 to aborts of unknown ids.
 */
export async function startRecordingEngine() {
  const submitted: Submitted[] = [];
  const stages = new Map<number, string>();
  const aborted: number[] = [];
  /** Held files by `{executionId}/{name}`, and each execution's release token. */
  const held = new Map<string, Buffer>();
  const tokens = new Map<number, string>();
  const fetched: string[] = [];
  const state = { heldReply: 'serve' as HeldReply };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://engine');
    const heldPath = /^\/api\/v1\/results\/(\d+)\/files\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && heldPath) {
      const id = Number(heldPath[1]);
      const name = decodeURIComponent(heldPath[2]!);
      fetched.push(`${id}/${name}`);
      if (state.heldReply === 'down') return req.socket.destroy();
      const refuse = (status: number) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(status), message: '거부' }));
      };
      if (req.headers.authorization !== `Bearer ${tokens.get(id)}`) return refuse(401);
      if (state.heldReply === 'forbidden') return refuse(403);
      if (state.heldReply === 'gone') return refuse(410);
      const bytes = held.get(`${id}/${name}`);
      if (!bytes) return refuse(404);
      const sent = state.heldReply === 'tampered' ? Buffer.concat([bytes, Buffer.from('1,2\n')]) : bytes;
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'x-content-sha256': createHash('sha256').update(sent).digest('hex'),
      });
      return res.end(sent);
    }
    if (req.method === 'GET' && url.pathname === '/api/v1/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('busy 0');
    }
    if (req.method === 'GET' && url.pathname === '/api/v1/status') {
      const submissions = Object.fromEntries(
        url.searchParams
          .getAll('id')
          .filter((id) => stages.has(Number(id)))
          .map((id) => [id, { stage: stages.get(Number(id)), error: null, stdout: '' }]),
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ started: new Date().toISOString(), submissions, environments: {} }));
    }
    const abort = /^\/api\/v1\/abort\/(\d+)$/.exec(url.pathname);
    if (req.method === 'POST' && abort) {
      const id = Number(abort[1]);
      aborted.push(id);
      res.writeHead(stages.has(id) ? 200 : 404, { 'content-type': 'application/json' });
      return res.end('{}');
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/analyze') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void new Response(Buffer.concat(chunks), {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        })
          .formData()
          .then(async (form) => {
            const request = JSON.parse(
              await (form.get('analysisRequest') as Blob).text(),
            ) as Submitted['request'];
            const fileNames = form.getAll('file').map((file) => (file as File).name);
            submitted.push({ request, fileNames });
            stages.set(request.id, 'INITIALIZE');
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ id: request.id, type: 'SQL', actualDescriptorId: null }));
          });
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    submitted,
    stages,
    aborted,
    held,
    tokens,
    /** Which held files were asked for, `{executionId}/{name}`. */
    fetched,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RecordingEngine = Awaited<ReturnType<typeof startRecordingEngine>>;

/** A result file as the stand-in node checked it: CHECKED unless said otherwise. */
export interface NodeFile {
  name: string;
  text: string;
  status?: 'CHECKED' | 'HELD' | 'REFUSED';
  format?: 'SUMMARISED_RESULT' | 'OTHER';
  findings?: DisclosureFinding[];
  suppressedCells?: number;
}

export const NODE_RULES: DisclosureRules = {
  version: 'cdmnet-disclosure/1',
  minCellCount: 5,
  rounding: null,
  releaseUnchecked: true,
};

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A finding as the node words it. */
export const finding = (code: DisclosureFinding['code'], column: string | null, rows: number) => ({
  code,
  column,
  rows,
  message: `${column ?? '파일'} 열에서 ${code} 항목이 ${rows}행 발견되었습니다. 집계한 값만 남겨 주십시오.`,
});

/**
 * The node's side of a result: the `disclosure` list (rules, a fresh release token, every file with its
 * shape, checksum and findings), the parts sent (checked files and the log as stdout.txt), and the held
 * files kept at the stand-in node for fetching.
 */
export function nodeResult(
  engine: RecordingEngine,
  id: number,
  files: NodeFile[],
  stdout = '완료',
  rules: DisclosureRules = NODE_RULES,
) {
  const releaseToken = randomBytes(32).toString('hex');
  engine.tokens.set(id, releaseToken);
  const listed = files.map((file) => {
    const status = file.status ?? 'CHECKED';
    const [header = [], ...body] = parseCsv(file.text);
    if (status === 'HELD') engine.held.set(`${id}/${file.name}`, Buffer.from(file.text));
    return {
      name: file.name,
      status,
      format: file.format ?? 'OTHER',
      size: Buffer.byteLength(file.text),
      rows: body.filter((row) => row.length > 1 || row[0] !== '').length,
      columns: header,
      sha256: status === 'REFUSED' ? null : sha256(file.text),
      suppressedCells: file.suppressedCells ?? 0,
      findings: file.findings ?? [],
    };
  });
  return {
    disclosure: { rules, releaseToken, files: listed },
    stdout,
    parts: [
      ...files.filter((file) => (file.status ?? 'CHECKED') === 'CHECKED'),
      { name: 'stdout.txt', text: stdout },
    ],
  };
}

/** Points the engines serving these CDMs (by name) at `address`. */
export async function engineAt(t: TestApp, cdmNames: string[], address: string) {
  const rows = await t.db
    .select({ engineId: cdmDatabases.engineId })
    .from(cdmDatabases)
    .where(inArray(cdmDatabases.name, cdmNames));
  for (const { engineId } of rows) {
    if (engineId !== null) await t.db.update(engines).set({ address }).where(eq(engines.id, engineId));
  }
}

export const cdmIdOf = async (t: TestApp, name: string) => {
  const [row] = await t.db
    .select({ id: cdmDatabases.id })
    .from(cdmDatabases)
    .where(eq(cdmDatabases.name, name));
  if (!row) throw new Error(`no CDM ${name}`);
  return row.id;
};

/** A multipart result as an engine sends it: the `analysisResult` JSON and the files. */
export function resultForm(report: object, files: { name: string; text: string }[]) {
  const boundary = '----engine-result';
  const part = (name: string, fileName: string | null, type: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\nContent-Type: ${type}\r\n\r\n${body}\r\n`;
  const body =
    part('analysisResult', 'analysisResult.json', 'application/json', JSON.stringify(report)) +
    files.map((file) => part('file', file.name, 'text/csv', file.text)).join('') +
    `--${boundary}--\r\n`;
  return {
    payload: Buffer.from(body),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Starts an execution on `cdmId` as `cookieEmail` through the API, dispatches it to `engine` and
 * answers with a finished result holding `files` as our node sends them (checked ones as parts, the
 * rest listed; `unchecked`: as an engine that is not our node, every file a part and no list), or
 * ending with `error`: the whole path a real run takes, step by step.
 */
export async function finishedExecution(options: {
  t: TestApp;
  events: LiveEvents;
  engine: RecordingEngine;
  call: (
    method: 'POST',
    url: string,
    email: string,
    payload: unknown,
  ) => Promise<{ statusCode: number; body: string }>;
  base: string;
  email: string;
  cdmId: number;
  files: NodeFile[];
  unchecked?: boolean;
  error?: string;
}): Promise<number> {
  const res = await options.call('POST', options.base, options.email, { cdmIds: [options.cdmId] });
  if (res.statusCode !== 200) throw new Error(`starting failed: ${res.body}`);
  const [created] = (JSON.parse(res.body) as { content: { started: { id: number }[] } }).content.started;
  const id = created!.id;
  await dispatchExecution(workContext(options.t, options.events), id, true);
  const password = options.engine.submitted.find((s) => s.request.id === id)!.request.callbackPassword;
  const report = { id, stage: 'COMPLETED', error: options.error ?? null, stdout: '완료' };
  const node = nodeResult(options.engine, id, options.files);
  const done = await options.t.app.inject({
    method: 'POST',
    url: `/api/v1/engine-callbacks/${id}/result/${password}`,
    ...(options.unchecked
      ? resultForm(report, options.files)
      : resultForm({ ...report, disclosure: node.disclosure }, node.parts)),
  });
  if (done.statusCode !== 200) throw new Error(`result failed: ${done.body}`);
  return id;
}
