import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { analysisType, analysisTypes, flTypes } from './enums.js';
import { recordIdSaying } from './ids.js';
import { analysisMessages as t } from './analyses.ko.js';
import { optionalText, requiredText } from './text-fields.js';

// A project's analyses and their packages (spec §3 "Analysis", §7 "Analysis"). Executions of a
// package version land with issue 12; a version is kept once uploaded so they can name it.

export const ANALYSIS_NAME_MAX = 100;
export const ANALYSIS_DESCRIPTION_MAX = 2000;
/** The detail text of an advanced analysis. */
export const ANALYSIS_DETAIL_MAX = 10_000;
export const ANALYSIS_TARGETS_MAX = 50;

/** A study package: one SQL file, one R script or a zip of either, at most 50 MB. */
export const ANALYSIS_PACKAGE_MAX_BYTES = 50 * 1024 * 1024;
/** Browsers name .sql and .R files' types inconsistently, so the server decides by extension (and a zip's signature). */
export const ANALYSIS_PACKAGE_EXTENSIONS = ['.zip', '.sql', '.r'] as const;

/** An advanced analysis's pictures: PNG, JPEG or WebP of at most 5 MB, ten at most per analysis. */
export const ANALYSIS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ANALYSIS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ANALYSIS_IMAGES_MAX = 10;

/** What a member gives to create or edit an analysis (its package is uploaded after). */
export const analysisForm = z.object({
  name: requiredText(ANALYSIS_NAME_MAX),
  description: optionalText(ANALYSIS_DESCRIPTION_MAX),
  type: z.enum(analysisTypes, { error: t.typeInvalid }),
  /** The target CDMs; their organisations are the analysis's target organisations. */
  cdmIds: z
    .array(recordIdSaying(t.targetInvalid), { error: t.targetsRequired })
    .check(
      z.minLength(1, { error: t.targetsRequired }),
      z.maxLength(ANALYSIS_TARGETS_MAX, { error: t.targetsTooMany }),
    ),
});
export type AnalysisForm = z.input<typeof analysisForm>;
export type AnalysisFormValues = z.output<typeof analysisForm>;

/** One target: a CDM and the organisation holding it. */
export const analysisTarget = z.object({
  cdmId: z.int(),
  cdmName: z.string(),
  orgId: z.int(),
  orgName: z.string(),
});
export type AnalysisTarget = z.infer<typeof analysisTarget>;

/** One uploaded package; versions count from 1 and are never replaced. */
export const analysisVersion = z.object({
  version: z.int().check(z.positive()),
  fileName: z.string(),
  size: z.int().check(z.nonnegative()),
  /** SHA-256 of the bytes, hex: what an execution will record as having run. */
  checksum: z.string(),
  /** Set for a federated-learning half (`fl?flType=`). */
  flType: z.nullable(z.enum(flTypes)),
  uploadedByName: z.nullable(z.string()),
  createdAt: isoTimestamp,
});
export type AnalysisVersion = z.infer<typeof analysisVersion>;

/** A row of the analysis tab. */
export const analysisSummary = z.object({
  id: z.int(),
  projectId: z.int(),
  name: z.string(),
  type: analysisType,
  targets: z.array(analysisTarget),
  authorId: z.nullable(z.int()),
  authorName: z.nullable(z.string()),
  /** The newest package version; null until one is uploaded. */
  latestVersion: z.nullable(z.int()),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AnalysisSummary = z.infer<typeof analysisSummary>;

/** The detail page: the summary, its description and every package version, newest first. */
export const analysisDetail = z.extend(analysisSummary, {
  description: z.string(),
  versions: z.array(analysisVersion),
  /** Whether the caller may edit it, upload to it or delete it: its author or a project manager. */
  mayEdit: z.boolean(),
});
export type AnalysisDetail = z.infer<typeof analysisDetail>;

/** An organisation whose CDMs an analysis may target, as the form offers them. */
export const analysisTargetOption = z.object({
  orgId: z.int(),
  orgName: z.string(),
  cdms: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type AnalysisTargetOption = z.infer<typeof analysisTargetOption>;

/** `fl?flType=`: which half of a federated-learning package the upload is. */
export const flUploadQuery = z.object({ flType: z.enum(flTypes, { error: t.flTypeInvalid }) });

/** `research/{id}/download?version=`: one version's package; the newest without it. */
export const packageDownloadQuery = z.object({
  version: z.optional(recordIdSaying(t.versionInvalid)),
});

/** An advanced analysis's detail text (`POST advanced`, multipart, with pictures under `files`). */
export const advancedFields = z.object({ detail: optionalText(ANALYSIS_DETAIL_MAX) });
export type AdvancedFields = z.input<typeof advancedFields>;

export const advancedDetail = z.object({ detail: z.string(), updatedAt: z.nullable(isoTimestamp) });
export type AdvancedDetail = z.infer<typeof advancedDetail>;

/** One picture of an advanced analysis; its bytes come from `advanced/images/{imageId}`. */
export const advancedImage = z.object({
  id: z.int(),
  name: z.string(),
  size: z.int(),
  createdAt: isoTimestamp,
});
export type AdvancedImage = z.infer<typeof advancedImage>;
