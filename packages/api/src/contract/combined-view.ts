import type { CombinedHospital, CombinedResult } from './combined-results.js';
import type { ExecutionStatus } from './executions.js';

// Which runs the combined view adds up, and what it says of every hospital (domain.md "What leaves a
// hospital"). Pure, so the server and its mock choose alike; they read the chosen files themselves.

/** A CDM the analysis targets. */
export interface CombinedTarget {
  cdmId: number;
  cdmName: string;
  orgName: string;
}

/** One run of the analysis, with what the caller may do with it. */
export interface CombinedRun {
  id: number;
  /** Null once its CDM was deleted; `cdmName` then is the record's. */
  cdmId: number | null;
  cdmName: string;
  orgName: string;
  version: number;
  status: ExecutionStatus;
  finishedAt: string | null;
  /** The caller may see its results (view rights). */
  viewable: boolean;
  /** Its result files; `readable` when their bytes are here and may be read (CHECKED or RELEASED). */
  files: readonly { name: string; readable: boolean }[];
}

export type CombinedPlan = Omit<CombinedResult, 'analysisName' | 'table'>;

export type CombinedPlanError =
  { error: 'VERSION'; version: number } | { error: 'FILE'; file: string; version: number };

const isCsv = (name: string) => /\.csv$/i.test(name);
const hasReadableCsv = (run: CombinedRun) => run.files.some((f) => f.readable && isCsv(f.name));
const cdmKey = (cdmId: number | null, cdmName: string) =>
  cdmId === null ? `name:${cdmName}` : `id:${cdmId}`;

/**
 * The run a hospital adds to `version`: its newest successful run the caller may see; failing that, its
 * newest run the caller may see that ended with an error but whose checked files came (issue 27: such a
 * run keeps them). `runs` are the hospital's, newest first.
 */
function sourceOf(runs: readonly CombinedRun[], version: number): CombinedRun | undefined {
  const own = runs.filter((run) => run.version === version && run.viewable);
  return (
    own.find((run) => run.status === 'FINISHED_SUCCESSFULLY') ??
    own.find((run) => run.status === 'FINISHED_WITH_ERROR' && hasReadableCsv(run))
  );
}

/** A hospital's state in `version` for `file` (domain.md's five, and RUNNING). */
function hospitalOf(
  target: CombinedTarget | { cdmId: number | null; cdmName: string; orgName: string },
  runs: readonly CombinedRun[],
  version: number | null,
  file: string | null,
): CombinedHospital {
  const base = { cdmId: target.cdmId, cdmName: target.cdmName, orgName: target.orgName };
  const as = (
    state: CombinedHospital['state'],
    run: CombinedRun | undefined,
    more: Partial<CombinedHospital> = {},
  ): CombinedHospital => ({
    ...base,
    state,
    executionId: run?.id ?? null,
    finishedAt: run?.finishedAt ?? null,
    endedWithError: false,
    file: null,
    otherVersions: [],
    ...more,
  });
  const mine = runs.filter((run) => run.version === version);
  const source = version === null ? undefined : sourceOf(runs, version);
  const fileIn = (run: CombinedRun) => {
    const entry = run.files.find((f) => f.name === file);
    return !entry ? 'MISSING' : entry.readable ? 'ADDED' : 'HELD';
  };
  if (source?.status === 'FINISHED_SUCCESSFULLY')
    return as('INCLUDED', source, { file: file === null ? null : fileIn(source) });
  const succeeded = mine.find((run) => run.status === 'FINISHED_SUCCESSFULLY');
  if (succeeded) return as('NOT_VIEWABLE', succeeded);
  // An errored run counts only for a file it holds readable: otherwise its hospital failed.
  if (source && file !== null && fileIn(source) === 'ADDED')
    return as('INCLUDED', source, { endedWithError: true, file: 'ADDED' });
  const running = mine.find((run) => !['FINISHED_WITH_ERROR', 'FINISHED_SUCCESSFULLY'].includes(run.status));
  if (running) return as('RUNNING', running);
  const failed = mine.find((run) => run.status === 'FINISHED_WITH_ERROR');
  if (failed) return as('FAILED', failed);
  const others = runs.filter((run) => run.version !== version);
  if (others[0])
    return as('OTHER_VERSION', others[0], {
      otherVersions: [...new Set(others.map((run) => run.version))].sort((a, b) => b - a),
    });
  return as('NO_RUN', undefined);
}

/**
 * The view's plan: the version (the one asked for; else the newest with a run whose results the caller
 * may add; else the newest that ran; else the newest there is), every hospital's state in it, the CSV
 * files the added runs hold readable, and the file shown (the one asked for, else the first).
 * Cancelled runs count as none. An asked version the analysis lacks, or an asked file no added run
 * holds, is an error for the caller to answer.
 */
export function planCombinedView(
  versions: readonly number[],
  targets: readonly CombinedTarget[],
  allRuns: readonly CombinedRun[],
  ask: { version?: number | undefined; file?: string | undefined },
): CombinedPlan | CombinedPlanError {
  const runs = allRuns
    .filter((run) => run.status !== 'CANCELED' && run.status !== 'CANCELLING')
    .sort((a, b) => b.id - a.id);
  const hospitals = new Map<string, { target: CombinedTarget | CombinedRun; runs: CombinedRun[] }>();
  for (const target of targets) hospitals.set(cdmKey(target.cdmId, target.cdmName), { target, runs: [] });
  for (const run of runs) {
    const key = cdmKey(run.cdmId, run.cdmName);
    const entry = hospitals.get(key) ?? { target: run, runs: [] };
    entry.runs.push(run);
    hospitals.set(key, entry);
  }
  const included = (version: number) =>
    [...hospitals.values()].filter((h) => sourceOf(h.runs, version) !== undefined).length;
  const ran = [...new Set(runs.map((run) => run.version))].sort((a, b) => b - a);
  if (ask.version !== undefined && !versions.includes(ask.version))
    return { error: 'VERSION', version: ask.version };
  const newest = [...versions].sort((a, b) => b - a)[0];
  const version = ask.version ?? ran.find((v) => included(v) > 0) ?? ran[0] ?? newest ?? null;

  const sources =
    version === null ? [] : [...hospitals.values()].flatMap((h) => sourceOf(h.runs, version) ?? []);
  const files = [
    ...new Set(
      sources.flatMap((run) => run.files.filter((f) => f.readable && isCsv(f.name)).map((f) => f.name)),
    ),
  ].sort();
  if (ask.file !== undefined && !files.includes(ask.file))
    return { error: 'FILE', file: ask.file, version: version ?? 0 };
  const file = ask.file ?? files[0] ?? null;

  const listed = [...new Set([...ran, ...(version === null ? [] : [version])])].sort((a, b) => b - a);
  const states = [...hospitals.values()]
    .map((h) =>
      hospitalOf(
        { cdmId: h.target.cdmId, cdmName: h.target.cdmName, orgName: h.target.orgName },
        h.runs,
        version,
        file,
      ),
    )
    .sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko') || a.cdmName.localeCompare(b.cdmName, 'ko'));
  return {
    version,
    versions: listed.map((v) => ({ version: v, includedHospitals: included(v) })),
    hospitals: states,
    files,
    file,
    sources: states.flatMap((h) =>
      h.state === 'INCLUDED' && h.file === 'ADDED' && h.executionId !== null ? [h.executionId] : [],
    ),
  };
}
