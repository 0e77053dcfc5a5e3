import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ExecutionEvent } from '@cdmnet/api/contract';
import { cdmDatabases, engines } from '../src/db/schema.js';
import { dispatchExecution, type ExecutionWorkContext } from '../src/jobs/execution-work.js';
import { designToSql } from '../src/services/design-packages.js';
import type { ExecutionQueue } from '../src/services/executions.js';
import { openLiveEvents, type LiveEvents } from '../src/services/live-events.js';
import { secretBox } from '../src/services/secrets.js';
import type { TestApp } from './test-app.js';

// What the execution test files share: a queue that records what it was handed (tests run the jobs'
// work themselves, step by step), the live events, and a stand-in engine that records submissions.

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
  };
  fileNames: string[];
}

/**
 * An engine that takes submissions (recording the request and the names of the files), answers
 * `GET /status` from `stages` and `GET /metrics` with `busy 0`, and 404 to aborts of unknown ids.
 */
export async function startRecordingEngine() {
  const submitted: Submitted[] = [];
  const stages = new Map<number, string>();
  const aborted: number[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://engine');
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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
 * answers with a finished result holding `files`: the whole path a real run takes, step by step.
 */
export async function finishedExecution(options: {
  t: TestApp;
  events: LiveEvents;
  engine: Awaited<ReturnType<typeof startRecordingEngine>>;
  call: (
    method: 'POST',
    url: string,
    email: string,
    payload: unknown,
  ) => Promise<{ statusCode: number; body: string }>;
  base: string;
  email: string;
  cdmId: number;
  files: { name: string; text: string }[];
}): Promise<number> {
  const res = await options.call('POST', options.base, options.email, { cdmIds: [options.cdmId] });
  if (res.statusCode !== 200) throw new Error(`starting failed: ${res.body}`);
  const [created] = (JSON.parse(res.body) as { content: { id: number }[] }).content;
  const id = created!.id;
  await dispatchExecution(workContext(options.t, options.events), id, true);
  const password = options.engine.submitted.find((s) => s.request.id === id)!.request.callbackPassword;
  const done = await options.t.app.inject({
    method: 'POST',
    url: `/api/v1/engine-callbacks/${id}/result/${password}`,
    ...resultForm({ id, stage: 'COMPLETED', error: null, stdout: '완료' }, options.files),
  });
  if (done.statusCode !== 200) throw new Error(`result failed: ${done.body}`);
  return id;
}
