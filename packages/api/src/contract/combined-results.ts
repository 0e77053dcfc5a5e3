import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { requiredText } from './text-fields.js';

// The combined view (domain.md "What leaves a hospital"): one analysis's results added up across the
// hospitals it ran on.

/** The combined view of an analysis's results across hospitals, for one result file. */
export const combinedResultQuery = z.object({
  file: requiredText(200),
});
export const combinedResult = z.object({
  file: z.string(),
  /** Every result file name found in the viewable executions, for choosing. */
  files: z.array(z.string()),
  /** The non-count columns that identify a row, then the count columns summed. */
  keyColumns: z.array(z.string()),
  countColumns: z.array(z.string()),
  hospitals: z.array(
    z.object({
      executionId: z.int(),
      cdmName: z.string(),
      orgName: z.string(),
      finishedAt: z.nullable(isoTimestamp),
    }),
  ),
  /** Hospitals whose results exist but the caller may not see. */
  hidden: z.array(z.object({ executionId: z.int(), cdmName: z.string(), orgName: z.string() })),
  rows: z.array(
    z.object({
      key: z.array(z.string()),
      /** Per hospital (same order), per count column: a number, `<5` as masked, or null when absent. */
      values: z.array(z.array(z.nullable(z.string()))),
      /** Per count column: the sum of the known values. */
      totals: z.array(z.number()),
      /** Per count column: whether a masked cell makes the sum a lower bound. */
      totalsMasked: z.array(z.boolean()),
    }),
  ),
});
export type CombinedResult = z.infer<typeof combinedResult>;
