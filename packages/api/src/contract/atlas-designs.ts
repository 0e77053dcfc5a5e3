import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { atlasDesignMessages as t } from './atlas-designs.ko.js';
import { recordIdSaying } from './ids.js';

// Designs on the target organisations' ATLAS WebAPIs that an analysis imports as a package version
// (spec §7 "Analysis": atlas list, detail, POST; engines.md "The ATLAS WebAPI calls the platform makes").

export const atlasDesignKinds = [
  'COHORT',
  'CHARACTERIZATION',
  'INCIDENCE_RATE',
  'ESTIMATION',
  'PREDICTION',
] as const;
export const atlasDesignKind = z.enum(atlasDesignKinds);
export type AtlasDesignKind = z.infer<typeof atlasDesignKind>;

/** One design as a WebAPI lists it. */
export const atlasDesignSummary = z.object({
  atlasId: z.int(),
  atlasName: z.string(),
  orgName: z.string(),
  kind: atlasDesignKind,
  designId: z.int(),
  name: z.string(),
  description: z.string(),
  modifiedAt: z.nullable(isoTimestamp),
});
export type AtlasDesignSummary = z.infer<typeof atlasDesignSummary>;

/** An ATLAS that did not answer, and why, in Korean. */
export const atlasUnreachable = z.object({
  atlasId: z.int(),
  atlasName: z.string(),
  orgName: z.string(),
  message: z.string(),
});
export type AtlasUnreachable = z.infer<typeof atlasUnreachable>;

export const atlasDesignList = z.object({
  designs: z.array(atlasDesignSummary),
  unreachable: z.array(atlasUnreachable),
});
export type AtlasDesignList = z.infer<typeof atlasDesignList>;

/** One design with the document an import would store (pretty JSON, for the preview). */
export const atlasDesignDetail = z.extend(atlasDesignSummary, {
  document: z.string(),
  /** Whether the platform can run it on its engines as SQL (R study packages need an R engine). */
  runsAsSql: z.boolean(),
});
export type AtlasDesignDetail = z.infer<typeof atlasDesignDetail>;

export const atlasDesignParams = z.object({
  id: recordIdSaying(t.invalid),
  analysisId: recordIdSaying(t.invalid),
  atlasId: recordIdSaying(t.invalid),
  kind: z.enum(atlasDesignKinds, { error: t.kindInvalid }),
  designId: recordIdSaying(t.invalid),
});

/** `POST atlas`: which design of which ATLAS becomes the analysis's next package version. */
export const atlasImportForm = z.object({
  atlasId: recordIdSaying(t.invalid),
  kind: z.enum(atlasDesignKinds, { error: t.kindInvalid }),
  designId: recordIdSaying(t.invalid),
});
export type AtlasImportForm = z.input<typeof atlasImportForm>;
