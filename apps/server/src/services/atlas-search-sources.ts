import { inArray } from 'drizzle-orm';
import { vocabularySourceMessages as vm, type VocabularySourceState } from '@cdmnet/api/contract';
import {
  listSources,
  vocabularySourceOf,
  vocabularyVersion,
  type WebApiFailure,
  type WebApiSource,
} from '../adapters/webapi-vocabulary.js';
import type { Database } from '../db/database.js';
import { atlases } from '../db/schema.js';
import { HospitalAnswers } from './atlas-search-cache.js';

// What the vocabulary search and the concept viewer share about one hospital's ATLAS: its WebAPI's
// address, its sources and vocabulary version (kept five minutes: they change with a vocabulary
// release), the per-hospital deadline, and how a failure reads beside the hospital.

/** One hospital's time to answer: a slower one is shown as TIMEOUT and never holds the page. */
export const HOSPITAL_TIMEOUT_MS = 1_500;
/** The underlying request gives up a little after the deadline, so the deadline always speaks first. */
const REQUEST_TIMEOUT_MS = HOSPITAL_TIMEOUT_MS + 500;

const FIVE_MINUTES = 5 * 60_000;
const setup = new HospitalAnswers(1_000, (value) => ((value as { ok: boolean }).ok ? FIVE_MINUTES : 0));

/** The WebAPI address of each ATLAS (not part of what callers are shown). */
export async function atlasAddresses(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: atlases.id, address: atlases.address })
    .from(atlases)
    .where(inArray(atlases.id, ids));
  return new Map(rows.map((row) => [row.id, row.address]));
}

export function sourcesOf(address: string) {
  return setup.get(`sources|${address}`, () => listSources(address, REQUEST_TIMEOUT_MS));
}

/** The key of the WebAPI's vocabulary source, or a failure saying there is none. */
export async function vocabularyKeyOf(
  address: string,
  atlasName: string,
): Promise<{ ok: true; sourceKey: string; sources: WebApiSource[] } | WebApiFailure> {
  const sources = await sourcesOf(address);
  if (!sources.ok) return sources;
  const source = vocabularySourceOf(sources.sources);
  if (!source) return { ok: false, state: 'FAILED', message: vm.noVocabularySource(atlasName) };
  return { ok: true, sourceKey: source.sourceKey, sources: sources.sources };
}

export function versionOf(address: string, sourceKey: string) {
  return setup.get(`version|${address}|${sourceKey}`, () =>
    vocabularyVersion(address, sourceKey, REQUEST_TIMEOUT_MS),
  );
}

export const requestTimeoutMs = REQUEST_TIMEOUT_MS;

const TIMED_OUT = Symbol('timed out');

/** `work`, or TIMED_OUT when it takes longer than the hospital's deadline. */
export async function withDeadline<T>(
  work: Promise<T>,
  ms = HOSPITAL_TIMEOUT_MS,
): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
export const isTimedOut = (value: unknown): value is typeof TIMED_OUT => value === TIMED_OUT;

/** A failed hospital's state and sentence as the page shows them (no internal addresses). */
export function failureOf(
  atlasName: string,
  failed: WebApiFailure | typeof TIMED_OUT,
): { state: VocabularySourceState; message: string } {
  if (isTimedOut(failed))
    return { state: 'TIMEOUT', message: vm.timeout(atlasName, HOSPITAL_TIMEOUT_MS / 1000) };
  if (failed.state === 'UNREACHABLE') return { state: 'UNREACHABLE', message: vm.unreachable(atlasName) };
  // Our own sentences already name the hospital; a WebAPI's status or shape is said in brief.
  if (failed.message.startsWith(`${atlasName}:`)) return { state: 'FAILED', message: failed.message };
  const detail = failed.status ? `HTTP ${failed.status}` : failed.message;
  return { state: 'FAILED', message: vm.failed(atlasName, detail) };
}
