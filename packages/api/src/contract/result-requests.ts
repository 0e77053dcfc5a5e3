import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { resultFileDisclosure } from './disclosure.js';
import { projectColor } from './enums.js';
import { recordIdSaying } from './ids.js';
import { resultRequestMessages as t } from './result-requests.ko.js';
import { requiredText, optionalText } from './text-fields.js';

// Asking to see or deliver one execution's results (domain.md "Result permissions", spec §6
// "Approval request kinds"): a member below V on the organisation asks to VIEW, below D to DELIVER;
// the organisation's admin decides. Delivery leaves through FNET (a package of the released, masked
// files with the reproducibility record) or Shiny (the engine's Shiny link).

export const resultRequestKinds = ['VIEW', 'DELIVERY'] as const;
export const resultRequestKind = z.enum(resultRequestKinds);
export type ResultRequestKind = z.infer<typeof resultRequestKind>;

export const resultRequestStates = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const resultRequestState = z.enum(resultRequestStates);
export type ResultRequestState = z.infer<typeof resultRequestState>;

export const deliveryChannels = ['FNET', 'SHINY'] as const;
export const deliveryChannel = z.enum(deliveryChannels);
export type DeliveryChannel = z.infer<typeof deliveryChannel>;

export const RESULT_REQUEST_NOTE_MAX = 500;
export const RESULT_REJECTION_MAX = 500;

/** `POST /{eid}/perm`: what the member asks for, and why. */
export const resultRequestForm = z.object({
  kind: z.enum(resultRequestKinds, { error: t.typeInvalid }),
  /** For a DELIVERY request: how the results leave (FNET unless said). */
  channel: z.optional(z.enum(deliveryChannels, { error: t.channelInvalid })),
  note: optionalText(RESULT_REQUEST_NOTE_MAX),
});
export type ResultRequestForm = z.input<typeof resultRequestForm>;

/** `PUT perm/{permId}`: the requester changes a request still waiting. */
export const resultRequestUpdate = z.object({
  channel: z.optional(z.enum(deliveryChannels, { error: t.channelInvalid })),
  note: optionalText(RESULT_REQUEST_NOTE_MAX),
});
export type ResultRequestUpdate = z.input<typeof resultRequestUpdate>;

/** `POST /analysis/{aid}/perm/bulks`: one request per execution. */
export const resultRequestBulkForm = z.extend(resultRequestForm, {
  executionIds: z
    .array(recordIdSaying(t.executionInvalid), { error: t.executionsRequired })
    .check(z.minLength(1, { error: t.executionsRequired }), z.maxLength(200)),
});
export type ResultRequestBulkForm = z.input<typeof resultRequestBulkForm>;

/** `exist-perm?type=`. */
export const resultRequestQuery = z.object({
  type: z.enum(resultRequestKinds, { error: t.typeInvalid }),
});

export const resultRejection = z.object({ reason: requiredText(RESULT_REJECTION_MAX) });
export type ResultRejection = z.input<typeof resultRejection>;

/** `perm/approved?approve_with_delivery=true`: a VIEW approval that lets the results leave too. */
export const resultApprovalQuery = z.object({
  approve_with_delivery: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: t.withDeliveryInvalid }),
      z.transform((v) => v === 'true'),
    ),
  ),
});

/** A request as the project's request tab and the organisation's admin see it. */
export const resultRequest = z.object({
  id: z.int(),
  kind: resultRequestKind,
  state: resultRequestState,
  channel: z.nullable(deliveryChannel),
  /** A VIEW request approved together with delivery. */
  withDelivery: z.boolean(),
  note: z.string(),
  reason: z.nullable(z.string()),
  project: z.object({ id: z.int(), name: z.string(), color: projectColor }),
  analysisId: z.int(),
  analysisName: z.string(),
  executionId: z.int(),
  cdmName: z.string(),
  orgId: z.nullable(z.int()),
  orgName: z.string(),
  requestedByName: z.nullable(z.string()),
  requestedAt: isoTimestamp,
  decidedByName: z.nullable(z.string()),
  decidedAt: z.nullable(isoTimestamp),
});
export type ResultRequest = z.infer<typeof resultRequest>;

/** `exist-perm`: whether the caller already asked, and the newest request. */
export const resultRequestExistence = z.object({
  exists: z.boolean(),
  request: z.nullable(resultRequest),
});

/**
 * One result file as the admin reviews it before deciding: checked files as they are stored here,
 * held files fetched from the hospital's node for the review (the exact bytes a release would take).
 */
export const releasedFile = z.extend(resultFileDisclosure, {
  id: z.int(),
  name: z.string(),
  size: z.int(),
  /** The exact text that leaves or would leave, for files read as text (CSV, text); null otherwise. */
  text: z.nullable(z.string()),
  /** Why a held file's bytes could not be fetched from the node for the review (it then cannot be released). */
  fetchError: z.nullable(z.string()),
});
export type ReleasedFile = z.infer<typeof releasedFile>;

export const releasePreview = z.object({
  request: resultRequest,
  files: z.array(releasedFile),
  shinyUrl: z.nullable(z.string()),
});
export type ReleasePreview = z.infer<typeof releasePreview>;

/** The decision history filter. */
export const resultHistoryQuery = z.object({
  state: z.optional(z.enum(['APPROVED', 'REJECTED'], { error: t.stateInvalid })),
});
export type ResultHistoryQuery = z.input<typeof resultHistoryQuery>;
