import { createHash } from 'node:crypto';
import { endpoint, parseAddress, readCappedBytes } from './connection-checks.js';
import { checkMessages as m, heldFileMessages as hm } from './messages.ko.js';

// Fetching a held result file from the hospital's data node (the node ↔ platform disclosure protocol:
// `GET {engine}/api/v1/results/{executionId}/files/{name}` with the execution's release token as a
// bearer token). The same call shows the admin the exact bytes in the review and takes them on release;
// the bytes count only when their SHA-256 is the one the node announced with the result.

/** A held file can be large; the admin waits for it, but not forever. */
const FETCH_TIMEOUT_MS = 60_000;

export type HeldFileFetch =
  | { ok: true; bytes: Buffer }
  /** `unreachable`: the node did not answer (503); `refused`: it answered no, or sent other bytes. */
  | { ok: false; reason: 'unreachable' | 'refused'; message: string };

const refusedBecause = (status: number, name: string): string => {
  if (status === 401) return hm.tokenRefused(name);
  if (status === 403) return hm.releaseForbidden(name);
  if (status === 404) return hm.missing(name);
  if (status === 410) return hm.expired(name);
  return hm.httpStatus(name, status);
};

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export async function fetchHeldFile(
  engineAddress: string,
  executionId: number,
  name: string,
  releaseToken: string,
  expected: { sha256: string; size: number },
): Promise<HeldFileFetch> {
  const base = parseAddress(engineAddress);
  if (!base) return { ok: false, reason: 'refused', message: m.invalidAddress('engine') };
  const target = endpoint(base, `/api/v1/results/${executionId}/files/${encodeURIComponent(name)}`);
  const hostPort = base.host;
  let response: Response;
  let bytes: Buffer;
  try {
    response = await fetch(target, {
      headers: { authorization: `Bearer ${releaseToken}`, accept: '*/*' },
      // The token must never follow a redirect to another host.
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: 'refused', message: refusedBecause(response.status, name) };
    }
    // One byte past the announced size is enough to know they are other bytes (the checksum says so).
    bytes = await readCappedBytes(response, expected.size + 1);
  } catch (error) {
    const cause = isTimeout(error) ? 'timeout' : 'network';
    return {
      ok: false,
      reason: 'unreachable',
      message: m.unreachable('engine', hostPort, cause, FETCH_TIMEOUT_MS),
    };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== expected.sha256) return { ok: false, reason: 'refused', message: hm.checksum(name) };
  return { ok: true, bytes };
}
