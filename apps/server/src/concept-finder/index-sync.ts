import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { VocabularyConcept } from '@cdmnet/api/contract';
import { vocabularyPage, type WebApiSynonym } from '../adapters/webapi-vocabulary.js';
import type { Database } from '../db/database.js';
import {
  atlases,
  finderConcepts,
  finderNames,
  finderSources,
  finderSyncs,
  finderWords,
} from '../db/schema.js';
import { failureOf, vocabularyKeyOf } from '../services/atlas-search-sources.js';
import { compact, hasHangul, toKeys, words } from './korean-text.js';
import { finderMessages as m } from './messages.ko.js';

// The concept finder's index, kept from the hospitals' vocabularies (README "EVIX-AI"): each registered
// ATLAS's WebAPI is read a page at a time (the node's `cdmnet/concepts`); a concept is written once
// whoever has it, its names again only when they changed; the hospitals having it are kept per ATLAS.
// The index refreshes itself: built on first need, an ATLAS read again after six hours (a failed one
// after 15 s), a new ATLAS read on the next search.

const PAGE = 5000;
const PAGE_TIMEOUT_MS = 30_000;
const FRESH_MS = 6 * 60 * 60_000;
const RETRY_MS = 15_000;
const KOREAN = 4175771;
const ENGLISH = 4180186;

type NameRow = typeof finderNames.$inferInsert;

function languageOf(synonym: WebApiSynonym): NameRow['language'] {
  if (synonym.languageConceptId === KOREAN) return 'ko';
  if (synonym.languageConceptId === ENGLISH) return 'en';
  if (synonym.languageConceptId === null || synonym.languageConceptId === 0)
    return hasHangul(synonym.name) ? 'ko' : 'en';
  return 'other';
}

/** A concept's names for the index, one per keystroke form (a Korean one kept over an English twin). */
function namesOf(concept: VocabularyConcept, synonyms: WebApiSynonym[]): NameRow[] {
  const byKeys = new Map<string, NameRow>();
  const add = (text: string, language: NameRow['language']) => {
    const keys = toKeys(compact(text));
    if (keys === '' || (byKeys.has(keys) && language !== 'ko')) return;
    byKeys.set(keys, {
      conceptId: concept.conceptId,
      text,
      language,
      keys,
      domainId: concept.domainId,
      standard: concept.standard === 'S',
    });
  };
  add(concept.name, 'en');
  for (const synonym of synonyms) add(synonym.name, languageOf(synonym));
  if (concept.koreanName) add(concept.koreanName, 'ko');
  return [...byKeys.values()];
}

/** The words of these names (and a short name whole, for a compound typed as one word), by keys. */
function wordsOf(names: NameRow[]): { keys: string; word: string }[] {
  const byKeys = new Map<string, string>();
  for (const name of names) {
    const parts = words(name.text);
    if (parts.length > 1 && [...name.keys].length <= 24) parts.push(compact(name.text));
    for (const word of parts) {
      const keys = toKeys(word);
      if ([...keys].length >= 4 && !/^\d+$/.test(word)) byKeys.set(keys, word);
    }
  }
  return [...byKeys].map(([keys, word]) => ({ keys, word }));
}

type ConceptRow = typeof finderConcepts.$inferInsert;

function conceptRow(concept: VocabularyConcept): ConceptRow {
  return {
    conceptId: concept.conceptId,
    conceptName: concept.name,
    koreanName: concept.koreanName,
    domainId: concept.domainId,
    vocabularyId: concept.vocabularyId,
    conceptClassId: concept.conceptClassId,
    standardConcept: concept.standard,
    conceptCode: concept.code,
    invalidReason: concept.invalidReason,
  };
}

/** Whether this hospital says otherwise than the index (another class, a Korean name it lacks). */
const differs = (kept: ConceptRow, read: ConceptRow) =>
  (Object.keys(read) as (keyof ConceptRow)[]).some(
    (key) => read[key] !== kept[key] && !(key === 'koreanName' && read.koreanName === null),
  );

/**
 * One page of a hospital's vocabulary into the index. Hospitals share most concepts, each with the
 * synonyms its own vocabulary has: a concept's names are the union of what every hospital gave, so a
 * page adds the names the index lacks and rewrites a concept only where it says something new. Nothing
 * is written for a page the index already holds, which is the usual refresh.
 */
async function writePage(db: Database, page: { concept: VocabularyConcept; synonyms: WebApiSynonym[] }[]) {
  if (page.length === 0) return;
  const ids = page.map((row) => row.concept.conceptId);
  const [kept, keptNames] = await Promise.all([
    db.select().from(finderConcepts).where(inArray(finderConcepts.conceptId, ids)),
    db
      .select({ conceptId: finderNames.conceptId, keys: finderNames.keys })
      .from(finderNames)
      .where(inArray(finderNames.conceptId, ids)),
  ]);
  const keptById = new Map(kept.map((row) => [row.conceptId, row]));
  const keysById = new Map<number, Set<string>>();
  for (const name of keptNames) {
    const set = keysById.get(name.conceptId) ?? new Set<string>();
    set.add(name.keys);
    keysById.set(name.conceptId, set);
  }
  const concepts: ConceptRow[] = [];
  const names: NameRow[] = [];
  for (const { concept, synonyms } of page) {
    const row = conceptRow(concept);
    const before = keptById.get(concept.conceptId);
    if (!before) concepts.push(row);
    else if (differs(before, row)) concepts.push({ ...row, koreanName: row.koreanName ?? before.koreanName });
    const known = keysById.get(concept.conceptId);
    names.push(...namesOf(concept, synonyms).filter((name) => !known?.has(name.keys)));
  }
  if (concepts.length === 0 && names.length === 0) return;
  await db.transaction(async (tx) => {
    for (let at = 0; at < concepts.length; at += 1000)
      await tx
        .insert(finderConcepts)
        .values(concepts.slice(at, at + 1000))
        .onConflictDoUpdate({
          target: finderConcepts.conceptId,
          set: {
            conceptName: sql`excluded.concept_name`,
            koreanName: sql`excluded.korean_name`,
            domainId: sql`excluded.domain_id`,
            vocabularyId: sql`excluded.vocabulary_id`,
            conceptClassId: sql`excluded.concept_class_id`,
            standardConcept: sql`excluded.standard_concept`,
            conceptCode: sql`excluded.concept_code`,
            invalidReason: sql`excluded.invalid_reason`,
          },
        });
    // A concept's domain and standard flag ride on its names, for searching without a join.
    for (const row of concepts.filter((concept) => keptById.has(concept.conceptId)))
      await tx
        .update(finderNames)
        .set({ domainId: row.domainId, standard: row.standardConcept === 'S' })
        .where(eq(finderNames.conceptId, row.conceptId));
    for (let at = 0; at < names.length; at += 2000)
      await tx.insert(finderNames).values(names.slice(at, at + 2000));
    const vocabulary = wordsOf(names);
    for (let at = 0; at < vocabulary.length; at += 2000)
      await tx
        .insert(finderWords)
        .values(vocabulary.slice(at, at + 2000))
        .onConflictDoNothing();
  });
}

async function recordSync(
  db: Database,
  atlasId: number,
  state: 'OK' | 'FAILED',
  message: string | null,
  concepts: number,
) {
  await db
    .insert(finderSyncs)
    .values({ atlasId, state, message, concepts, syncedAt: new Date() })
    .onConflictDoUpdate({
      target: finderSyncs.atlasId,
      set: { state, message, concepts, syncedAt: new Date() },
    });
}

/** Reads one ATLAS's vocabulary into the index; its failure is recorded, never thrown. */
export async function syncAtlas(db: Database, atlas: { id: number; name: string; address: string }) {
  const key = await vocabularyKeyOf(atlas.address, atlas.name);
  if (!key.ok) return recordSync(db, atlas.id, 'FAILED', failureOf(atlas.name, key).message, 0);
  const ids: number[] = [];
  // Concept ids start at 0 ("No matching concept").
  let after = -1;
  for (;;) {
    const page = await vocabularyPage(atlas.address, key.sourceKey, after, PAGE, PAGE_TIMEOUT_MS);
    if (!page.ok) {
      const message =
        page.status === 404 ? m.noConceptPages(atlas.name) : failureOf(atlas.name, page).message;
      return recordSync(db, atlas.id, 'FAILED', message, 0);
    }
    await writePage(db, page.concepts);
    ids.push(...page.concepts.map((row) => row.concept.conceptId));
    if (page.next === null) break;
    after = page.next;
  }
  await db.transaction(async (tx) => {
    await tx.delete(finderSources).where(eq(finderSources.atlasId, atlas.id));
    for (let at = 0; at < ids.length; at += 5000)
      await tx
        .insert(finderSources)
        .values(ids.slice(at, at + 5000).map((conceptId) => ({ atlasId: atlas.id, conceptId })));
  });
  await recordSync(db, atlas.id, 'OK', null, ids.length);
}

/** Concepts no hospital has any more leave the index. */
async function dropOrphans(db: Database) {
  await db
    .delete(finderConcepts)
    .where(
      sql`not exists (select 1 from ${finderSources} s where s.concept_id = ${finderConcepts.conceptId})`,
    );
}

/** The ATLASes due a reading: never read, read over six hours ago, or failed over 15 s ago. */
async function dueAtlases(db: Database, now: Date) {
  return db
    .select({ id: atlases.id, name: atlases.name, address: atlases.address })
    .from(atlases)
    .leftJoin(finderSyncs, eq(finderSyncs.atlasId, atlases.id))
    .where(
      or(
        isNull(finderSyncs.atlasId),
        lt(finderSyncs.syncedAt, new Date(now.getTime() - FRESH_MS)),
        and(eq(finderSyncs.state, 'FAILED'), lt(finderSyncs.syncedAt, new Date(now.getTime() - RETRY_MS))),
      ),
    )
    .orderBy(atlases.id);
}

const indexVersions = new WeakMap<Database, number>();

/** Changes after every refresh: what is cached from the index (its words) is read again then. */
export const indexVersion = (db: Database) => indexVersions.get(db) ?? 0;

/** Reads every ATLAS due, one after another (the hospitals share most concepts: the later are quick). */
export async function refreshIndex(db: Database, now = new Date()) {
  const due = await dueAtlases(db, now);
  for (const atlas of due) await syncAtlas(db, atlas);
  if (due.length > 0) {
    await dropOrphans(db);
    indexVersions.set(db, (indexVersions.get(db) ?? 0) + 1);
  }
  return due.length;
}

const running = new WeakMap<Database, Promise<number>>();

/**
 * One refresh at a time per database; a second caller shares the one under way. `retryFailed` reads a
 * failed ATLAS again at once (no hospital could be read yet: they were likely still starting).
 */
export function refreshIndexOnce(db: Database, { retryFailed = false } = {}): Promise<number> {
  let work = running.get(db);
  if (!work) {
    work = refreshIndex(db, new Date(Date.now() + (retryFailed ? RETRY_MS : 0))).finally(() =>
      running.delete(db),
    );
    running.set(db, work);
  }
  return work;
}

/** How far the index is built, and from how many hospitals. */
export async function indexState(db: Database) {
  const [rows, [unread]] = await Promise.all([
    db
      .select({ state: finderSyncs.state, concepts: finderSyncs.concepts, syncedAt: finderSyncs.syncedAt })
      .from(finderSyncs),
    db
      .select({ count: count() })
      .from(atlases)
      .leftJoin(finderSyncs, eq(finderSyncs.atlasId, atlases.id))
      .where(isNull(finderSyncs.atlasId)),
  ]);
  const ok = rows.filter((row) => row.state === 'OK');
  return {
    /** Every registered ATLAS was read at least once (well or not). */
    built: (unread?.count ?? 0) === 0,
    /** Some ATLAS was read: there is something to search while the others are read. */
    started: rows.length > 0,
    hospitalsRead: ok.length,
    hospitalsFailed: rows.length - ok.length,
    syncedAt: ok.reduce<Date | null>(
      (latest, row) => (!latest || row.syncedAt > latest ? row.syncedAt : latest),
      null,
    ),
  };
}
