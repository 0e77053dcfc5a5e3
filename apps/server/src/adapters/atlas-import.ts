import type { AtlasCopyKind } from '@cdmnet/api/contract';
import { endpoint, fail, isSuccess, parseAddress, request, type CheckFailure } from './connection-checks.js';
import { atlasMessages as am, checkMessages as m } from './messages.ko.js';

// The ATLAS WebAPI calls behind the ATLAS supporter's copies (protocol of issue 29): the target's
// vocabulary source, which of a design's concepts it knows, and each kind's import and its undo.
// A real WebAPI answers them the same way as our data node. Failures resolve as a CheckFailure.

const TIMEOUT_MS = 15_000;
/** A created design echoes its expression back: as large as a design may be. */
const MAX_REPLY_BYTES = 20 * 1024 * 1024;

/** Where each kind is imported and deleted on WebAPI. */
const paths: Record<AtlasCopyKind, { create: string; remove: (id: number) => string }> = {
  COHORT: { create: '/cohortdefinition/', remove: (id) => `/cohortdefinition/${id}` },
  CHARACTERIZATION: {
    create: '/cohort-characterization/import',
    remove: (id) => `/cohort-characterization/${id}`,
  },
  INCIDENCE_RATE: { create: '/ir/', remove: (id) => `/ir/${id}` },
};

type Reply<T> = { ok: true; value: T } | CheckFailure;

async function call(
  address: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Reply<{ status: number; json: unknown }>> {
  const base = parseAddress(address);
  if (!base) return fail('invalidAddress', m.invalidAddress('atlas'));
  const target = endpoint(base, path);
  const reply = await request('atlas', target, method, TIMEOUT_MS, {
    maxBytes: MAX_REPLY_BYTES,
    ...(body !== undefined && {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  });
  if (!reply.ok) return reply;
  if (reply.status === 404) return fail('notFound', m.httpStatus('atlas', 404));
  if (!isSuccess(reply.status)) return fail('httpStatus', m.httpStatus('atlas', reply.status));
  if (reply.body.trim() === '') return { ok: true, value: { status: reply.status, json: null } };
  try {
    return { ok: true, value: { status: reply.status, json: JSON.parse(reply.body) } };
  } catch {
    return fail('notThePeer', am.notJson(target.pathname));
  }
}

/** Whether a failure means the ATLAS is not there now (worth trying again), not that it refused. */
export const isDown = (failure: CheckFailure) =>
  failure.reason === 'unreachable' || (failure.reason === 'httpStatus' && /HTTP 5\d\d/.test(failure.message));

/** The key of the target's source holding a vocabulary (`GET /source/sources`), or null when none does. */
export async function vocabularySourceKey(address: string): Promise<Reply<string | null>> {
  const reply = await call(address, 'GET', '/source/sources');
  if (!reply.ok) return reply;
  const sources = Array.isArray(reply.value.json) ? (reply.value.json as Record<string, unknown>[]) : [];
  const hasVocabulary = (source: Record<string, unknown>) =>
    Array.isArray(source.daimons) &&
    source.daimons.some((d) => (d as { daimonType?: unknown } | null)?.daimonType === 'Vocabulary');
  const source = sources.find(hasVocabulary);
  return { ok: true, value: typeof source?.sourceKey === 'string' ? source.sourceKey : null };
}

/** Which of `ids` the source's vocabulary has (`POST /vocabulary/{key}/lookup/identifiers`). */
export async function knownConcepts(
  address: string,
  sourceKey: string,
  ids: readonly number[],
): Promise<Reply<Set<number>>> {
  if (ids.length === 0) return { ok: true, value: new Set() };
  const reply = await call(
    address,
    'POST',
    `/vocabulary/${encodeURIComponent(sourceKey)}/lookup/identifiers`,
    ids,
  );
  if (!reply.ok) return reply;
  const rows = Array.isArray(reply.value.json) ? (reply.value.json as Record<string, unknown>[]) : [];
  return {
    ok: true,
    value: new Set(rows.map((row) => row.CONCEPT_ID).filter((id): id is number => typeof id === 'number')),
  };
}

/** The created design as WebAPI answers it: its id, and for a characterization its cohorts' ids. */
export interface Created {
  id: number;
  cohortIds: number[];
}

const idOf = (value: unknown): number | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/** Imports a design of `kind` (its body as protocol.md gives it per kind); answers the new ids. */
export async function importDesign(
  address: string,
  kind: AtlasCopyKind,
  body: unknown,
): Promise<Reply<Created>> {
  const reply = await call(address, 'POST', paths[kind].create, body);
  if (!reply.ok) return reply;
  const id = idOf(reply.value.json);
  if (id === null) return fail('notThePeer', am.notJson(paths[kind].create));
  const cohorts = (reply.value.json as { cohorts?: unknown }).cohorts;
  const cohortIds = Array.isArray(cohorts) ? cohorts.map(idOf).filter((c): c is number => c !== null) : [];
  return { ok: true, value: { id, cohortIds } };
}

/** Deletes what a copy made; one already gone counts as deleted (an undo may run twice). */
export async function deleteDesign(address: string, kind: AtlasCopyKind, id: number): Promise<Reply<null>> {
  const reply = await call(address, 'DELETE', paths[kind].remove(id));
  if (!reply.ok && reply.reason !== 'notFound') return reply;
  return { ok: true, value: null };
}
