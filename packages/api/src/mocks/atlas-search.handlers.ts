import type { HttpHandler } from 'msw';
import type {
  AtlasSearchRequest,
  ConceptAtDistance,
  ConceptCount,
  ConceptSynonym,
  FacetCount,
  FoundConcept,
  MaskedCount,
  VocabularyConcept,
  VocabularySource,
} from '../contract/atlas-search.js';
import { atlasSearchMessages as m, vocabularySourceMessages as sm } from '../contract/atlas-search.ko.js';
import { ResultCode } from '../contract/codes.js';
import { atlasSearchApi } from '../contract/index.js';
import type { UserInfo } from '../contract/user.js';
import { isActive, privilegeIn, settingsOf, type MockAtlas, type MockCdm } from './admin.fixtures.js';
import {
  atlasSearchOf,
  conceptById,
  mockConcepts,
  vocabularyConceptOf,
  type MockConcept,
} from './atlas-search.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor, requireUser } from './session.js';

// The vocabulary search and the concept viewer, answering as the server's atlas-search service does:
// each accessible hospital's WebAPI asked on its own (one that is down says so beside the others'
// answers), concepts merged by id, then filtered, sorted, faceted and paged here.

/** The seconds each hospital is given before the platform stops waiting (the server's timeout). */
const TIMEOUT_SECONDS = 1.5;

const orgNameOf = (db: MockDb, orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';

/**
 * The organisations whose ATLAS and CDMs the user may use: their own (active membership), and every RFZ
 * organisation's when they are active in one in RFZ (the rule of the network mocks' CDM and ATLAS lists).
 */
function researchOrgIdsOf(db: MockDb, user: UserInfo): Set<number> {
  const own = user.orgList.filter((row) => isActive(row.orgUserPrivilege)).map((row) => row.orgId);
  const rfz = db.organizations.map((o) => o.id).filter((id) => settingsOf(db, id).rfzLevel !== '');
  return new Set([...own, ...(own.some((id) => rfz.includes(id)) ? rfz : [])]);
}

/** The accessible ATLASes, by organisation name as the ATLAS list has them. */
function accessibleAtlasesOf(db: MockDb, user: UserInfo): MockAtlas[] {
  const orgIds = researchOrgIdsOf(db, user);
  return db.atlases
    .filter((atlas) => orgIds.has(atlas.orgId))
    .sort((a, b) => orgNameOf(db, a.orgId).localeCompare(orgNameOf(db, b.orgId), 'ko') || a.id - b.id);
}

const atlasNotFound = () => new MockFailure(404, ResultCode.NOT_FOUND, m.noSuchAtlas);
const cdmNotFound = () => new MockFailure(404, ResultCode.NOT_FOUND, m.noSuchCdm);
/** The server's answer when a hospital's WebAPI gives nothing to use (a 4xx: the platform is fine). */
const peerFailed = (message: string) => new MockFailure(422, ResultCode.PEER_FAILED, message);

/** The ATLASes asked for, in the order asked; none named means every accessible one. */
function askedAtlases(db: MockDb, user: UserInfo, atlasIds: readonly number[]): MockAtlas[] {
  const accessible = accessibleAtlasesOf(db, user);
  if (atlasIds.length === 0) {
    if (accessible.length === 0) throw new MockFailure(403, ResultCode.FORBIDDEN, m.noAtlasToSearch);
    return accessible;
  }
  return atlasIds.map(
    (id) =>
      accessible.find((atlas) => atlas.id === id) ??
      throwing(new MockFailure(400, ResultCode.INVALID_INPUT, `ATLAS: ${m.atlasInvalid}`)),
  );
}

const throwing = (failure: MockFailure): never => {
  throw failure;
};

/** One hospital's answer: the concepts its vocabulary has (all, before the query) and its state. */
function askSite(db: MockDb, atlas: MockAtlas) {
  const site = atlasSearchOf(db).sites.get(atlas.id);
  const name = atlas.name;
  const source = (state: VocabularySource['state'], message: string | null, ms: number) => ({
    atlasId: atlas.id,
    atlasName: atlas.name,
    orgId: atlas.orgId,
    orgName: orgNameOf(db, atlas.orgId),
    atlasHref: atlas.atlasHref,
    state,
    message,
    vocabularyVersion: state === 'OK' || state === 'UNCERTAIN' ? (site?.version ?? null) : null,
    ms,
  });
  if (!site) return { source: source('FAILED', sm.noVocabularySource(name), 40), concepts: [] };
  const messages: Record<VocabularySource['state'], string | null> = {
    OK: null,
    UNREACHABLE: sm.unreachable(name),
    TIMEOUT: sm.timeout(name, TIMEOUT_SECONDS),
    FAILED: sm.failed(name, 'HTTP 500'),
    UNCERTAIN: sm.uncertain(name),
  };
  const concepts =
    site.state === 'OK' ? mockConcepts.filter((c) => site.conceptIds.includes(c.conceptId)) : [];
  return { source: source(site.state, messages[site.state], site.ms), concepts };
}

const matchesQuery = (concept: MockConcept, query: string) => {
  const text = query.trim().toLowerCase();
  if (/^\d{1,10}$/.test(text) && concept.conceptId === Number(text)) return true;
  return [concept.name, concept.code, concept.koreanName ?? '', ...concept.synonyms].some((value) =>
    value.toLowerCase().includes(text),
  );
};

function matchesFilters(concept: VocabularyConcept, body: AtlasSearchRequest) {
  const within = (values: readonly string[], value: string) => values.length === 0 || values.includes(value);
  const standard =
    body.standard === null ||
    (body.standard === 'N' ? concept.standard === null : concept.standard === body.standard);
  const validity = body.validity === null || (body.validity === 'VALID') === (concept.invalidReason === null);
  return (
    within(body.domainIds, concept.domainId) &&
    within(body.vocabularyIds, concept.vocabularyId) &&
    within(body.conceptClassIds, concept.conceptClassId) &&
    standard &&
    validity
  );
}

/**
 * The server's collator (services/atlas-search-order.ts), the web table's own (packages/ui
 * row-model.ts): the table sorts a page again by its column and must find it in order already.
 */
const collator = new Intl.Collator('ko', { numeric: true });

function facetOf(concepts: readonly FoundConcept[], value: (c: FoundConcept) => string): FacetCount[] {
  const counts = new Map<string, number>();
  for (const c of concepts) counts.set(value(c), (counts.get(value(c)) ?? 0) + 1);
  return [...counts]
    .map(([v, count]) => ({ value: v, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
}

function sortConcepts(concepts: FoundConcept[], sort: AtlasSearchRequest['sort']) {
  const field = sort?.field ?? 'name';
  const sign = sort?.order === 'desc' ? -1 : 1;
  const key = (c: FoundConcept): string | number => (field === 'hospitals' ? c.foundIn.length : c[field]);
  return concepts.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const order =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return sign * order || a.conceptId - b.conceptId;
  });
}

/** Korean first, then the rest as the vocabulary lists them. */
function synonymsOf(concept: MockConcept): ConceptSynonym[] {
  const language = (name: string): ConceptSynonym['language'] => (/[가-힣]/.test(name) ? 'ko' : 'en');
  const all = [
    ...(concept.koreanName ? [concept.koreanName] : []),
    ...concept.synonyms.filter((name) => name !== concept.koreanName),
  ].map((name) => ({ name, language: language(name) }));
  return [...all.filter((s) => s.language === 'ko'), ...all.filter((s) => s.language !== 'ko')];
}

/** Concepts up (parents) or down (children) the hierarchy within one vocabulary, nearest first. */
function walk(start: MockConcept, has: (id: number) => boolean, up: boolean): ConceptAtDistance[] {
  const next = (c: MockConcept) =>
    up
      ? c.parents.flatMap((id) => conceptById(id) ?? [])
      : mockConcepts.filter((other) => other.parents.includes(c.conceptId));
  const out: ConceptAtDistance[] = [];
  const seen = new Set([start.conceptId]);
  let layer = [start];
  for (let distance = 1; layer.length > 0; distance += 1) {
    layer = layer.flatMap(next).filter((c) => has(c.conceptId) && !seen.has(c.conceptId));
    for (const c of layer) {
      seen.add(c.conceptId);
      out.push({ concept: vocabularyConceptOf(c), distance });
    }
  }
  return out;
}

const masked = (value: number, min: number): MaskedCount =>
  value > 0 && value < min ? { value: null, hidden: true } : { value, hidden: false };
const none: MaskedCount = { value: null, hidden: false };

/** Whether the user may read person counts of the organisation's CDMs, and why not. */
function countRefusal(db: MockDb, user: UserInfo, orgId: number): string | null {
  const settings = settingsOf(db, orgId);
  const org = orgNameOf(db, orgId);
  if (!settings.onConceptId) return m.conceptIdSwitchOff(org);
  if (!settings.conceptLookup) return m.conceptLookupOff(org);
  if (!isActive(privilegeIn(user, orgId))) return m.notMember(org);
  return null;
}

function countsOf(db: MockDb, user: UserInfo, conceptId: number): ConceptCount[] {
  const orgIds = researchOrgIdsOf(db, user);
  const state = atlasSearchOf(db);
  return db.cdms
    .filter((cdm) => orgIds.has(cdm.orgId))
    .sort((a, b) => orgNameOf(db, a.orgId).localeCompare(orgNameOf(db, b.orgId), 'ko') || a.id - b.id)
    .map((cdm): ConceptCount => {
      const minCellCount = settingsOf(db, cdm.orgId).minCellCount;
      const row = (s: ConceptCount['state'], message: string | null): ConceptCount => ({
        orgId: cdm.orgId,
        orgName: orgNameOf(db, cdm.orgId),
        cdmId: cdm.id,
        cdmName: cdm.name,
        state: s,
        message,
        minCellCount,
        persons: none,
        personsWithDescendants: none,
      });
      const refusal = countRefusal(db, user, cdm.orgId);
      if (refusal) return row('NOT_ALLOWED', refusal);
      const atlas = db.atlases.find((a) => a.orgId === cdm.orgId);
      if (!atlas) return row('NO_ATLAS', m.noAtlasForCdm(cdm.name));
      const site = state.sites.get(atlas.id);
      if (site?.state === 'UNREACHABLE' || site?.state === 'TIMEOUT') {
        return row('UNREACHABLE', sm.unreachable(atlas.name));
      }
      if (!site || site.state !== 'OK') return row('FAILED', m.noCdmSource(cdm.name));
      const counts = state.counts.get(cdm.id)?.get(conceptId);
      return {
        ...row('OK', null),
        persons: masked(counts?.persons ?? 0, minCellCount),
        personsWithDescendants: masked(counts?.personsWithDescendants ?? 0, minCellCount),
      };
    });
}

/** A CDM the concept viewer may read for the user: 404 when not theirs to use, 403 when its organisation says no. */
function viewerCdm(db: MockDb, user: UserInfo, name: string): { cdm: MockCdm; conceptIds: number[] } {
  const orgIds = researchOrgIdsOf(db, user);
  const cdm = db.cdms.find((c) => c.name === name && orgIds.has(c.orgId));
  if (!cdm) throw cdmNotFound();
  const refusal = countRefusal(db, user, cdm.orgId);
  if (refusal) throw new MockFailure(403, ResultCode.FORBIDDEN, refusal);
  const atlas = db.atlases.find((a) => a.orgId === cdm.orgId);
  const site = atlas ? atlasSearchOf(db).sites.get(atlas.id) : undefined;
  if (!atlas || !site || site.state !== 'OK') {
    throw peerFailed(atlas ? sm.unreachable(atlas.name) : m.noAtlasForCdm(cdm.name));
  }
  return { cdm, conceptIds: site.conceptIds };
}

export function atlasSearchHandlers(db: MockDb): HttpHandler[] {
  const mock = mockFor(db);
  return [
    mock(atlasSearchApi.searchVocabulary, ({ body }) => {
      const user = requireUser(db);
      const answers = askedAtlases(db, user, body.atlasIds).map((atlas) => {
        const answer = askSite(db, atlas);
        const found = answer.concepts.filter((c) => matchesQuery(c, body.query) && matchesFilters(c, body));
        return { atlas, source: { ...answer.source, found: found.length }, found };
      });
      const merged = new Map<number, FoundConcept>();
      for (const { atlas, source, found } of answers) {
        for (const c of found) {
          const entry = merged.get(c.conceptId) ?? { ...vocabularyConceptOf(c), foundIn: [] };
          entry.foundIn.push({ atlasId: atlas.id, vocabularyVersion: source.vocabularyVersion });
          merged.set(c.conceptId, entry);
        }
      }
      const all = sortConcepts([...merged.values()], body.sort);
      const start = body.page * body.size;
      return {
        content: {
          sources: answers.map((a) => a.source),
          total: all.length,
          page: body.page,
          size: body.size,
          concepts: all.slice(start, start + body.size),
          facets: {
            domains: facetOf(all, (c) => c.domainId),
            vocabularies: facetOf(all, (c) => c.vocabularyId),
            conceptClasses: facetOf(all, (c) => c.conceptClassId),
          },
        },
      };
    }),

    mock(atlasSearchApi.searchOneAtlas, ({ params, body }) => {
      const user = requireUser(db);
      const atlas = accessibleAtlasesOf(db, user).find(
        (a) => a.id === params.atlasId && a.engineId === params.engineId,
      );
      if (!atlas) throw atlasNotFound();
      const answer = askSite(db, atlas);
      if (answer.source.state !== 'OK' && answer.source.state !== 'UNCERTAIN') {
        throw peerFailed(answer.source.message ?? sm.unreachable(atlas.name));
      }
      const found = answer.concepts
        .filter((c) => matchesQuery(c, body.query))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { content: found.map(vocabularyConceptOf) };
    }),

    mock(atlasSearchApi.getVocabularyFilters, ({ query }) => {
      const user = requireUser(db);
      const concepts = new Map<number, { c: MockConcept; version: string | null }>();
      for (const atlas of askedAtlases(db, user, query.atlasIds)) {
        const answer = askSite(db, atlas);
        for (const c of answer.concepts) {
          if (!concepts.has(c.conceptId))
            concepts.set(c.conceptId, { c, version: answer.source.vocabularyVersion });
        }
      }
      const domains = [...new Set([...concepts.values()].map(({ c }) => c.domainId))].sort(collator.compare);
      const vocabularies = new Map<string, string | null>();
      for (const { c, version } of concepts.values()) {
        if (!vocabularies.has(c.vocabularyId)) vocabularies.set(c.vocabularyId, version);
      }
      return {
        content: {
          domains,
          vocabularies: [...vocabularies]
            .map(([id, version]) => ({ id, name: vocabularyNames[id] ?? id, version }))
            .sort((a, b) => collator.compare(a.id, b.id)),
        },
      };
    }),

    mock(atlasSearchApi.getConcept, ({ params, query }) => {
      const user = requireUser(db);
      const answers = askedAtlases(db, user, query.atlasIds).map((atlas) => askSite(db, atlas));
      const holder = answers.find((a) => a.concepts.some((c) => c.conceptId === params.conceptId));
      const found = holder?.concepts.find((c) => c.conceptId === params.conceptId);
      const sources = answers.map(({ source, concepts }) => ({
        ...source,
        found: concepts.some((c) => c.conceptId === params.conceptId) ? 1 : 0,
        present: concepts.some((c) => c.conceptId === params.conceptId),
      }));
      if (!holder || !found) {
        const empty = {
          synonyms: [],
          ancestors: [],
          descendants: [],
          mapsTo: [],
          mappedFrom: [],
          counts: [],
        };
        return { content: { concept: null, sources, ...empty } };
      }
      const has = (id: number) => holder.concepts.some((c) => c.conceptId === id);
      const inVocabulary = (ids: number[]) => ids.filter(has).flatMap((id) => conceptById(id) ?? []);
      return {
        content: {
          concept: vocabularyConceptOf(found),
          synonyms: synonymsOf(found),
          sources,
          ancestors: walk(found, has, true),
          descendants: walk(found, has, false),
          mapsTo: inVocabulary(found.mapsTo).map(vocabularyConceptOf),
          mappedFrom: holder.concepts
            .filter((c) => c.mapsTo.includes(found.conceptId))
            .map(vocabularyConceptOf),
          counts: countsOf(db, user, found.conceptId),
        },
      };
    }),

    mock(atlasSearchApi.getCdmConcepts, ({ params }) => {
      const user = requireUser(db);
      const { cdm, conceptIds } = viewerCdm(db, user, params.cdm);
      const min = settingsOf(db, cdm.orgId).minCellCount;
      const counts = atlasSearchOf(db).counts.get(cdm.id);
      const concepts = params.ids.flatMap((id) => {
        const c = conceptIds.includes(id) ? conceptById(id) : undefined;
        if (!c) return [];
        const n = counts?.get(id);
        return [
          {
            ...vocabularyConceptOf(c),
            persons: masked(n?.persons ?? 0, min),
            personsWithDescendants: masked(n?.personsWithDescendants ?? 0, min),
          },
        ];
      });
      return { content: { cdmId: cdm.id, cdmName: cdm.name, orgName: orgNameOf(db, cdm.orgId), concepts } };
    }),

    mock(atlasSearchApi.getLocalCodes, ({ params }) => {
      const user = requireUser(db);
      const { conceptIds } = viewerCdm(db, user, params.cdm);
      const inCdm = mockConcepts.filter((c) => conceptIds.includes(c.conceptId));
      const anyDomain = params.domain.toLowerCase() === 'all';
      const codes = params.codes.map((sourceCode) => {
        const sourceConcepts = inCdm.filter(
          (c) =>
            c.code.toLowerCase() === sourceCode.toLowerCase() && (anyDomain || c.domainId === params.domain),
        );
        const standardIds = [
          ...new Set(sourceConcepts.flatMap((c) => (c.standard === 'S' ? [c.conceptId] : c.mapsTo))),
        ];
        return {
          sourceCode,
          sourceConcepts: sourceConcepts.map(vocabularyConceptOf),
          standard: inCdm.filter((c) => standardIds.includes(c.conceptId)).map(vocabularyConceptOf),
        };
      });
      return { content: { codes } };
    }),
  ];
}

/** The vocabularies' long names, as WebAPI's /vocabularies gives them. */
const vocabularyNames: Record<string, string> = {
  SNOMED: 'Systematic Nomenclature of Medicine - Clinical Terms (IHTSDO)',
  RxNorm: 'RxNorm (NLM)',
  ATC: 'WHO Anatomic Therapeutic Chemical Classification',
  ICD10CM: 'International Classification of Diseases, Tenth Revision, Clinical Modification (NCHS)',
  ICD9CM:
    'International Classification of Diseases, Ninth Revision, Clinical Modification, Volume 1 and 2 (NCHS)',
  NDC: 'National Drug Code (FDA and manufacturers)',
  KCD7: 'Korean Classification of Diseases, 7th Revision (Statistics Korea)',
};
