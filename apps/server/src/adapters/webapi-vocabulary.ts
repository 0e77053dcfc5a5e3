import type { VocabularyConcept } from '@cdmnet/api/contract';
import { endpoint, isSuccess, parseAddress, request, type CheckFailure } from './connection-checks.js';
import { atlasMessages as am, checkMessages as m } from './messages.ko.js';

// The ATLAS WebAPI calls of the vocabulary search and the concept viewer (protocol: VocabularyService
// and CDMResultsService of WebAPI 2.x). Replies are read defensively: a real WebAPI and our data node
// both answer circe's upper-case Concept keys; the node's KOREAN_NAME and SYNONYMS extension fields are
// used when present. Every call resolves; a hospital that fails yields a WebApiFailure, never a throw.

export interface WebApiFailure {
  ok: false;
  /** UNREACHABLE: no HTTP answer; FAILED: an answer we cannot use (status, not JSON, wrong shape). */
  state: 'UNREACHABLE' | 'FAILED';
  message: string;
  /** The HTTP status of an answer that was not 2xx. */
  status?: number;
}
export type WebApiReply<T> = ({ ok: true } & T) | WebApiFailure;

/** A search may answer WebAPI's 20,000 rows: well above the 256 KB of a connection check. */
const MAX_REPLY_BYTES = 32 * 1024 * 1024;

const failure = (state: WebApiFailure['state'], message: string): WebApiFailure => ({
  ok: false,
  state,
  message,
});
const fromCheck = (check: CheckFailure): WebApiFailure =>
  failure(check.reason === 'unreachable' ? 'UNREACHABLE' : 'FAILED', check.message);

/** One JSON call to a WebAPI. A 205 (WebAPI's "no such concept") reads as `null`. */
async function call(
  address: string,
  path: string,
  timeoutMs: number,
  body?: unknown,
): Promise<WebApiReply<{ json: unknown }>> {
  const base = parseAddress(address);
  if (!base) return failure('FAILED', m.invalidAddress('atlas'));
  const send =
    body === undefined
      ? { maxBytes: MAX_REPLY_BYTES }
      : {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
          maxBytes: MAX_REPLY_BYTES,
        };
  // A query string rides after the path (`endpoint` sets only the path).
  const [pathname = path, search] = path.split('?');
  const url = endpoint(base, pathname);
  if (search) url.search = search;
  const reply = await request('atlas', url, body === undefined ? 'GET' : 'POST', timeoutMs, send);
  if (!reply.ok) return fromCheck(reply);
  if (!isSuccess(reply.status))
    return { ...failure('FAILED', m.httpStatus('atlas', reply.status)), status: reply.status };
  if (reply.status === 205 || reply.status === 204 || reply.body.trim() === '')
    return { ok: true, json: null };
  try {
    return { ok: true, json: JSON.parse(reply.body) as unknown };
  } catch {
    return failure('FAILED', am.notJson(path));
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optionalText = (value: unknown): string | null => {
  const t = text(value).trim();
  return t === '' ? null : t;
};
const segment = (value: string) => encodeURIComponent(value);

/** WebAPI's dates: epoch milliseconds (Jackson's default), or ISO text from some builds; as `YYYY-MM-DD`. */
function dayOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  if (typeof value === 'string') {
    const iso = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value.trim());
    return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : null;
  }
  return null;
}

/** A circe Concept as ours; null when it has no usable id. */
export function conceptOf(value: unknown): VocabularyConcept | null {
  const row = record(value);
  const id = row.CONCEPT_ID;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  const standard = text(row.STANDARD_CONCEPT).trim();
  // WebAPI writes 'V' for a valid concept where the table holds null.
  const invalid = text(row.INVALID_REASON).trim();
  return {
    conceptId: id,
    name: text(row.CONCEPT_NAME),
    koreanName: optionalText(row.KOREAN_NAME),
    domainId: text(row.DOMAIN_ID),
    vocabularyId: text(row.VOCABULARY_ID),
    conceptClassId: text(row.CONCEPT_CLASS_ID),
    code: text(row.CONCEPT_CODE),
    standard: standard === 'S' || standard === 'C' ? standard : null,
    invalidReason: invalid === '' || invalid === 'V' ? null : invalid,
    validStart: dayOf(row.VALID_START_DATE),
    validEnd: dayOf(row.VALID_END_DATE),
  };
}

const conceptsOf = (json: unknown): VocabularyConcept[] | null =>
  Array.isArray(json) ? json.map(conceptOf).filter((c): c is VocabularyConcept => c !== null) : null;

/** JSON, but not the shape WebAPI gives there: said like a reply that is not JSON at all. */
const shapeFailure = (path: string) => failure('FAILED', am.notJson(path));

// ── Sources ─────────────────────────────────────────────────────────────────────────────────────────

export interface WebApiSource {
  sourceKey: string;
  sourceName: string;
  /** Daimon types with their priority: the vocabulary source is the highest-priority Vocabulary one. */
  daimons: { type: string; priority: number }[];
}

/** `GET /source/sources`. */
export async function listSources(
  address: string,
  timeoutMs: number,
): Promise<WebApiReply<{ sources: WebApiSource[] }>> {
  const reply = await call(address, '/source/sources', timeoutMs);
  if (!reply.ok) return reply;
  if (!Array.isArray(reply.json)) return shapeFailure('/source/sources');
  const sources = reply.json.flatMap((value): WebApiSource[] => {
    const row = record(value);
    const sourceKey = text(row.sourceKey);
    if (sourceKey === '') return [];
    const daimons = (Array.isArray(row.daimons) ? row.daimons : []).map((d) => {
      const daimon = record(d);
      return {
        type: text(daimon.daimonType),
        priority: typeof daimon.priority === 'number' ? daimon.priority : 0,
      };
    });
    return [{ sourceKey, sourceName: text(row.sourceName), daimons }];
  });
  return { ok: true, sources };
}

const priorityOf = (source: WebApiSource, type: string) =>
  Math.max(
    -1,
    ...source.daimons.filter((d) => d.type.toLowerCase() === type.toLowerCase()).map((d) => d.priority),
  );

/** The source WebAPI's own vocabulary calls default to: the highest-priority Vocabulary daimon. */
export function vocabularySourceOf(sources: WebApiSource[]): WebApiSource | undefined {
  const ranked = sources
    .filter((s) => priorityOf(s, 'Vocabulary') >= 0)
    .sort((a, b) => priorityOf(b, 'Vocabulary') - priorityOf(a, 'Vocabulary'));
  return ranked[0];
}

/**
 * The source reading a CDM: its key or name equal to the CDM's database name (case aside), else the
 * first source with a CDM daimon.
 */
export function cdmSourceOf(sources: WebApiSource[], databaseName: string): WebApiSource | undefined {
  const wanted = databaseName.trim().toUpperCase();
  const withCdm = sources.filter((s) => priorityOf(s, 'CDM') >= 0);
  return (
    withCdm.find((s) => s.sourceKey.toUpperCase() === wanted || s.sourceName.toUpperCase() === wanted) ??
    withCdm[0]
  );
}

// ── Vocabulary ──────────────────────────────────────────────────────────────────────────────────────

/** WebAPI's ConceptSearch body. */
export interface ConceptSearch {
  QUERY: string;
  DOMAIN_ID?: string[];
  VOCABULARY_ID?: string[];
  CONCEPT_CLASS_ID?: string[];
  STANDARD_CONCEPT?: string;
  INVALID_REASON?: string;
}

/** `POST /vocabulary/{key}/search`. */
export async function searchConcepts(
  address: string,
  sourceKey: string,
  search: ConceptSearch,
  timeoutMs: number,
): Promise<WebApiReply<{ concepts: VocabularyConcept[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/search`;
  const reply = await call(address, path, timeoutMs, search);
  if (!reply.ok) return reply;
  const concepts = conceptsOf(reply.json);
  return concepts ? { ok: true, concepts } : shapeFailure(path);
}

/** `GET /vocabulary/{key}/info` → the vocabulary version (null when it names none). */
export async function vocabularyVersion(
  address: string,
  sourceKey: string,
  timeoutMs: number,
): Promise<WebApiReply<{ version: string | null }>> {
  const path = `/vocabulary/${segment(sourceKey)}/info`;
  const reply = await call(address, path, timeoutMs);
  if (!reply.ok) return reply;
  if (reply.json === null || typeof reply.json !== 'object') return shapeFailure(path);
  return { ok: true, version: optionalText(record(reply.json).version) };
}

/** `GET /vocabulary/{key}/domains` → domain ids. */
export async function listDomains(
  address: string,
  sourceKey: string,
  timeoutMs: number,
): Promise<WebApiReply<{ domains: string[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/domains`;
  const reply = await call(address, path, timeoutMs);
  if (!reply.ok) return reply;
  if (!Array.isArray(reply.json)) return shapeFailure(path);
  return { ok: true, domains: reply.json.map((d) => text(record(d).DOMAIN_ID)).filter((d) => d !== '') };
}

export interface WebApiVocabulary {
  id: string;
  name: string;
  version: string | null;
}

/** `GET /vocabulary/{key}/vocabularies`. */
export async function listVocabularies(
  address: string,
  sourceKey: string,
  timeoutMs: number,
): Promise<WebApiReply<{ vocabularies: WebApiVocabulary[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/vocabularies`;
  const reply = await call(address, path, timeoutMs);
  if (!reply.ok) return reply;
  if (!Array.isArray(reply.json)) return shapeFailure(path);
  const vocabularies = reply.json.flatMap((v): WebApiVocabulary[] => {
    const row = record(v);
    const id = text(row.VOCABULARY_ID);
    return id === ''
      ? []
      : [{ id, name: text(row.VOCABULARY_NAME) || id, version: optionalText(row.VOCABULARY_VERSION) }];
  });
  return { ok: true, vocabularies };
}

export interface WebApiSynonym {
  name: string;
  languageConceptId: number | null;
}

/** `GET /vocabulary/{key}/concept/{id}`: null when the hospital lacks it (205, or 404 from WebAPI 2.7 on). */
export async function fetchConcept(
  address: string,
  sourceKey: string,
  conceptId: number,
  timeoutMs: number,
): Promise<WebApiReply<{ concept: VocabularyConcept | null; synonyms: WebApiSynonym[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/concept/${conceptId}`;
  const reply = await call(address, path, timeoutMs);
  if (!reply.ok) return reply.status === 404 ? { ok: true, concept: null, synonyms: [] } : reply;
  if (reply.json === null) return { ok: true, concept: null, synonyms: [] };
  const concept = conceptOf(reply.json);
  if (!concept) return shapeFailure(path);
  return { ok: true, concept, synonyms: synonymsOf(reply.json) };
}

/** The node's SYNONYMS extension of a concept (none from a real WebAPI). */
function synonymsOf(json: unknown): WebApiSynonym[] {
  const raw = record(json).SYNONYMS;
  return (Array.isArray(raw) ? raw : []).flatMap((s): WebApiSynonym[] => {
    const row = record(s);
    const name = text(row.name ?? row.CONCEPT_SYNONYM_NAME).trim();
    const language = row.languageConceptId ?? row.LANGUAGE_CONCEPT_ID;
    return name === '' ? [] : [{ name, languageConceptId: typeof language === 'number' ? language : null }];
  });
}

export interface VocabularyPage {
  concepts: { concept: VocabularyConcept; synonyms: WebApiSynonym[] }[];
  next: number | null;
}

/**
 * The node's extension `GET /vocabulary/{key}/cdmnet/concepts?after=&limit=`: the vocabulary a page at
 * a time, for the concept finder's index. A real WebAPI has no such call (404): its hospital's concepts
 * are then found through the ones other hospitals share.
 */
export async function vocabularyPage(
  address: string,
  sourceKey: string,
  after: number,
  limit: number,
  timeoutMs: number,
): Promise<WebApiReply<VocabularyPage>> {
  const path = `/vocabulary/${segment(sourceKey)}/cdmnet/concepts?after=${after}&limit=${limit}`;
  const reply = await call(address, path, timeoutMs);
  if (!reply.ok) return reply;
  const page = record(reply.json);
  if (!Array.isArray(page.concepts)) return shapeFailure(path);
  const concepts = page.concepts.flatMap((row) => {
    const concept = conceptOf(row);
    return concept ? [{ concept, synonyms: synonymsOf(row) }] : [];
  });
  const next = typeof page.next === 'number' && page.next > after ? page.next : null;
  return { ok: true, concepts, next };
}

export interface RelatedConcept {
  concept: VocabularyConcept;
  relationships: { name: string; distance: number }[];
}

/** `GET /vocabulary/{key}/concept/{id}/related`: mappings and the hierarchy with their distances. */
export async function relatedConcepts(
  address: string,
  sourceKey: string,
  conceptId: number,
  timeoutMs: number,
): Promise<WebApiReply<{ related: RelatedConcept[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/concept/${conceptId}/related`;
  const reply = await call(address, path, timeoutMs);
  if (!reply.ok) return reply;
  if (!Array.isArray(reply.json)) return shapeFailure(path);
  const related = reply.json.flatMap((value): RelatedConcept[] => {
    const concept = conceptOf(value);
    if (!concept) return [];
    const raw = record(value).RELATIONSHIPS;
    const relationships = (Array.isArray(raw) ? raw : []).map((r) => {
      const row = record(r);
      const distance = row.RELATIONSHIP_DISTANCE;
      return {
        name: text(row.RELATIONSHIP_NAME),
        distance: typeof distance === 'number' && distance >= 0 ? Math.floor(distance) : 0,
      };
    });
    return [{ concept, relationships }];
  });
  return { ok: true, related };
}

/** `POST /vocabulary/{key}/lookup/identifiers`: the concepts of those ids the vocabulary has. */
export async function lookupIdentifiers(
  address: string,
  sourceKey: string,
  ids: number[],
  timeoutMs: number,
): Promise<WebApiReply<{ concepts: VocabularyConcept[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/lookup/identifiers`;
  const reply = await call(address, path, timeoutMs, ids);
  if (!reply.ok) return reply;
  const concepts = conceptsOf(reply.json);
  return concepts ? { ok: true, concepts } : shapeFailure(path);
}

/** `POST /vocabulary/{key}/lookup/sourcecodes`: concepts whose code is one of them, any vocabulary. */
export async function lookupSourceCodes(
  address: string,
  sourceKey: string,
  codes: string[],
  timeoutMs: number,
): Promise<WebApiReply<{ concepts: VocabularyConcept[] }>> {
  const path = `/vocabulary/${segment(sourceKey)}/lookup/sourcecodes`;
  const reply = await call(address, path, timeoutMs, codes);
  if (!reply.ok) return reply;
  const concepts = conceptsOf(reply.json);
  return concepts ? { ok: true, concepts } : shapeFailure(path);
}

// ── Record counts ───────────────────────────────────────────────────────────────────────────────────

/** Persons with records of a concept, alone and with descendants; null where the hospital hid it. */
export interface PersonCounts {
  persons: number | null;
  personsWithDescendants: number | null;
}

const countOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/**
 * `POST /cdmresults/{key}/conceptRecordCount` → per concept `[records, descendantRecords, persons,
 * descendantPersons]`. A concept the reply leaves out has no records: zero.
 */
export async function conceptRecordCounts(
  address: string,
  sourceKey: string,
  ids: number[],
  timeoutMs: number,
): Promise<WebApiReply<{ counts: Map<number, PersonCounts> }>> {
  const path = `/cdmresults/${segment(sourceKey)}/conceptRecordCount`;
  const reply = await call(address, path, timeoutMs, ids);
  if (!reply.ok) return reply;
  if (!Array.isArray(reply.json)) return shapeFailure(path);
  const counts = new Map<number, PersonCounts>(
    ids.map((id) => [id, { persons: 0, personsWithDescendants: 0 }]),
  );
  for (const entry of reply.json) {
    for (const [key, value] of Object.entries(record(entry))) {
      const id = Number(key);
      if (!counts.has(id) || !Array.isArray(value)) continue;
      counts.set(id, { persons: countOf(value[2]), personsWithDescendants: countOf(value[3]) });
    }
  }
  return { ok: true, counts };
}
