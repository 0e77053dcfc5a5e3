import { z } from 'zod/mini';
import { disclosureMessages as t } from './disclosure.ko.js';
import { recordIdSaying } from './ids.js';

// What leaves a hospital (domain.md): the data node checks every result file before anything leaves.
// A file in DARWIN EU's `summarised_result` format is suppressed by the node and leaves as CHECKED; any
// other file stays at the node as HELD, and only its name, size, shape and the node's findings reach
// the platform, until the hospital's admin RELEASES it (each finding acknowledged) and the platform
// fetches it; a file of person-level rows is REFUSED and never leaves.

export const resultFileStatuses = ['CHECKED', 'HELD', 'RELEASED', 'REFUSED'] as const;
export const resultFileStatus = z.enum(resultFileStatuses);
export type ResultFileStatus = z.infer<typeof resultFileStatus>;

/** What a file's content showed the node (never its column names alone). */
export const disclosureFindingCodes = [
  /** Values that are this CDM's person ids. */
  'PERSON_ID',
  /** A column of distinct, identifier-like values, one per row (computed or renamed ids). */
  'IDENTIFIER',
  /** Values that are this CDM's source values (person, condition, drug… source codes). */
  'SOURCE_VALUE',
  /** Integers from 1 to the minimum cell count − 1, whatever the column is called or typed. */
  'SMALL_COUNT',
  /** A date of birth or of an event on each row. */
  'EVENT_DATE',
  /** Years of birth on each row. */
  'BIRTH_YEAR',
  /** As many rows as persons behind them: a row describes one person. */
  'ONE_ROW_PER_PERSON',
  /** Free text (notes, messages) that no rule can check. */
  'FREE_TEXT',
  /** The engine sent the file without the node's check (an engine that is not a CDMNet data node). */
  'UNCHECKED_ENGINE',
] as const;
export const disclosureFindingCode = z.enum(disclosureFindingCodes);
export type DisclosureFindingCode = z.infer<typeof disclosureFindingCode>;

export const disclosureFinding = z.object({
  code: disclosureFindingCode,
  /** The column it was found in, when it is one column's. */
  column: z.nullable(z.string()),
  /** How many rows show it. */
  rows: z.int(),
  /** The node's Korean sentence: what was found and what to do. */
  message: z.string(),
});
export type DisclosureFinding = z.infer<typeof disclosureFinding>;

/** The rules a result was checked under (the reproducibility record names them). */
export const disclosureRules = z.object({
  /** The rule set's name and version, e.g. `cdmnet-disclosure/1`. */
  version: z.string(),
  minCellCount: z.int(),
  /** Counts rounded to this multiple (5), or null. */
  rounding: z.nullable(z.int()),
  /** Whether the hospital lets its admin release unchecked files at all. */
  releaseUnchecked: z.boolean(),
});
export type DisclosureRules = z.infer<typeof disclosureRules>;

export const MIN_CELL_COUNT_FLOOR = 2;
export const MIN_CELL_COUNT_CEILING = 100;
export const DEFAULT_MIN_CELL_COUNT = 5;

/** The organisation admin's disclosure settings (`PUT /orgs/{id}/auth/disclosure`). */
export const disclosureSettings = z.object({
  minCellCount: z
    .int({ error: t.minCellCountInvalid })
    .check(
      z.gte(MIN_CELL_COUNT_FLOOR, { error: t.minCellCountInvalid }),
      z.lte(MIN_CELL_COUNT_CEILING, { error: t.minCellCountInvalid }),
    ),
  rounding: z.nullable(z.literal(5, { error: t.roundingInvalid })),
  releaseUnchecked: z.boolean({ error: t.releaseUncheckedInvalid }),
});
export type DisclosureSettings = z.infer<typeof disclosureSettings>;

/** One result file's disclosure facts, as every list of result files carries them. */
export const resultFileDisclosure = z.object({
  status: resultFileStatus,
  /** `summarised_result` files are read as tidy tables by the viewer and the combined view. */
  format: z.enum(['SUMMARISED_RESULT', 'OTHER']),
  /** The file's shape: data rows and column names (known even while the bytes stay at the hospital). */
  rows: z.nullable(z.int()),
  columns: z.array(z.string()),
  findings: z.array(disclosureFinding),
  /** SHA-256 (hex) of the exact bytes that leave or would leave; null for a refused file. */
  sha256: z.nullable(z.string()),
  /** Cells the node hid or rounded in a checked file. */
  suppressedCells: z.int(),
});
export type ResultFileDisclosure = z.infer<typeof resultFileDisclosure>;

/**
 * `perm/approved` body: the held files the admin releases with the request, each with every finding
 * code of that file acknowledged. Files not named stay at the hospital.
 */
export const resultRelease = z.object({
  release: z.optional(
    z
      .array(
        z.object({
          fileId: recordIdSaying(t.releaseFileInvalid),
          acknowledged: z.array(z.enum(disclosureFindingCodes, { error: t.acknowledgedInvalid })),
        }),
      )
      .check(z.maxLength(500)),
  ),
});
export type ResultRelease = z.input<typeof resultRelease>;
