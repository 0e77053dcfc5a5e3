import { and, eq, inArray } from 'drizzle-orm';
import {
  atlasSearchMessages as am,
  type AccessibleAtlas,
  type CdmConcepts,
  type ConceptAtDistance,
  type ConceptCount,
  type ConceptPage,
  type ConceptSynonym,
  type LocalCodes,
  type MaskedCount,
  type VocabularyConcept,
} from '@cdmnet/api/contract';
import {
  cdmSourceOf,
  conceptRecordCounts,
  fetchConcept,
  lookupIdentifiers,
  lookupSourceCodes,
  relatedConcepts,
  type PersonCounts,
  type RelatedConcept,
  type WebApiSynonym,
} from '../adapters/webapi-vocabulary.js';
import type { Database } from '../db/database.js';
import { atlases, cdmDatabases, organizations, orgMembers } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { isActive } from '../policies/organizations.js';
import { HospitalAnswers } from './atlas-search-cache.js';
import {
  atlasAddresses,
  failureOf,
  isTimedOut,
  requestTimeoutMs,
  sourcesOf,
  versionOf,
  vocabularyKeyOf,
  withDeadline,
} from './atlas-search-sources.js';
import { listAccessibleAtlases, listAccessibleCdms } from './network.js';

// The concept viewer (issue 29 item 2): a concept's page across the hospitals' vocabularies, and
// spec §7's per-CDM calls. Person counts come from the WebAPI serving the CDM's engine
// (conceptRecordCount) and only where the organisation lets its members look concepts up; a count
// from 1 to the organisation's minimum cell count − 1 never reaches the caller, whatever the WebAPI sent.

const KOREAN = 4175771;
const ENGLISH = 4180186;
const MINUTE = 60_000;
const answers = new HospitalAnswers(1_000, (value) => ((value as { ok: boolean }).ok ? MINUTE : 15_000));

/** Hidden when the hospital hid it (null) or when it is below the organisation's own minimum. */
export function masked(value: number | null, minCellCount: number): MaskedCount {
  if (value === null || (value >= 1 && value < minCellCount)) return { value: null, hidden: true };
  return { value, hidden: false };
}

const languageOf = (id: number | null): ConceptSynonym['language'] =>
  id === KOREAN ? 'ko' : id === ENGLISH ? 'en' : 'other';

type HospitalConcept =
  | {
      ok: true;
      concept: VocabularyConcept | null;
      synonyms: WebApiSynonym[];
      vocabularyVersion: string | null;
      ms: number;
    }
  | { ok: false; state: ConceptPage['sources'][number]['state']; message: string; ms: number };

async function askConcept(
  atlas: AccessibleAtlas,
  address: string,
  conceptId: number,
): Promise<HospitalConcept> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const answer = await withDeadline(
    (async (): Promise<HospitalConcept> => {
      const key = await vocabularyKeyOf(address, atlas.name);
      if (!key.ok) return { ok: false, ...failureOf(atlas.name, key), ms: elapsed() };
      const [found, version] = await Promise.all([
        fetchConcept(address, key.sourceKey, conceptId, requestTimeoutMs),
        versionOf(address, key.sourceKey),
      ]);
      if (!found.ok) return { ok: false, ...failureOf(atlas.name, found), ms: elapsed() };
      return {
        ok: true,
        concept: found.concept,
        synonyms: found.synonyms,
        vocabularyVersion: version.ok ? version.version : null,
        ms: elapsed(),
      };
    })(),
  );
  return isTimedOut(answer) ? { ok: false, ...failureOf(atlas.name, answer), ms: elapsed() } : answer;
}

/** A hospital's related concepts (hierarchy and mappings); null when it cannot give them in time. */
function askRelated(address: string, atlasName: string, conceptId: number): Promise<RelatedConcept[] | null> {
  return answers
    .get(`related|${address}|${conceptId}`, async () => {
      const answer = await withDeadline(
        (async () => {
          const key = await vocabularyKeyOf(address, atlasName);
          return key.ok ? relatedConcepts(address, key.sourceKey, conceptId, requestTimeoutMs) : key;
        })(),
      );
      return isTimedOut(answer) ? { ok: false as const } : answer;
    })
    .then((answer) => (answer.ok ? answer.related : null));
}

function synonymsOf(concept: VocabularyConcept, synonyms: WebApiSynonym[]): ConceptSynonym[] {
  const listed: ConceptSynonym[] = synonyms.map((s) => ({
    name: s.name,
    language: languageOf(s.languageConceptId),
  }));
  if (concept.koreanName && !listed.some((s) => s.name === concept.koreanName))
    listed.unshift({ name: concept.koreanName, language: 'ko' });
  const seen = new Set<string>();
  return listed.filter((s) => s.name !== concept.name && !seen.has(s.name) && seen.add(s.name));
}

/**
 * WebAPI names a relationship by the relationship table's name ("Non-standard to Standard map (OMOP)"
 * for Maps to); some builds and our node's older replies use its id. Both are read.
 */
const relationshipNames = {
  ancestor: ['Has ancestor of'],
  descendant: ['Has descendant of'],
  mapsTo: ['Maps to', 'Non-standard to Standard map (OMOP)'],
  mappedFrom: ['Mapped from', 'Standard to Non-standard map (OMOP)'],
};

/** The hierarchy and mappings from WebAPI's related concepts, the concept itself left out. */
function relationsOf(conceptId: number, related: RelatedConcept[]) {
  const others = related.filter((r) => r.concept.conceptId !== conceptId);
  const atDistance = (names: string[]): ConceptAtDistance[] =>
    others
      .flatMap((r) => {
        const distances = r.relationships
          .filter((rel) => names.includes(rel.name))
          .map((rel) => rel.distance);
        return distances.length === 0 ? [] : [{ concept: r.concept, distance: Math.min(...distances) }];
      })
      .sort((a, b) => a.distance - b.distance || a.concept.name.localeCompare(b.concept.name));
  const mapped = (names: string[]) =>
    others.filter((r) => r.relationships.some((rel) => names.includes(rel.name))).map((r) => r.concept);
  return {
    ancestors: atDistance(relationshipNames.ancestor),
    descendants: atDistance(relationshipNames.descendant),
    mapsTo: mapped(relationshipNames.mapsTo),
    mappedFrom: mapped(relationshipNames.mappedFrom),
  };
}

// ── Counts per CDM ──────────────────────────────────────────────────────────────────────────────────

interface CdmRow {
  cdmId: number;
  cdmName: string;
  databaseName: string;
  engineId: number | null;
  orgId: number;
  orgName: string;
  onConceptId: boolean;
  conceptLookup: boolean;
  minCellCount: number;
}

async function cdmRows(db: Database, cdmIds: number[]): Promise<CdmRow[]> {
  if (cdmIds.length === 0) return [];
  return db
    .select({
      cdmId: cdmDatabases.id,
      cdmName: cdmDatabases.name,
      databaseName: cdmDatabases.databaseName,
      engineId: cdmDatabases.engineId,
      orgId: organizations.id,
      orgName: organizations.name,
      onConceptId: organizations.onConceptId,
      conceptLookup: organizations.conceptLookup,
      minCellCount: organizations.minCellCount,
    })
    .from(cdmDatabases)
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .where(inArray(cdmDatabases.id, cdmIds));
}

async function activeOrgIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ orgId: orgMembers.orgId, privilege: orgMembers.privilege })
    .from(orgMembers)
    .where(eq(orgMembers.userId, userId));
  return new Set(rows.filter((row) => isActive(row.privilege)).map((row) => row.orgId));
}

/** Why the caller may not see this CDM's counts; null when they may. */
function refusalOf(cdm: CdmRow, memberOf: Set<number>): string | null {
  if (!cdm.onConceptId) return am.conceptIdSwitchOff(cdm.orgName);
  if (!cdm.conceptLookup) return am.conceptLookupOff(cdm.orgName);
  if (!memberOf.has(cdm.orgId)) return am.notMember(cdm.orgName);
  return null;
}

/** The WebAPI address and source key reading a CDM: the ATLAS of its engine, the source of its database. */
async function cdmWebApi(
  db: Database,
  cdm: CdmRow,
): Promise<
  | { ok: true; address: string; sourceKey: string }
  | { ok: false; state: ConceptCount['state']; message: string }
> {
  const [atlas] =
    cdm.engineId === null
      ? []
      : await db
          .select({ name: atlases.name, address: atlases.address })
          .from(atlases)
          .where(and(eq(atlases.engineId, cdm.engineId), eq(atlases.orgId, cdm.orgId)))
          .orderBy(atlases.id)
          .limit(1);
  if (!atlas) return { ok: false, state: 'NO_ATLAS', message: am.noAtlasForCdm(cdm.cdmName) };
  const sources = await withDeadline(sourcesOf(atlas.address));
  if (isTimedOut(sources) || !sources.ok) {
    const failed = failureOf(atlas.name, sources);
    return {
      ok: false,
      state: failed.state === 'UNREACHABLE' || failed.state === 'TIMEOUT' ? 'UNREACHABLE' : 'FAILED',
      message: failed.message,
    };
  }
  const source = cdmSourceOf(sources.sources, cdm.databaseName);
  if (!source) return { ok: false, state: 'FAILED', message: am.noCdmSource(cdm.cdmName) };
  return { ok: true, address: atlas.address, sourceKey: source.sourceKey };
}

async function countsIn(
  address: string,
  sourceKey: string,
  ids: number[],
): Promise<
  | { ok: true; counts: Map<number, PersonCounts> }
  | { ok: false; state: 'UNREACHABLE' | 'FAILED'; message: string }
> {
  const key = `counts|${address}|${sourceKey}|${ids.join(',')}`;
  const answer = await withDeadline(
    answers.get(key, () => conceptRecordCounts(address, sourceKey, ids, requestTimeoutMs)),
  );
  if (isTimedOut(answer)) return { ok: false, state: 'UNREACHABLE', message: am.countsUnreadable };
  if (!answer.ok)
    return {
      ok: false,
      state: answer.state,
      message: answer.state === 'UNREACHABLE' ? answer.message : am.countsUnreadable,
    };
  return answer;
}

type CountsIn = Omit<ConceptCount, 'persons' | 'personsWithDescendants'> & {
  counts: Map<number, { persons: MaskedCount; personsWithDescendants: MaskedCount }>;
};

/** Persons with records of each concept in one CDM, masked, or why the caller sees none. */
async function countsFor(
  db: Database,
  cdm: CdmRow,
  memberOf: Set<number>,
  conceptIds: number[],
): Promise<CountsIn> {
  const base = {
    orgId: cdm.orgId,
    orgName: cdm.orgName,
    cdmId: cdm.cdmId,
    cdmName: cdm.cdmName,
    minCellCount: cdm.minCellCount,
    counts: new Map(),
  };
  const refusal = refusalOf(cdm, memberOf);
  if (refusal) return { ...base, state: 'NOT_ALLOWED', message: refusal };
  const webapi = await cdmWebApi(db, cdm);
  if (!webapi.ok) return { ...base, state: webapi.state, message: webapi.message };
  const counted = await countsIn(webapi.address, webapi.sourceKey, conceptIds);
  if (!counted.ok) return { ...base, state: counted.state, message: counted.message };
  const counts = new Map(
    conceptIds.map((id) => {
      const found = counted.counts.get(id) ?? { persons: 0, personsWithDescendants: 0 };
      return [
        id,
        {
          persons: masked(found.persons, cdm.minCellCount),
          personsWithDescendants: masked(found.personsWithDescendants, cdm.minCellCount),
        },
      ];
    }),
  );
  return { ...base, state: 'OK', message: null, counts };
}

async function countFor(
  db: Database,
  cdm: CdmRow,
  memberOf: Set<number>,
  conceptId: number,
): Promise<ConceptCount> {
  const { counts, ...rest } = await countsFor(db, cdm, memberOf, [conceptId]);
  const none = { value: null, hidden: false };
  return { ...rest, ...(counts.get(conceptId) ?? { persons: none, personsWithDescendants: none }) };
}

/**
 * Persons with records of each concept in every CDM the caller can see (the concept finder's "in which
 * hospitals"), under the same gates and masking as a concept page.
 */
export async function recordsOfConcepts(db: Database, userId: number, conceptIds: number[]) {
  const cdms = await listAccessibleCdms(db, userId);
  const [rows, memberOf] = await Promise.all([
    cdmRows(
      db,
      cdms.map((cdm) => cdm.id),
    ),
    activeOrgIds(db, userId),
  ]);
  return Promise.all(rows.map((row) => countsFor(db, row, memberOf, conceptIds)));
}

// ── The concept page ────────────────────────────────────────────────────────────────────────────────

export async function conceptPage(
  db: Database,
  userId: number,
  conceptId: number,
  atlasIds: number[],
): Promise<ConceptPage> {
  const accessible = await listAccessibleAtlases(db, userId);
  const byId = new Map(accessible.map((atlas) => [atlas.id, atlas]));
  if (atlasIds.some((id) => !byId.has(id))) throw AppError.invalidInput(`ATLAS: ${am.atlasInvalid}`);
  const asked =
    atlasIds.length === 0 ? accessible : [...new Set(atlasIds)].map((id) => byId.get(id) as AccessibleAtlas);
  if (asked.length === 0) throw AppError.forbidden(am.noAtlasToSearch);
  const addresses = await atlasAddresses(
    db,
    asked.map((atlas) => atlas.id),
  );

  // The CDMs of the hospitals asked, each counted by its engine's WebAPI, beside the vocabulary calls.
  const orgsAsked = new Set(asked.map((atlas) => atlas.orgId));
  const cdms = (await listAccessibleCdms(db, userId)).filter((cdm) => orgsAsked.has(cdm.orgId));
  // The hierarchy is read from one hospital only (every hospital's /related would compete with the
  // counts on the same WebAPIs): the first asked, at once, in the usual case that it has the concept.
  const firstAddress = addresses.get((asked[0] as AccessibleAtlas).id) ?? '';
  const firstRelated = askRelated(firstAddress, (asked[0] as AccessibleAtlas).name, conceptId);
  // Not awaited when another hospital has the concept first: its failure must not go unhandled then.
  firstRelated.catch(() => {});
  const [hospitals, counts] = await Promise.all([
    Promise.all(
      asked.map((atlas) => {
        const address = addresses.get(atlas.id) ?? '';
        return answers.get(`concept|${atlas.id}|${address}|${conceptId}`, () =>
          askConcept(atlas, address, conceptId),
        );
      }),
    ),
    (async () => {
      const [rows, memberOf] = await Promise.all([
        cdmRows(
          db,
          cdms.map((cdm) => cdm.id),
        ),
        activeOrgIds(db, userId),
      ]);
      const byCdm = new Map(rows.map((row) => [row.cdmId, row]));
      return Promise.all(
        cdms.flatMap((cdm) => {
          const row = byCdm.get(cdm.id);
          return row ? [countFor(db, row, memberOf, conceptId)] : [];
        }),
      );
    })(),
  ]);

  const first = hospitals.findIndex((h) => h.ok && h.concept !== null);
  const home = hospitals[first];
  const concept = home?.ok ? home.concept : null;
  // The hierarchy from the first hospital having the concept.
  const homeAtlas = asked[first];
  const related =
    first === 0
      ? await firstRelated
      : homeAtlas
        ? await askRelated(addresses.get(homeAtlas.id) ?? '', homeAtlas.name, conceptId)
        : null;
  const relations = related
    ? relationsOf(conceptId, related)
    : { ancestors: [], descendants: [], mapsTo: [], mappedFrom: [] };
  return {
    concept,
    synonyms: concept && home?.ok ? synonymsOf(concept, home.synonyms) : [],
    sources: asked.map((atlas, index) => {
      const answer = hospitals[index] as HospitalConcept;
      const common = {
        atlasId: atlas.id,
        atlasName: atlas.name,
        orgId: atlas.orgId,
        orgName: atlas.orgName,
        atlasHref: atlas.atlasHref,
        ms: answer.ms,
      };
      return answer.ok
        ? {
            ...common,
            state: 'OK' as const,
            message: null,
            vocabularyVersion: answer.vocabularyVersion,
            found: answer.concept ? 1 : 0,
            present: answer.concept !== null,
          }
        : {
            ...common,
            state: answer.state,
            message: answer.message,
            vocabularyVersion: null,
            found: 0,
            present: false,
          };
    }),
    ...relations,
    counts,
  };
}

// ── Spec §7's per-CDM calls ─────────────────────────────────────────────────────────────────────────

/** The CDM the caller may use by that name, its gates passed; 404 / 403 otherwise. */
async function viewableCdm(db: Database, userId: number, name: string) {
  const cdm = (await listAccessibleCdms(db, userId)).find((c) => c.name === name);
  if (!cdm) throw AppError.notFound(am.noSuchCdm);
  const [row] = await cdmRows(db, [cdm.id]);
  if (!row) throw AppError.notFound(am.noSuchCdm);
  const refusal = refusalOf(row, await activeOrgIds(db, userId));
  if (refusal) throw AppError.forbidden(refusal);
  const webapi = await cdmWebApi(db, row);
  if (!webapi.ok) throw AppError.peerFailed(webapi.message);
  return { row, ...webapi };
}

const peerOrThrow = <T>(answer: T | ReturnType<typeof Symbol>, name: string): Exclude<T, symbol> => {
  if (isTimedOut(answer)) throw AppError.peerFailed(failureOf(name, answer).message);
  const reply = answer as { ok: boolean; message?: string };
  if (!reply.ok) throw AppError.peerFailed(reply.message ?? '');
  return answer as Exclude<T, symbol>;
};

export async function cdmConcepts(
  db: Database,
  userId: number,
  name: string,
  ids: number[],
): Promise<CdmConcepts> {
  const { row, address, sourceKey } = await viewableCdm(db, userId, name);
  const [found, counted] = await Promise.all([
    withDeadline(lookupIdentifiers(address, sourceKey, ids, requestTimeoutMs)),
    countsIn(address, sourceKey, ids),
  ]);
  const concepts = peerOrThrow(found, row.cdmName) as { ok: true; concepts: VocabularyConcept[] };
  if (!counted.ok) throw AppError.peerFailed(counted.message);
  const byId = new Map(concepts.concepts.map((c) => [c.conceptId, c]));
  return {
    cdmId: row.cdmId,
    cdmName: row.cdmName,
    orgName: row.orgName,
    concepts: ids.flatMap((id) => {
      const concept = byId.get(id);
      if (!concept) return [];
      const counts = counted.counts.get(id) ?? { persons: 0, personsWithDescendants: 0 };
      return [
        {
          ...concept,
          persons: masked(counts.persons, row.minCellCount),
          personsWithDescendants: masked(counts.personsWithDescendants, row.minCellCount),
        },
      ];
    }),
  };
}

export async function localCodes(
  db: Database,
  userId: number,
  name: string,
  domain: string,
  codes: string[],
): Promise<LocalCodes> {
  const { row, address, sourceKey } = await viewableCdm(db, userId, name);
  const found = peerOrThrow(
    await withDeadline(lookupSourceCodes(address, sourceKey, codes, requestTimeoutMs)),
    row.cdmName,
  ) as { ok: true; concepts: VocabularyConcept[] };
  const anyDomain = domain.trim().toLowerCase() === 'all';
  const sourceConcepts = found.concepts.filter(
    (c) => anyDomain || c.domainId.toLowerCase() === domain.trim().toLowerCase(),
  );
  // Each source concept's "Maps to", asked once per concept.
  const mapped = new Map<number, VocabularyConcept[]>();
  await Promise.all(
    [...new Set(sourceConcepts.map((c) => c.conceptId))].map(async (id) => {
      const related = peerOrThrow(
        await withDeadline(relatedConcepts(address, sourceKey, id, requestTimeoutMs)),
        row.cdmName,
      ) as { ok: true; related: RelatedConcept[] };
      mapped.set(id, relationsOf(id, related.related).mapsTo);
    }),
  );
  return {
    codes: codes.map((sourceCode) => {
      const matching = sourceConcepts.filter((c) => c.code === sourceCode);
      const standard = new Map<number, VocabularyConcept>();
      for (const c of matching)
        for (const target of mapped.get(c.conceptId) ?? []) standard.set(target.conceptId, target);
      // A standard concept with this code stands for itself.
      for (const c of matching)
        if (c.standard === 'S' && !standard.has(c.conceptId)) standard.set(c.conceptId, c);
      return { sourceCode, sourceConcepts: matching, standard: [...standard.values()] };
    }),
  };
}
