import { z } from 'zod/mini';
import { combinedResultMessages as t } from './combined-results.ko.js';
import { isoTimestamp } from './content.js';
import { recordIdSaying } from './ids.js';

// The combined view (domain.md "What leaves a hospital"): one package version's results added up across
// the hospitals the analysis targets, each hospital named with its state, from the files the caller may
// read (checked by the hospital's node, or released by its admin).

/** `?version=&file=`: both optional; without them the server picks (see combinedResult). */
export const combinedResultQuery = z.object({
  version: z.optional(recordIdSaying(t.versionInvalid)),
  file: z.optional(
    z
      .string({ error: t.fileInvalid })
      .check(z.trim(), z.minLength(1, { error: t.fileInvalid }), z.maxLength(200, { error: t.fileInvalid })),
  ),
});
export type CombinedResultQuery = z.infer<typeof combinedResultQuery>;

/**
 * A target hospital's part in the view, for the chosen version:
 * - INCLUDED: a run of it the caller may see gave the file (or lacks it: `file`);
 * - NOT_VIEWABLE: it finished, but the caller may not see its results (ask on the execution's page);
 * - RUNNING: a run of it has not ended yet; FAILED: its runs ended with an error (and hold no readable
 *   copy of the file) — a cancelled run counts as none;
 * - OTHER_VERSION: it ran only other versions (`otherVersions`); NO_RUN: it never ran the analysis.
 */
export const combinedHospitalStates = [
  'INCLUDED',
  'NO_RUN',
  'NOT_VIEWABLE',
  'FAILED',
  'RUNNING',
  'OTHER_VERSION',
] as const;
export const combinedHospitalState = z.enum(combinedHospitalStates);
export type CombinedHospitalState = z.infer<typeof combinedHospitalState>;

/** For an INCLUDED hospital: its file was added, its run has no such file, or the file is held at the hospital. */
export const combinedFileStates = ['ADDED', 'MISSING', 'HELD'] as const;
export type CombinedFileState = (typeof combinedFileStates)[number];

export const combinedHospital = z.object({
  cdmId: z.nullable(z.int()),
  cdmName: z.string(),
  orgName: z.string(),
  state: combinedHospitalState,
  /** The run the state is about (INCLUDED: the one added up; its number is "실행 #id"); null for NO_RUN. */
  executionId: z.nullable(z.int()),
  finishedAt: z.nullable(isoTimestamp),
  /**
   * INCLUDED from a run that ended with an error but whose checked files reached the platform (issue 27:
   * such a run keeps its checked files); the screen says so beside the hospital.
   */
  endedWithError: z.boolean(),
  /** INCLUDED only: whether the chosen file was added; null otherwise. */
  file: z.nullable(z.enum(combinedFileStates)),
  /** OTHER_VERSION: the versions it ran instead, newest first; empty otherwise. */
  otherVersions: z.array(z.int()),
});
export type CombinedHospital = z.infer<typeof combinedHospital>;

/** A package version of the analysis, and how many hospitals' results the caller may add up in it. */
export const combinedVersion = z.object({
  version: z.int(),
  includedHospitals: z.int(),
});

/** How a total was made: summed across hospitals, or recomputed from summed counts (exact). */
export const combinedTotalHows = ['SUM', 'FROM_COUNTS'] as const;
export type CombinedTotalHow = (typeof combinedTotalHows)[number];

export const combinedTotal = z.object({
  value: z.number(),
  /** A hidden cell (`<5`, `-`) was left out: the true value is at least this ("≥"). */
  lowerBound: z.boolean(),
  how: z.enum(combinedTotalHows),
});
export type CombinedTotal = z.infer<typeof combinedTotal>;

/**
 * A summarised_result file: one row per result, group, strata, variable, level, estimate and additional
 * level (result ids are the package's own, so the same in every hospital of one version). `values` per
 * added hospital (the order of `sources`): the cell as the hospital sent it (`<5` and `-` hidden), null
 * when its file has no such row. `total`: counts (`count`, `*_count`) and person-time summed;
 * a percentage recomputed from the summed count and the group's summed number of subjects when both are
 * exact; null for what cannot be added (means, medians, rates…), shown per hospital only.
 */
export const summarisedTable = z.object({
  format: z.literal('SUMMARISED_RESULT'),
  rows: z.array(
    z.object({
      resultId: z.string(),
      groupName: z.string(),
      groupLevel: z.string(),
      strataName: z.string(),
      strataLevel: z.string(),
      variableName: z.string(),
      variableLevel: z.string(),
      estimateName: z.string(),
      estimateType: z.string(),
      additionalName: z.string(),
      additionalLevel: z.string(),
      values: z.array(z.nullable(z.string())),
      total: z.nullable(combinedTotal),
    }),
  ),
});

/**
 * Any other CSV (released by the hospital's admin): columns told apart by their content. Whole-number
 * columns are counts and summed, unless every hospital's file holds the same distinct values in it (an
 * id, a year: part of the row's key); other numeric columns are shown per hospital, not summed; the rest
 * make the row's key.
 */
export const columnsTable = z.object({
  format: z.literal('OTHER'),
  keyColumns: z.array(z.string()),
  valueColumns: z.array(z.object({ name: z.string(), summed: z.boolean() })),
  rows: z.array(
    z.object({
      key: z.array(z.string()),
      /** Per added hospital, per value column: the cell as sent, or null when its file has no such row. */
      values: z.array(z.array(z.nullable(z.string()))),
      /** Per value column: the sum (null for a column not summed). */
      totals: z.array(z.nullable(combinedTotal)),
    }),
  ),
});

export const combinedResult = z.object({
  analysisName: z.string(),
  /** The version shown; null when the analysis has no package yet. */
  version: z.nullable(z.int()),
  /** Every version with a run, newest first (the chosen one among them). */
  versions: z.array(combinedVersion),
  /** Every target hospital (and any other CDM the analysis ran on), in Korean order of organisation. */
  hospitals: z.array(combinedHospital),
  /** The CSV files the caller may read across the INCLUDED hospitals' runs, sorted. */
  files: z.array(z.string()),
  /** The file shown: the one asked for, or the first; null when there is none. */
  file: z.nullable(z.string()),
  /** The execution ids whose file was added, in the order of the tables' `values`. */
  sources: z.array(z.int()),
  table: z.nullable(z.discriminatedUnion('format', [summarisedTable, columnsTable])),
});
export type CombinedResult = z.infer<typeof combinedResult>;
export type SummarisedTable = z.infer<typeof summarisedTable>;
export type ColumnsTable = z.infer<typeof columnsTable>;
