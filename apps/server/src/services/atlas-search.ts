import {
  atlasSearchMessages as am,
  vocabularySourceMessages as vm,
  type AccessibleAtlas,
  type AtlasSearchRequest,
  type AtlasSearchResult,
  type FacetCount,
  type FoundConcept,
  type VocabularyConcept,
  type VocabularyFilters,
  type VocabularySource,
} from '@cdmnet/api/contract';
import {
  listDomains,
  listVocabularies,
  searchConcepts,
  type ConceptSearch,
} from '../adapters/webapi-vocabulary.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { HospitalAnswers } from './atlas-search-cache.js';
import { compareText, conceptOrder, facetOrder } from './atlas-search-order.js';
import {
  atlasAddresses,
  failureOf,
  isTimedOut,
  requestTimeoutMs,
  versionOf,
  vocabularyKeyOf,
  withDeadline,
} from './atlas-search-sources.js';
import { listAccessibleAtlases } from './network.js';

// The vocabulary search across hospitals (issue 29 item 1): every chosen ATLAS's WebAPI is asked at
// once, each within its own deadline; the answers are merged by concept id, faceted, sorted and paged
// here. What each hospital answered is kept a minute, so paging and sorting ask no one again.

/** What one hospital answered to one search. */
interface HospitalSearch {
  state: VocabularySource['state'];
  message: string | null;
  vocabularyVersion: string | null;
  concepts: VocabularyConcept[];
  ms: number;
}

const MINUTE = 60_000;
/** A failed hospital is asked again after 15 s: soon enough to see it back, late enough for paging. */
const searches = new HospitalAnswers(500, (value) =>
  (value as HospitalSearch).state === 'OK' ? MINUTE : 15_000,
);
const filterAnswers = new HospitalAnswers(200, (value) =>
  (value as { ok: boolean }).ok ? 5 * MINUTE : 15_000,
);

/** The ATLASes asked, in the order asked: the chosen ones the caller may use, or all they may use. */
async function chosenAtlases(db: Database, userId: number, atlasIds: number[]): Promise<AccessibleAtlas[]> {
  const accessible = await listAccessibleAtlases(db, userId);
  if (atlasIds.length === 0) return accessible;
  const byId = new Map(accessible.map((atlas) => [atlas.id, atlas]));
  // An ATLAS named twice is asked once.
  const chosen = [...new Set(atlasIds)].map((id) => byId.get(id));
  if (chosen.some((atlas) => atlas === undefined)) throw AppError.invalidInput(`ATLAS: ${am.atlasInvalid}`);
  return chosen as AccessibleAtlas[];
}

function webApiSearch(
  request: Pick<
    AtlasSearchRequest,
    'query' | 'domainIds' | 'vocabularyIds' | 'conceptClassIds' | 'standard' | 'validity'
  >,
): ConceptSearch {
  const search: ConceptSearch = { QUERY: request.query };
  if (request.domainIds.length > 0) search.DOMAIN_ID = request.domainIds;
  if (request.vocabularyIds.length > 0) search.VOCABULARY_ID = request.vocabularyIds;
  if (request.conceptClassIds.length > 0) search.CONCEPT_CLASS_ID = request.conceptClassIds;
  if (request.standard) search.STANDARD_CONCEPT = request.standard;
  // WebAPI's INVALID_REASON: 'V' valid; 'D'/'U' name one kind of invalid, so INVALID asks for neither
  // and is narrowed here after the answer.
  if (request.validity === 'VALID') search.INVALID_REASON = 'V';
  return search;
}

/** One hospital's answer to one search, within its deadline. */
async function askHospital(
  atlas: AccessibleAtlas,
  address: string,
  search: ConceptSearch,
): Promise<HospitalSearch> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const work = (async (): Promise<HospitalSearch> => {
    const key = await vocabularyKeyOf(address, atlas.name);
    if (!key.ok)
      return { ...failureOf(atlas.name, key), vocabularyVersion: null, concepts: [], ms: elapsed() };
    const [found, version] = await Promise.all([
      searchConcepts(address, key.sourceKey, search, requestTimeoutMs),
      versionOf(address, key.sourceKey),
    ]);
    const vocabularyVersion = version.ok ? version.version : null;
    if (!found.ok) return { ...failureOf(atlas.name, found), vocabularyVersion, concepts: [], ms: elapsed() };
    // WebAPI answers [] for its own errors too: an empty answer counts as "nothing found" only when the
    // same WebAPI could read its vocabulary just now.
    if (found.concepts.length === 0 && !version.ok)
      return {
        state: 'UNCERTAIN',
        message: vm.uncertain(atlas.name),
        vocabularyVersion: null,
        concepts: [],
        ms: elapsed(),
      };
    return { state: 'OK', message: null, vocabularyVersion, concepts: found.concepts, ms: elapsed() };
  })();
  const answer = await withDeadline(work);
  if (isTimedOut(answer))
    return { ...failureOf(atlas.name, answer), vocabularyVersion: null, concepts: [], ms: elapsed() };
  return answer;
}

function facetOf(concepts: FoundConcept[], value: (c: FoundConcept) => string): FacetCount[] {
  const counts = new Map<string, number>();
  for (const concept of concepts) counts.set(value(concept), (counts.get(value(concept)) ?? 0) + 1);
  return [...counts].map(([v, count]) => ({ value: v, count })).sort(facetOrder);
}

/** Concepts merged by id: fields from the first hospital (in the order asked) having each. */
function merge(atlasesAsked: AccessibleAtlas[], answers: HospitalSearch[]): FoundConcept[] {
  const merged = new Map<number, FoundConcept>();
  answers.forEach((answer, index) => {
    const atlasId = (atlasesAsked[index] as AccessibleAtlas).id;
    for (const concept of answer.concepts) {
      const known = merged.get(concept.conceptId);
      const foundIn = { atlasId, vocabularyVersion: answer.vocabularyVersion };
      if (!known) merged.set(concept.conceptId, { ...concept, foundIn: [foundIn] });
      else {
        known.foundIn.push(foundIn);
        // A Korean name is the node's extension: a later hospital may give one the first lacks.
        known.koreanName ??= concept.koreanName;
      }
    }
  });
  return [...merged.values()];
}

interface MergedView {
  /** The hospitals' answers it was made of: the same objects while the per-hospital cache holds them. */
  answers: HospitalSearch[];
  concepts: FoundConcept[];
  facets: AtlasSearchResult['facets'];
}

/**
 * The merged, filtered and sorted concepts with their facets, made once per set of answers and
 * order: the next page of a search (the usual second ask) only slices it. Answers come from the
 * per-hospital cache, so the same objects mean the same merge.
 */
const mergedViews = new Map<string, MergedView>();
const MERGED_VIEWS_MAX = 100;

function mergedView(asked: AccessibleAtlas[], answers: HospitalSearch[], request: AtlasSearchRequest) {
  const key = JSON.stringify([asked.map((a) => a.id), webApiSearch(request), request.validity, request.sort]);
  const known = mergedViews.get(key);
  if (known && known.answers.length === answers.length && known.answers.every((a, i) => a === answers[i]))
    return known;
  let concepts = merge(asked, answers);
  if (request.validity === 'INVALID') concepts = concepts.filter((c) => c.invalidReason !== null);
  concepts.sort(conceptOrder(request.sort));
  const view: MergedView = {
    answers,
    concepts,
    facets: {
      domains: facetOf(concepts, (c) => c.domainId),
      vocabularies: facetOf(concepts, (c) => c.vocabularyId),
      conceptClasses: facetOf(concepts, (c) => c.conceptClassId),
    },
  };
  mergedViews.delete(key);
  mergedViews.set(key, view);
  while (mergedViews.size > MERGED_VIEWS_MAX) {
    const oldest = mergedViews.keys().next().value;
    if (oldest === undefined) break;
    mergedViews.delete(oldest);
  }
  return view;
}

export async function searchVocabulary(
  db: Database,
  userId: number,
  request: AtlasSearchRequest,
): Promise<AtlasSearchResult> {
  const asked = await chosenAtlases(db, userId, request.atlasIds);
  if (asked.length === 0) throw AppError.forbidden(am.noAtlasToSearch);
  const addresses = await atlasAddresses(
    db,
    asked.map((atlas) => atlas.id),
  );
  const search = webApiSearch(request);
  const searchKey = JSON.stringify(search);
  const answers = await Promise.all(
    asked.map((atlas) => {
      const address = addresses.get(atlas.id) ?? '';
      return searches.get(`${atlas.id}|${address}|${searchKey}`, () => askHospital(atlas, address, search));
    }),
  );
  const { concepts, facets } = mergedView(asked, answers, request);
  const start = request.page * request.size;
  return {
    sources: asked.map((atlas, index) => {
      const answer = answers[index] as HospitalSearch;
      return {
        atlasId: atlas.id,
        atlasName: atlas.name,
        orgId: atlas.orgId,
        orgName: atlas.orgName,
        atlasHref: atlas.atlasHref,
        state: answer.state,
        message: answer.message,
        vocabularyVersion: answer.vocabularyVersion,
        found: answer.concepts.length,
        ms: answer.ms,
      };
    }),
    total: concepts.length,
    page: request.page,
    size: request.size,
    concepts: concepts.slice(start, start + request.size),
    facets,
  };
}

/** Spec §7: one ATLAS's search in WebAPI's own order; 404 for an ATLAS the caller may not use there. */
export async function searchOneAtlas(
  db: Database,
  userId: number,
  engineId: number,
  atlasId: number,
  query: string,
): Promise<VocabularyConcept[]> {
  const atlas = (await listAccessibleAtlases(db, userId)).find(
    (a) => a.id === atlasId && a.engineId === engineId,
  );
  if (!atlas) throw AppError.notFound(am.noSuchAtlas);
  const address = (await atlasAddresses(db, [atlas.id])).get(atlas.id) ?? '';
  const search: ConceptSearch = { QUERY: query };
  const answer = await searches.get(`${atlas.id}|${address}|${JSON.stringify(search)}`, () =>
    askHospital(atlas, address, search),
  );
  if (answer.state !== 'OK' && answer.state !== 'UNCERTAIN') throw AppError.peerFailed(answer.message ?? '');
  return answer.concepts;
}

type HospitalFilters =
  { ok: true; domains: string[]; vocabularies: VocabularyFilters['vocabularies'] } | { ok: false };

async function askFilters(atlas: AccessibleAtlas, address: string): Promise<HospitalFilters> {
  const answer = await withDeadline(
    (async (): Promise<HospitalFilters> => {
      const key = await vocabularyKeyOf(address, atlas.name);
      if (!key.ok) return { ok: false };
      const [domains, vocabularies] = await Promise.all([
        listDomains(address, key.sourceKey, requestTimeoutMs),
        listVocabularies(address, key.sourceKey, requestTimeoutMs),
      ]);
      if (!domains.ok || !vocabularies.ok) return { ok: false };
      return { ok: true, domains: domains.domains, vocabularies: vocabularies.vocabularies };
    })(),
  );
  return isTimedOut(answer) ? { ok: false } : answer;
}

/** The filter selects' choices from the hospitals that answer; one that does not is left out. */
export async function vocabularyFilters(
  db: Database,
  userId: number,
  atlasIds: number[],
): Promise<VocabularyFilters> {
  const asked = await chosenAtlases(db, userId, atlasIds);
  const addresses = await atlasAddresses(
    db,
    asked.map((atlas) => atlas.id),
  );
  const answers = await Promise.all(
    asked.map((atlas) => {
      const address = addresses.get(atlas.id) ?? '';
      return filterAnswers.get(`${atlas.id}|${address}`, () => askFilters(atlas, address));
    }),
  );
  const domains = new Set<string>();
  const vocabularies = new Map<string, VocabularyFilters['vocabularies'][number]>();
  for (const answer of answers) {
    if (!answer.ok) continue;
    answer.domains.forEach((domain) => domains.add(domain));
    for (const vocabulary of answer.vocabularies)
      if (!vocabularies.has(vocabulary.id)) vocabularies.set(vocabulary.id, vocabulary);
  }
  return {
    domains: [...domains].sort(compareText),
    vocabularies: [...vocabularies.values()].sort((a, b) => compareText(a.id, b.id)),
  };
}
