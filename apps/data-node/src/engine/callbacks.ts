import { randomBytes } from 'node:crypto';
import type { DisclosureRules } from '../cdm/disclosure.js';
import type { Finding } from '../cdm/findings.js';

// The two callbacks of the EE protocol, as the EE's CallbackService sends them:
// - status: POST JSON AnalysisExecutionStatusDTO `{id, stage, stdout, stdoutDate}` to
//   updateStatusCallback (the EE logs a failure and goes on);
// - result: POST multipart/form-data to resultCallback, a part `analysisResult` (JSON
//   AnalysisResultDTO, no file name, Content-Type application/json) and one part `file` per result
//   file; the caller retries until the platform answers 2xx.
// `{id}` and `{password}` in the URLs are already expanded by the caller.

const CALLBACK_TIMEOUT_MS = 30_000;

export interface StatusReport {
  id: number;
  stage: string;
  stdout: string;
  stdoutDate: string;
}

/**
 * CDMNet's extension of the result (a real EE sends none): the rules applied, the token that fetches
 * held files (sent only here), and every result file's status, shape, checksum and findings.
 */
export interface DisclosureManifest {
  rules: DisclosureRules;
  releaseToken: string;
  files: {
    name: string;
    status: 'CHECKED' | 'HELD' | 'REFUSED';
    format: 'SUMMARISED_RESULT' | 'OTHER';
    size: number;
    rows: number;
    columns: string[];
    sha256: string | null;
    suppressedCells: number;
    findings: Finding[];
  }[];
}

export interface ResultReport {
  id: number;
  stage: 'COMPLETED' | 'ABORTED';
  error: string | null;
  stdout: string;
  /** Deprecated in the EE but still sent: EXECUTED when COMPLETED without error, else FAILED. */
  status: 'EXECUTED' | 'FAILED';
  requested: string | number;
  disclosure?: DisclosureManifest;
}

/** The result as anyone who asks the engine port may see it (abort's answer): without the token. */
export function publicReport(report: ResultReport) {
  const { disclosure, ...rest } = report;
  if (!disclosure) return rest;
  const { releaseToken: _token, ...visible } = disclosure;
  return { ...rest, disclosure: visible };
}

export interface ResultFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

export type Delivery = { ok: true } | { ok: false; why: string };

async function post(url: string, body: string | Uint8Array, contentType: string): Promise<Delivery> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType },
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, why: `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, why: cause ?? (error as Error).message };
  }
}

export function sendStatus(url: string, report: StatusReport): Promise<Delivery> {
  return post(url, JSON.stringify(report), 'application/json');
}

const quoted = (value: string) => value.replace(/[\r\n"]/g, (c) => (c === '"' ? '%22' : ' '));

/** The multipart body, written out so the report part carries no file name, as Spring's does. */
export function resultBody(report: ResultReport, files: ResultFile[]): { body: Buffer; contentType: string } {
  const boundary = `----cdmnet-data-node-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const part = (headers: string[], content: Uint8Array | string) => {
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof content === 'string' ? Buffer.from(content) : Buffer.from(content));
    chunks.push(Buffer.from('\r\n'));
  };
  part(
    ['Content-Disposition: form-data; name="analysisResult"', 'Content-Type: application/json'],
    JSON.stringify(report),
  );
  for (const file of files) {
    // Non-ASCII names (Korean file names) also go as RFC 5987 filename*, which multipart parsers prefer.
    const extended = /[^\x20-\x7e]/.test(file.name)
      ? `; filename*=UTF-8''${encodeURIComponent(file.name)}`
      : '';
    part(
      [
        `Content-Disposition: form-data; name="file"; filename="${quoted(file.name)}"${extended}`,
        `Content-Type: ${file.contentType}`,
      ],
      file.bytes,
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function sendResult(url: string, report: ResultReport, files: ResultFile[]): Promise<Delivery> {
  const { body, contentType } = resultBody(report, files);
  return post(url, new Uint8Array(body), contentType);
}
