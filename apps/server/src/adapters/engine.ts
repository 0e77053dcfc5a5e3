import { z } from 'zod/mini';
import { engineMessages as em } from './messages.ko.js';
import { endpoint, fail, isSuccess, parseAddress, request, type CheckFailure } from './connection-checks.js';
import { checkMessages as m } from './messages.ko.js';

// The platform's side of the OHDSI Arachne Execution Engine protocol (engines.md): submit a package,
// ask for statuses, abort. Callbacks come back to routes/engine-callbacks.ts. Failures resolve as a
// CheckFailure with a Korean message; nothing here throws for a peer's fault.

export const SUBMIT_TIMEOUT_MS = 30_000;
const STATUS_TIMEOUT_MS = 5_000;
/** The engine waits up to 30 s for a run to stop before answering an abort. */
const ABORT_TIMEOUT_MS = 35_000;

export interface DataSource {
  name: string;
  /** JDBC, as the EE expects: `jdbc:postgresql://host:port/database`. */
  connectionString: string;
  type: 'POSTGRESQL';
  cdmSchema: string;
  vocabularySchema: string;
  resultSchema: string;
  targetSchema: string;
  cohortTargetTable: string;
  username: string;
  password: string;
}

export interface Submission {
  id: number;
  executableFileName: string;
  dataSource: DataSource;
  callbackPassword: string;
  /** With `{id}` and `{password}` for the engine to expand. */
  updateStatusCallback: string;
  resultCallback: string;
  files: { name: string; bytes: Uint8Array }[];
  parameters?: Record<string, string>;
  /**
   * The organisation's disclosure settings (our extension of the EE protocol; an EE ignores it): the
   * node applies the stricter of these and its own configuration.
   */
  disclosure: { minCellCount: number; rounding: number | null; releaseUnchecked: boolean };
}

const submitted = z.object({ id: z.union([z.number(), z.string()]), type: z.optional(z.string()) });

/** `POST {engine}/api/v1/analyze`: the package's files beside the `analysisRequest` JSON part. */
export async function submitAnalysis(
  address: string,
  submission: Submission,
): Promise<{ ok: true; type: string } | CheckFailure> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('engine'));
  const { files, ...analysisRequest } = submission;
  const form = new FormData();
  form.append(
    'analysisRequest',
    new Blob(
      [JSON.stringify({ ...analysisRequest, requested: new Date().toISOString(), resultExclusions: '' })],
      {
        type: 'application/json',
      },
    ),
    'analysisRequest.json',
  );
  for (const file of files) form.append('file', new Blob([file.bytes]), file.name);
  const reply = await request('engine', endpoint(base, '/api/v1/analyze'), 'POST', SUBMIT_TIMEOUT_MS, {
    body: form,
    headers: { 'arachne-compressed': 'false', 'arachne-waiting-compressed-result': 'false' },
  });
  if (!reply.ok) return reply;
  if (!isSuccess(reply.status)) return fail('httpStatus', em.refusedRequest(reply.status, ''));
  const parsed = submitted.safeParse(safeJson(reply.body));
  if (!parsed.success) return fail('notThePeer', em.badReply);
  return { ok: true, type: parsed.data.type ?? 'SQL' };
}

const submissionState = z.object({
  stage: z.string(),
  error: z.nullish(z.string()),
  stdout: z.nullish(z.string()),
});
export type SubmissionState = z.infer<typeof submissionState>;
const statusReply = z.object({ submissions: z._default(z.record(z.string(), submissionState), {}) });

/** `GET {engine}/api/v1/status?id=…`: what the engine knows of these submissions (absent: unknown). */
export async function submissionStates(
  address: string,
  ids: readonly number[],
): Promise<{ ok: true; submissions: Record<string, SubmissionState> } | CheckFailure> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('engine'));
  const target = endpoint(base, '/api/v1/status');
  for (const id of ids) target.searchParams.append('id', String(id));
  const reply = await request('engine', target, 'GET', STATUS_TIMEOUT_MS);
  if (!reply.ok) return reply;
  if (!isSuccess(reply.status)) return fail('httpStatus', m.httpStatus('engine', reply.status));
  const parsed = statusReply.safeParse(safeJson(reply.body));
  if (!parsed.success) return fail('notThePeer', em.badReply);
  return { ok: true, submissions: parsed.data.submissions };
}

/** `POST {engine}/api/v1/abort/{id}`; the engine then sends the result with stage ABORTED. */
export async function abortSubmission(
  address: string,
  id: number,
): Promise<{ ok: true; known: boolean } | CheckFailure> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('engine'));
  const reply = await request('engine', endpoint(base, `/api/v1/abort/${id}`), 'POST', ABORT_TIMEOUT_MS);
  if (!reply.ok) return reply;
  // 404: the engine no longer has it (finished or restarted); reconciliation settles it.
  if (reply.status === 404) return { ok: true, known: false };
  if (!isSuccess(reply.status)) return fail('httpStatus', m.httpStatus('engine', reply.status));
  return { ok: true, known: true };
}

/** The engine address's host and port, as messages name it. */
export function hostPortOf(address: string): string {
  const url = parseAddress(address);
  return url ? url.host : address;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
