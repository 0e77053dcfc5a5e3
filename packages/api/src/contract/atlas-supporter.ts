import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { recordIdSaying } from './ids.js';
import { requiredText } from './text-fields.js';
import { atlasSupporterMessages as t } from './atlas-supporter.ko.js';

// The ATLAS supporter (spec §3, §7 "Atlas-supporter"): designs of one hospital's ATLAS copied to
// others' through WebAPI's export and import, as a group job with one item per design and target.

/** The kinds WebAPI exports and imports whole (estimation and prediction are R study packages). */
export const atlasCopyKinds = ['COHORT', 'CHARACTERIZATION', 'INCIDENCE_RATE'] as const;
export const atlasCopyKind = z.enum(atlasCopyKinds, { error: t.kindInvalid });
export type AtlasCopyKind = z.infer<typeof atlasCopyKind>;

/**
 * One copy's state. WAITING → COPYING → COPIED, or it ends as NAME_CLASH (the target already has a
 * design of that name), TARGET_DOWN (the target did not answer after a few tries), MISSING_CONCEPTS
 * (the target's vocabulary lacks a concept the design uses), FAILED (anything else, said in Korean) or
 * CANCELLED. An item that ends otherwise than COPIED leaves nothing on the target.
 */
export const atlasCopyStates = [
  'WAITING',
  'COPYING',
  'COPIED',
  'NAME_CLASH',
  'TARGET_DOWN',
  'MISSING_CONCEPTS',
  'FAILED',
  'CANCELLED',
] as const;
export const atlasCopyState = z.enum(atlasCopyStates);
export type AtlasCopyState = z.infer<typeof atlasCopyState>;

export const isTerminalAtlasCopyState = (state: AtlasCopyState) => state !== 'WAITING' && state !== 'COPYING';

/** The group downloads' path segment per kind (spec §7: a download opened in a window). */
export const atlasCopyDownloads = ['cohort-definitions', 'characterizations', 'incidence-rate'] as const;
export type AtlasCopyDownload = (typeof atlasCopyDownloads)[number];
export const atlasCopyDownloadKind: Record<AtlasCopyDownload, AtlasCopyKind> = {
  'cohort-definitions': 'COHORT',
  characterizations: 'CHARACTERIZATION',
  'incidence-rate': 'INCIDENCE_RATE',
};

/** Spec §3 tree: an engine, the ATLASes and CDMs it serves. */
export const accessibleCdmEngine = z.object({
  /** Null for ATLASes and CDMs whose engine was deleted (grouped together under the organisation). */
  engineId: z.nullable(z.int()),
  engineName: z.nullable(z.string()),
  orgId: z.int(),
  orgName: z.string(),
  atlases: z.array(z.object({ atlasId: z.int(), atlasName: z.string(), version: z.string() })),
  cdms: z.array(z.object({ cdmId: z.int(), cdmName: z.string() })),
});
export type AccessibleCdmEngine = z.infer<typeof accessibleCdmEngine>;

/** Spec "group resources": a design of one kind on one ATLAS. */
export const atlasGroupResource = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  modifiedAt: z.nullable(isoTimestamp),
});
export type AtlasGroupResource = z.infer<typeof atlasGroupResource>;

/** An ATLAS as a group names it: its name is kept, so the history outlives a deleted ATLAS (atlasId null). */
export const atlasCopyAtlas = z.object({ atlasId: z.nullable(z.int()), atlasName: z.string() });

/** One design copied to one target (spec "groupHistory": id and resourceName). */
export const atlasCopyItem = z.object({
  id: z.int(),
  resourceName: z.string(),
  kind: atlasCopyKind,
  sourceDesignId: z.int(),
  targetAtlas: atlasCopyAtlas,
  state: atlasCopyState,
  /** Why it ended as it did, in Korean; null while it waits or copies. */
  message: z.nullable(z.string()),
  updatedAt: isoTimestamp,
  /** The design's id on the target once COPIED. */
  targetDesignId: z.nullable(z.int()),
});
export type AtlasCopyItem = z.infer<typeof atlasCopyItem>;

export const atlasCopyGroup = z.object({
  groupId: z.int(),
  groupName: z.string(),
  createdAt: isoTimestamp,
  createdBy: z.object({ id: z.nullable(z.int()), name: z.string() }),
  sourceAtlas: atlasCopyAtlas,
  /** Items per state, every state present (0 when none). */
  counts: z.record(atlasCopyState, z.int()),
  /** Some item still waits or copies. */
  active: z.boolean(),
  groupHistory: z.array(atlasCopyItem),
});
export type AtlasCopyGroup = z.infer<typeof atlasCopyGroup>;

export const ATLAS_COPY_DESIGNS_MAX = 50;
export const ATLAS_COPY_TARGETS_MAX = 20;
export const ATLAS_COPY_GROUP_NAME_MAX = 100;

/** `POST /atlas-supporter/{sourceAtlasId}`: what to copy where, under a name. */
export const atlasCopyForm = z.object({
  groupName: requiredText(ATLAS_COPY_GROUP_NAME_MAX),
  designs: z
    .array(z.object({ kind: atlasCopyKind, id: recordIdSaying(t.designInvalid) }), {
      error: t.designsRequired,
    })
    .check(
      z.minLength(1, { error: t.designsRequired }),
      z.maxLength(ATLAS_COPY_DESIGNS_MAX, { error: t.designsTooMany }),
    ),
  targetAtlasIds: z
    .array(recordIdSaying(t.atlasInvalid), { error: t.targetsRequired })
    .check(
      z.minLength(1, { error: t.targetsRequired }),
      z.maxLength(ATLAS_COPY_TARGETS_MAX, { error: t.targetsTooMany }),
    ),
});
export type AtlasCopyForm = z.input<typeof atlasCopyForm>;
