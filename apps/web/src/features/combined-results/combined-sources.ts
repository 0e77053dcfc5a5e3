import type { ExecutionSummary } from '@cdmnet/api';

// Which executions the combined view is made of, read from the analysis's executions list as the
// server's combineResults chooses them: per CDM the newest successful run the caller may see, or, when
// they may see none, the newest, which is then a hidden hospital. The page needs them before it can ask
// the server anything: the server wants a file name, and the names come from these runs' file lists.

export interface CombinedSources {
  /** The runs whose results the caller may see, in the server's order (organisation name, in Korean). */
  visible: ExecutionSummary[];
  /** The CDMs with results the caller may not see: their newest successful run. */
  hidden: ExecutionSummary[];
}

/** Newest finished first, as the server orders them (finishedAt, then id, descending). */
const newestFinishedFirst = (a: ExecutionSummary, b: ExecutionSummary) =>
  (b.finishedAt ?? '').localeCompare(a.finishedAt ?? '') || b.id - a.id;

const sees = (row: ExecutionSummary) => row.resultAccess === 'VIEW';

export function combinedSourcesOf(executions: readonly ExecutionSummary[]): CombinedSources {
  const newest = new Map<string, ExecutionSummary>();
  for (const row of executions
    .filter((e) => e.status === 'FINISHED_SUCCESSFULLY')
    .sort(newestFinishedFirst)) {
    const key = String(row.cdmId ?? row.cdmName);
    const kept = newest.get(key);
    if (!kept || (!sees(kept) && sees(row))) newest.set(key, row);
  }
  const chosen = [...newest.values()].sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko'));
  return { visible: chosen.filter(sees), hidden: chosen.filter((row) => !sees(row)) };
}

/** What the combined view is made of, as one string: when it changes, the view is stale. */
export const sourcesSignature = ({ visible, hidden }: CombinedSources): string =>
  [...visible.map((row) => `${row.id}`), ...hidden.map((row) => `-${row.id}`)].join(',');

/** The CSV names across the visible runs' files, sorted as the server sorts its `files`. */
export const csvNamesOf = (fileLists: readonly (readonly { name: string }[])[]): string[] =>
  [...new Set(fileLists.flat().flatMap((file) => (/\.csv$/i.test(file.name) ? [file.name] : [])))].sort();
