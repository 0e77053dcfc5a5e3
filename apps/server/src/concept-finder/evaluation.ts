// Measures a concept finder on an evaluation set (issue 30): Recall@1, Recall@10 and MRR (of the first
// expected concept within the top 10), overall and per kind of query. Shared by the quality test and
// `pnpm bench:concepts`; the set is bench/concept-eval.ko.json or any file of the same shape.

export interface EvaluationQuery {
  query: string;
  kind: string;
  /** The concepts a user typing it wants first: any of them counts. */
  expected: number[];
}

export interface Scores {
  queries: number;
  recallAt1: number;
  recallAt10: number;
  mrr: number;
}

export interface Evaluation {
  overall: Scores;
  byKind: Map<string, Scores>;
  /** Queries whose expected concept was not first, with what came first and where it was. */
  misses: { query: string; kind: string; expected: number[]; top: number[]; rank: number | null }[];
}

/** The set's queries, checked for shape. */
export function readEvaluationSet(json: unknown): EvaluationQuery[] {
  const queries = (json as { queries?: unknown }).queries;
  if (!Array.isArray(queries))
    throw new Error('an evaluation set is { "queries": [{ query, kind, expected }] }');
  return queries.map((entry, index) => {
    const { query, kind, expected } = entry as Record<string, unknown>;
    if (
      typeof query !== 'string' ||
      typeof kind !== 'string' ||
      !Array.isArray(expected) ||
      expected.length === 0
    )
      throw new Error(`query ${index + 1}: needs query, kind and expected concept ids`);
    return { query, kind, expected: expected.map(Number) };
  });
}

function scoresOf(ranks: (number | null)[]): Scores {
  const n = ranks.length;
  const at = (k: number) => ranks.filter((rank) => rank !== null && rank <= k).length / Math.max(1, n);
  return {
    queries: n,
    recallAt1: at(1),
    recallAt10: at(10),
    mrr:
      ranks.reduce<number>((sum, rank) => sum + (rank !== null && rank <= 10 ? 1 / rank : 0), 0) /
      Math.max(1, n),
  };
}

/** Runs every query through `search` (concept ids, best first) and scores the answers. */
export async function evaluate(
  queries: EvaluationQuery[],
  search: (query: string) => Promise<number[]>,
): Promise<Evaluation> {
  const ranks: { kind: string; rank: number | null }[] = [];
  const misses: Evaluation['misses'] = [];
  for (const entry of queries) {
    const top = await search(entry.query);
    const index = top.findIndex((id) => entry.expected.includes(id));
    const rank = index >= 0 ? index + 1 : null;
    ranks.push({ kind: entry.kind, rank });
    if (rank !== 1) misses.push({ ...entry, top: top.slice(0, 3), rank });
  }
  const byKind = new Map<string, Scores>();
  for (const kind of [...new Set(ranks.map((r) => r.kind))])
    byKind.set(kind, scoresOf(ranks.filter((r) => r.kind === kind).map((r) => r.rank)));
  return { overall: scoresOf(ranks.map((r) => r.rank)), byKind, misses };
}

/** The scores as a plain-text table, overall first. */
export function scoresTable(evaluation: Evaluation): string {
  const rows = [
    ['all', evaluation.overall] as const,
    ...[...evaluation.byKind].sort(([a], [b]) => a.localeCompare(b)),
  ];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(14) : cell.padStart(10))).join('');
  return [
    line(['kind', 'queries', 'Recall@1', 'Recall@10', 'MRR']),
    ...rows.map(([kind, s]) =>
      line([kind, String(s.queries), s.recallAt1.toFixed(3), s.recallAt10.toFixed(3), s.mrr.toFixed(3)]),
    ),
  ].join('\n');
}
