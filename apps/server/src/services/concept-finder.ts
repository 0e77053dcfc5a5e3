import { count, inArray } from 'drizzle-orm';
import type {
  ConceptFinderRequest,
  ConceptFinderResult,
  FinderIndex,
  FinderRecords,
  FoundByFinder,
  VocabularyConcept,
} from '@cdmnet/api/contract';
import { addCorrections, vocabularyOf } from '../concept-finder/corrections.js';
import { indexState, refreshIndexOnce } from '../concept-finder/index-sync.js';
import {
  expandSearch,
  MODEL_BUDGET_MS,
  RERANK_POOL,
  rerankPool,
  type PoolConcept,
} from '../concept-finder/model-assist.js';
import { parseQuery } from '../concept-finder/query.js';
import { rankCandidates, type Ranked } from '../concept-finder/rank.js';
import { retrieveCandidates } from '../concept-finder/retrieve.js';
import type { Database } from '../db/database.js';
import { finderConcepts, finderSources } from '../db/schema.js';
import { facetOrder } from './atlas-search-order.js';
import { recordsOfConcepts } from './concept-viewer.js';
import { modelFor } from './ai-models.js';
import { listAccessibleAtlases } from './network.js';
import type { SecretBox } from './secrets.js';
import type { ChatModel } from '../adapters/openai-compatible.js';

// EVIX-AI's concept finder (issue 30): the search read (concept-finder/query.ts), candidates from the
// platform's index (retrieve.ts), ranked without a model (rank.ts), then the concepts' details and the
// caller's hospitals having each. The index builds itself on first need and refreshes in the background.

/** How long a first search waits for the index to be built before saying it is being built. */
const FIRST_BUILD_WAIT_MS = 20_000;
/** How long a search waits for the index when no hospital could be read yet. */
const RETRY_WAIT_MS = 3_000;
/** How often a search looks for ATLASes due a reading. */
const DUE_CHECK_MS = 60_000;

const lastDueCheck = new WeakMap<Database, number>();
const conceptCounts = new WeakMap<Database, { at: number; value: number }>();

async function indexedConcepts(db: Database): Promise<number> {
  const cached = conceptCounts.get(db);
  if (cached && Date.now() - cached.at < DUE_CHECK_MS) return cached.value;
  const [row] = await db.select({ value: count() }).from(finderConcepts);
  const value = row?.value ?? 0;
  conceptCounts.set(db, { at: Date.now(), value });
  return value;
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/** The index's state, building it first if it never was (bounded), and refreshing it when due. */
export async function readyIndex(db: Database): Promise<FinderIndex> {
  let state = await indexState(db);
  // An ATLAS never read (at first start, or newly registered) is waited for a while; when none could be
  // read (the hospitals were still starting), a failed one is tried again at once, briefly.
  const wait = !state.built ? FIRST_BUILD_WAIT_MS : state.hospitalsRead === 0 ? RETRY_WAIT_MS : 0;
  if (wait > 0) {
    await Promise.race([refreshIndexOnce(db, { retryFailed: state.built }), timeout(wait)]);
    conceptCounts.delete(db);
    state = await indexState(db);
    if (!state.started)
      return { state: 'BUILDING', concepts: 0, hospitalsRead: 0, hospitalsFailed: 0, syncedAt: null };
  } else if (Date.now() - (lastDueCheck.get(db) ?? 0) > DUE_CHECK_MS) {
    lastDueCheck.set(db, Date.now());
    void refreshIndexOnce(db)
      .then((read) => read > 0 && conceptCounts.delete(db))
      .catch((error: unknown) => console.warn('concept finder: index refresh failed', error));
  }
  const concepts = await indexedConcepts(db);
  return {
    state: concepts > 0 ? 'READY' : 'EMPTY',
    concepts,
    hospitalsRead: state.hospitalsRead,
    hospitalsFailed: state.hospitalsFailed,
    syncedAt: state.syncedAt?.toISOString() ?? null,
  };
}

/** Best first; equal scores to the shorter name (the more general concept), then by id. */
const byRank = (a: Ranked, b: Ranked) =>
  b.score - a.score || a.explanation.name.length - b.explanation.name.length || a.conceptId - b.conceptId;

interface RankedConcept {
  conceptId: number;
  domainId: string;
  ranked: Ranked;
}

/** The model-free ranking of a search over the whole index, every domain. */
export async function rankSearch(db: Database, text: string): Promise<RankedConcept[]> {
  const query = parseQuery(text);
  addCorrections(query, await vocabularyOf(db));
  const candidates = await retrieveCandidates(db, query);
  const domainOf = new Map(candidates.map((candidate) => [candidate.conceptId, candidate.domainId]));
  return rankCandidates(query, candidates)
    .sort(byRank)
    .map((ranked) => ({
      conceptId: ranked.conceptId,
      domainId: domainOf.get(ranked.conceptId) ?? '',
      ranked,
    }));
}

const withModelReason = (item: RankedConcept, from: string, to: string): RankedConcept => ({
  ...item,
  ranked: {
    ...item.ranked,
    explanation: {
      ...item.ranked.explanation,
      reasons: [...item.ranked.explanation.reasons, { kind: 'MODEL', from, to }],
    },
  },
});

/**
 * The model's part (model-assist.ts): the concepts its reading of the search finds join the first
 * results, and it orders them. Falls back to the model-free order, with the page's notice, when it fails.
 */
async function assisted(
  db: Database,
  model: ChatModel,
  text: string,
  ranked: RankedConcept[],
): Promise<{ ordered: RankedConcept[]; method: 'LEXICAL' | 'MODEL'; notice: string | null }> {
  const deadline = Date.now() + MODEL_BUDGET_MS;
  const pool = ranked.slice(0, 10);
  const inPool = new Set(pool.map((item) => item.conceptId));
  const expansion = await expandSearch(model, text, deadline);
  if (expansion.ok)
    for (const term of expansion.value) {
      for (const item of (await rankSearch(db, term)).slice(0, 3))
        if (!inPool.has(item.conceptId)) {
          inPool.add(item.conceptId);
          pool.push(withModelReason(item, text, term));
        }
    }
  for (const item of ranked) {
    if (pool.length >= RERANK_POOL) break;
    if (!inPool.has(item.conceptId)) {
      inPool.add(item.conceptId);
      pool.push(item);
    }
  }
  if (pool.length === 0) return { ordered: ranked, method: 'LEXICAL', notice: null };
  const rows = await db
    .select()
    .from(finderConcepts)
    .where(
      inArray(
        finderConcepts.conceptId,
        pool.map((item) => item.conceptId),
      ),
    );
  // The model reads the candidates in the ranking's order (models favour what they read first).
  const rowById = new Map(rows.map((row) => [row.conceptId, row]));
  const concepts: PoolConcept[] = pool.flatMap(({ conceptId }) => {
    const row = rowById.get(conceptId);
    return row
      ? [
          {
            conceptId,
            name: row.conceptName,
            koreanName: row.koreanName,
            domainId: row.domainId,
            conceptClassId: row.conceptClassId,
          },
        ]
      : [];
  });
  const order = await rerankPool(model, text, concepts, deadline);
  if (!order.ok) return { ordered: ranked, method: 'LEXICAL', notice: order.notice };
  const byId = new Map(pool.map((item) => [item.conceptId, item]));
  const chosen = order.value.map((id) => byId.get(id) as RankedConcept);
  const placed = new Set(order.value);
  const ordered = [
    ...chosen.map((item) =>
      item.ranked.explanation.reasons.some((r) => r.kind === 'MODEL')
        ? item
        : withModelReason(item, text, '순위'),
    ),
    ...pool.filter((item) => !placed.has(item.conceptId)),
    ...ranked.filter((item) => !inPool.has(item.conceptId)),
  ];
  return { ordered, method: 'MODEL', notice: null };
}

function conceptOf(row: typeof finderConcepts.$inferSelect): VocabularyConcept {
  return {
    conceptId: row.conceptId,
    name: row.conceptName,
    koreanName: row.koreanName,
    domainId: row.domainId,
    vocabularyId: row.vocabularyId,
    conceptClassId: row.conceptClassId,
    code: row.conceptCode,
    standard: row.standardConcept === 'S' || row.standardConcept === 'C' ? row.standardConcept : null,
    invalidReason: row.invalidReason,
    validStart: null,
    validEnd: null,
  };
}

export async function findConcepts(
  db: Database,
  secrets: SecretBox,
  userId: number,
  request: ConceptFinderRequest,
): Promise<ConceptFinderResult> {
  const started = performance.now();
  const index = await readyIndex(db);
  const lexical = index.state === 'READY' ? await rankSearch(db, request.query) : [];
  const model = index.state === 'READY' ? await modelFor(db, secrets, userId) : null;
  const {
    ordered: ranked,
    method,
    notice,
  } = model
    ? await assisted(db, model, request.query, lexical)
    : { ordered: lexical, method: 'LEXICAL' as const, notice: null };

  const domainCounts = new Map<string, number>();
  for (const { domainId } of lexical) domainCounts.set(domainId, (domainCounts.get(domainId) ?? 0) + 1);
  const wanted = new Set(request.domainIds);
  const top = ranked
    .filter(({ domainId }) => wanted.size === 0 || wanted.has(domainId))
    .slice(0, request.limit);

  const ids = top.map(({ conceptId }) => conceptId);
  const [concepts, sources, accessible] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.select().from(finderConcepts).where(inArray(finderConcepts.conceptId, ids)),
          db.select().from(finderSources).where(inArray(finderSources.conceptId, ids)),
          listAccessibleAtlases(db, userId),
        ]);
  const conceptById = new Map(concepts.map((row) => [row.conceptId, row]));
  const atlasById = new Map(accessible.map((atlas) => [atlas.id, atlas]));
  const hospitalsOf = new Map<number, FoundByFinder['hospitals']>();
  for (const source of sources) {
    const atlas = atlasById.get(source.atlasId);
    if (!atlas) continue;
    const list = hospitalsOf.get(source.conceptId) ?? [];
    list.push({ atlasId: atlas.id, atlasName: atlas.name, orgName: atlas.orgName });
    hospitalsOf.set(source.conceptId, list);
  }
  const results = top.flatMap(({ conceptId, ranked: { score, explanation } }): FoundByFinder[] => {
    const row = conceptById.get(conceptId);
    if (!row) return [];
    return [
      {
        concept: conceptOf(row),
        score: Math.round(score * 1000) / 1000,
        match: explanation,
        hospitals: (hospitalsOf.get(conceptId) ?? []).sort((a, b) => a.atlasId - b.atlasId),
      },
    ];
  });
  return {
    query: request.query,
    method,
    modelNotice: notice,
    index,
    domains: [...domainCounts].map(([value, n]) => ({ value, count: n })).sort(facetOrder),
    results,
    tookMs: Math.round(performance.now() - started),
  };
}

export async function countFinderRecords(
  db: Database,
  userId: number,
  conceptIds: number[],
): Promise<FinderRecords> {
  const ids = [...new Set(conceptIds)];
  const hospitals = await recordsOfConcepts(db, userId, ids);
  return {
    hospitals: hospitals.map(({ counts, ...hospital }) => ({
      ...hospital,
      counts: ids.map((conceptId) => ({
        conceptId,
        persons: counts.get(conceptId)?.persons ?? { value: null, hidden: false },
      })),
    })),
  };
}
