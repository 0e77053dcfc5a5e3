import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { irbState, irbStates, projectColor } from './enums.js';
import { recordIdSaying } from './ids.js';
import { irbMessages as t } from './irb.ko.js';
import { dateOnly } from './calendar-day.js';
import { requiredText } from './text-fields.js';

// IRB approval per project and organisation (domain.md "IRB"): a member with IRB_REQUEST asks, the
// organisation's admin approves (with the validity the document states) or rejects with a reason.

export const IRB_NUMBER_MAX = 50;
export const IRB_INSTITUTION_MAX = 100;
export const IRB_REASON_MAX = 500;
/** The approval document: one PDF of at most 10 MB. */
export const IRB_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IRB_DOCUMENT_TYPES = ['application/pdf'] as const;
/** How far ahead of an approval's end the project is told (domain.md: a month). */
export const IRB_EXPIRY_NOTICE_DAYS = 30;

/** The request's form fields (multipart: they travel as text beside the PDF under `files`). */
export const irbRequestFields = z
  .object({
    orgId: recordIdSaying(t.orgInvalid),
    irbNumber: requiredText(IRB_NUMBER_MAX),
    institution: requiredText(IRB_INSTITUTION_MAX),
    validFrom: dateOnly,
    validUntil: dateOnly,
  })
  .check(
    z.refine((form) => form.validUntil >= form.validFrom, {
      path: ['validUntil'],
      error: t.periodReversed,
    }),
  );
export type IrbRequestFields = z.input<typeof irbRequestFields>;

/** One step of a request's history, oldest first. */
export const irbEvent = z.object({
  state: irbState,
  at: isoTimestamp,
  byName: z.nullable(z.string()),
  /** A rejection's reason. */
  reason: z.nullable(z.string()),
});
export type IrbEvent = z.infer<typeof irbEvent>;

/** A request as the project's request tab and the organisation's admin see it. */
export const irbRequest = z.object({
  id: z.int(),
  project: z.object({ id: z.int(), name: z.string(), color: projectColor }),
  orgId: z.int(),
  orgName: z.string(),
  irbNumber: z.string(),
  institution: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  documentName: z.string(),
  state: irbState,
  reason: z.nullable(z.string()),
  requestedByName: z.nullable(z.string()),
  requestedAt: isoTimestamp,
  decidedByName: z.nullable(z.string()),
  decidedAt: z.nullable(isoTimestamp),
  history: z.array(irbEvent),
});
export type IrbRequest = z.infer<typeof irbRequest>;

/** An organisation's IRB standing in a project: NONE until asked, else its newest request's state. */
export const irbOrgStates = ['NONE', ...irbStates] as const;
export const irbOrgStatus = z.object({
  orgId: z.int(),
  orgName: z.string(),
  /** Whether the organisation requires an approved, unexpired IRB before any execution (`auth/irb`). */
  required: z.boolean(),
  state: z.enum(irbOrgStates),
  /** The newest approval's last valid day, while it is APPROVED or EXPIRED. */
  validUntil: z.nullable(z.string()),
  irbId: z.nullable(z.int()),
});
export type IrbOrgStatus = z.infer<typeof irbOrgStatus>;
export type IrbOrgState = (typeof irbOrgStates)[number];

export const irbRejection = z.object({ reason: requiredText(IRB_REASON_MAX) });
export type IrbRejection = z.input<typeof irbRejection>;

/** The organisation's decision history, optionally one outcome. */
export const irbHistoryQuery = z.object({
  state: z.optional(z.enum(['APPROVED', 'REJECTED', 'EXPIRED'], { error: t.stateInvalid })),
});
export type IrbHistoryQuery = z.input<typeof irbHistoryQuery>;
