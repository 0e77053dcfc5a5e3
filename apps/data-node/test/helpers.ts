import { createServer, type IncomingMessage, type Server } from 'node:http';
import { unzipSync, zipSync } from 'fflate';
import { inject } from 'vitest';
import type { DisclosureManifest } from '../src/engine/callbacks.js';

// A platform stand-in for the engine tests: it submits packages over HTTP and receives the node's
// status and result callbacks on a real loopback server.

export const sites = () => inject('sites');

export function siteNamed(database: string) {
  const site = sites().find((s) => s.database === database);
  if (!site) throw new Error(`no site ${database}`);
  return site;
}

let lastId = 100_000 + Math.floor(Math.random() * 800_000) * 1000;
/** Execution ids unique across the run (all test files share the node's registries). */
export const nextId = () => ++lastId;

export interface StatusCall {
  id: number;
  password: string;
  body: { id: number; stage: string; stdout: string; stdoutDate: string };
}

/** One file of the result's disclosure list, as the node writes it. */
export type ManifestFile = DisclosureManifest['files'][number];

export interface Disclosure {
  rules: { version: string; minCellCount: number; rounding: number | null; releaseUnchecked: boolean };
  releaseToken: string;
  files: ManifestFile[];
}

export interface ResultCall {
  id: number;
  password: string;
  report: {
    id: number;
    stage: string;
    error: string | null;
    stdout: string;
    status: string;
    requested: unknown;
    disclosure: Disclosure;
  };
  /** Result files by name (a compressed result is one zip, unpacked into `unzipped`). */
  files: Map<string, Uint8Array>;
  reportHadFileName: boolean;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class Receiver {
  readonly statuses: StatusCall[] = [];
  readonly results: ResultCall[] = [];
  /** Result posts answered 500 before one is taken. */
  failResults = 0;
  resultAttempts = 0;
  private waiters: (() => void)[] = [];
  private server!: Server;
  base = '';

  async start() {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        (code) => response.writeHead(code).end(),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.base = `http://127.0.0.1:${address.port}`;
    return this;
  }

  private async handle(request: IncomingMessage): Promise<number> {
    const match = /^\/cb\/(\d+)\/(status|result)\/([^/]+)$/.exec(request.url ?? '');
    const body = await bodyOf(request);
    if (!match || request.method !== 'POST') return 404;
    const id = Number(match[1]);
    const password = decodeURIComponent(match[3]!);
    if (match[2] === 'status') {
      this.statuses.push({ id, password, body: JSON.parse(body.toString('utf8')) as StatusCall['body'] });
    } else {
      this.resultAttempts++;
      if (this.failResults > 0) {
        this.failResults--;
        return 500;
      }
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const report = form.get('analysisResult');
      const files = new Map<string, Uint8Array>();
      for (const value of form.getAll('file')) {
        if (typeof value === 'string') continue;
        files.set(value.name, new Uint8Array(await value.arrayBuffer()));
      }
      this.results.push({
        id,
        password,
        report: JSON.parse(
          typeof report === 'string' ? report : await report!.text(),
        ) as ResultCall['report'],
        files,
        reportHadFileName: typeof report !== 'string',
      });
    }
    for (const wake of this.waiters.splice(0)) wake();
    return 200;
  }

  statusUrl() {
    return `${this.base}/cb/{id}/status/{password}`;
  }

  resultUrl() {
    return `${this.base}/cb/{id}/result/{password}`;
  }

  async result(id: number, timeoutMs = 30_000): Promise<ResultCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.results.find((r) => r.id === id);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no result for ${id}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  statusesOf(id: number) {
    return this.statuses.filter((s) => s.id === id);
  }

  async close() {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export interface Submit {
  engine: string;
  database: string;
  receiver: Receiver;
  files: Record<string, string>;
  id?: number;
  compressed?: boolean;
  compressedResult?: boolean;
  executableFileName?: string;
  parameters?: Record<string, string>;
  dataSource?: Record<string, unknown>;
  /** The organisation's disclosure settings the platform sends (CDMNet's extension). */
  disclosure?: Record<string, unknown>;
}

export async function submit(options: Submit) {
  const id = options.id ?? nextId();
  const request = {
    id,
    executableFileName: options.executableFileName ?? Object.keys(options.files)[0],
    dataSource: {
      name: options.database.toUpperCase(),
      connectionString: `jdbc:postgresql://db.hospital.example:5432/${options.database}`,
      type: 'POSTGRESQL',
      cdmSchema: 'cdm',
      vocabularySchema: 'cdm',
      resultSchema: 'results',
      targetSchema: 'results',
      cohortTargetTable: 'cohort',
      username: 'reader',
      password: 'not-used',
      ...options.dataSource,
    },
    requested: new Date().toISOString(),
    resultExclusions: '',
    parameters: options.parameters,
    callbackPassword: 'a1b2c3d4e5f60718',
    updateStatusCallback: options.receiver.statusUrl(),
    resultCallback: options.receiver.resultUrl(),
    ...(options.disclosure ? { disclosure: options.disclosure } : {}),
  };
  const form = new FormData();
  form.append(
    'analysisRequest',
    new Blob([JSON.stringify(request)], { type: 'application/json' }),
    'request.json',
  );
  const encoder = new TextEncoder();
  if (options.compressed) {
    const zip = zipSync(
      Object.fromEntries(Object.entries(options.files).map(([n, t]) => [n, encoder.encode(t)])),
    );
    form.append('file', new Blob([zip]), 'package.zip');
  } else {
    for (const [name, text] of Object.entries(options.files)) form.append('file', new Blob([text]), name);
  }
  const response = await fetch(`${options.engine}/api/v1/analyze`, {
    method: 'POST',
    body: form,
    headers: {
      'arachne-compressed': options.compressed ? 'true' : 'false',
      'arachne-waiting-compressed-result': options.compressedResult ? 'true' : 'false',
    },
  });
  return { id, status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Submits and waits for the result callback. */
export async function run(options: Submit) {
  const submitted = await submit(options);
  if (submitted.status !== 200)
    throw new Error(`analyze answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  return { ...submitted, result: await options.receiver.result(submitted.id) };
}

/** A result file's manifest entry by name. */
export function manifestFile(result: ResultCall, name: string): ManifestFile {
  const file = result.report.disclosure.files.find((f) => f.name === name);
  if (!file) throw new Error(`no ${name} in the manifest: ${JSON.stringify(result.report.disclosure.files)}`);
  return file;
}

/** `GET /api/v1/results/:id/files/:name` with the token (or a header of the caller's). */
export function fetchHeld(engine: string, id: number | string, name: string, token?: string) {
  return fetch(`${engine}/api/v1/results/${id}/files/${encodeURIComponent(name)}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** A result file's text: from the callback when it was sent, else fetched from the node with the token. */
export async function fileText(engine: string, result: ResultCall, name: string): Promise<string> {
  const sent = result.files.get(name);
  if (sent) return text(sent);
  const response = await fetchHeld(engine, result.id, name, result.report.disclosure.releaseToken);
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return response.text();
}

export const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

export function unzip(bytes: Uint8Array) {
  return new Map(Object.entries(unzipSync(bytes)));
}

/** A CSV without quoting, as rows of fields (enough for the results these tests make). */
export const csvRows = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
