import { z } from 'zod/mini';
import { isoTimestamp } from './content.js';
import { disclosureRules, resultFileDisclosure } from './disclosure.js';
import { executionMessages as t } from './executions.ko.js';
import { recordIdSaying } from './ids.js';
import { deliveryChannel } from './result-requests.js';

// Executions of an analysis version on target CDMs (spec §3 "Execution", §4, §7 "Execution";
// domain.md "Executions"; engines.md). One execution per CDM; its statuses move only as the state
// machine below allows, and every move is kept with its time.

export const executionStatuses = [
  'WAITING',
  'EXECUTING_PREPARING',
  'EXECUTING_DOCKER',
  'SAVING_RESULT_FILES',
  'FINISHED_SUCCESSFULLY',
  'FINISHED_WITH_ERROR',
  'CANCELLING',
  'CANCELED',
] as const;
export const executionStatus = z.enum(executionStatuses);
export type ExecutionStatus = z.infer<typeof executionStatus>;

/** domain.md's state machine: from each status, where it may go. Terminal statuses go nowhere. */
export const executionMoves: Record<ExecutionStatus, readonly ExecutionStatus[]> = {
  WAITING: ['EXECUTING_PREPARING', 'CANCELED'],
  EXECUTING_PREPARING: ['EXECUTING_DOCKER', 'FINISHED_WITH_ERROR', 'CANCELLING'],
  EXECUTING_DOCKER: ['SAVING_RESULT_FILES', 'FINISHED_WITH_ERROR', 'CANCELLING'],
  SAVING_RESULT_FILES: ['FINISHED_SUCCESSFULLY', 'FINISHED_WITH_ERROR', 'CANCELLING'],
  CANCELLING: ['CANCELED'],
  FINISHED_SUCCESSFULLY: [],
  FINISHED_WITH_ERROR: [],
  CANCELED: [],
};
export const terminalExecutionStatuses = executionStatuses.filter(
  (status) => executionMoves[status].length === 0,
);
export const isTerminalExecutionStatus = (status: ExecutionStatus) => executionMoves[status].length === 0;

/** What the caller may do with an execution's results (domain.md "Result permissions"). */
export const resultAccesses = ['VIEW', 'NONE'] as const;
export const resultAccess = z.enum(resultAccesses);
export type ResultAccess = z.infer<typeof resultAccess>;

export const EXECUTION_CDMS_MAX = 50;

/** `POST execution`: which package version runs (the newest without it) on which target CDMs. */
export const executionForm = z.object({
  version: z.optional(recordIdSaying(t.versionMissing)),
  cdmIds: z
    .array(recordIdSaying(t.cdmInvalid), { error: t.cdmsRequired })
    .check(
      z.minLength(1, { error: t.cdmsRequired }),
      z.maxLength(EXECUTION_CDMS_MAX, { error: t.cdmsTooMany }),
    ),
});
export type ExecutionForm = z.input<typeof executionForm>;

/** `bulk cancel`: several executions of the analysis at once. */
export const executionIdsForm = z.object({
  executionIds: z
    .array(recordIdSaying(t.executionInvalid), { error: t.executionIdsRequired })
    .check(z.minLength(1, { error: t.executionIdsRequired }), z.maxLength(200)),
});
export type ExecutionIdsForm = z.input<typeof executionIdsForm>;

/** `files/validate` and `files/downloads`: some of an execution's result files. */
export const executionFileIdsForm = z.object({
  fileIds: z
    .array(recordIdSaying(t.fileInvalid), { error: t.fileIdsRequired })
    .check(z.minLength(1, { error: t.fileIdsRequired }), z.maxLength(500)),
});
export type ExecutionFileIdsForm = z.input<typeof executionFileIdsForm>;

/** A row of the executions lists (per analysis, and across the project). */
export const executionSummary = z.object({
  id: z.int(),
  projectId: z.int(),
  analysisId: z.int(),
  analysisName: z.string(),
  /** The package version it ran. */
  version: z.int(),
  cdmId: z.nullable(z.int()),
  cdmName: z.string(),
  orgId: z.nullable(z.int()),
  orgName: z.string(),
  status: executionStatus,
  /** Why it ended with an error, in Korean. */
  error: z.nullable(z.string()),
  startedById: z.nullable(z.int()),
  startedByName: z.nullable(z.string()),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  finishedAt: z.nullable(isoTimestamp),
  /** Whether the caller may see its result files now (or must ask first). */
  resultAccess,
  /** Whether the caller may cancel it now. */
  mayCancel: z.boolean(),
  /**
   * How the caller may take its results out now (domain.md "Result permissions"): FNET and SHINY for
   * whom the organisation lets deliver (their level, or an approved request) and who holds the
   * project's permission for the channel; SHINY only when the engine gave a link. Empty until it
   * finished successfully.
   */
  deliveryChannels: z.array(deliveryChannel),
  /**
   * Whether the caller may take result files out (download one, a zip): DELIVERY rights, i.e. the
   * level EVD or an approved DELIVERY request (domain.md "VIEW is seeing, DELIVERY is taking").
   */
  mayDownload: z.boolean(),
});
export type ExecutionSummary = z.infer<typeof executionSummary>;

/** One move of the status, oldest first. */
export const executionStatusEvent = z.object({
  status: executionStatus,
  at: isoTimestamp,
  note: z.nullable(z.string()),
});
export type ExecutionStatusEvent = z.infer<typeof executionStatusEvent>;

/** What the execution ran on and with (issue 12 "Reproducibility record"). */
export const executionRecord = z.object({
  engineName: z.string(),
  engineAddress: z.string(),
  cdmName: z.string(),
  cdmVersion: z.string(),
  vocabularyVersion: z.string(),
  packageVersion: z.int(),
  packageFileName: z.string(),
  packageChecksum: z.string(),
  startedByName: z.string(),
  startedAt: isoTimestamp,
});
export type ExecutionRecord = z.infer<typeof executionRecord>;

export const executionDetail = z.extend(executionSummary, {
  history: z.array(executionStatusEvent),
  record: executionRecord,
  /** The Shiny app's address when the engine gave one. */
  shinyUrl: z.nullable(z.string()),
  fileCount: z.int(),
  /** The disclosure rules the hospital's node applied to this result; null before it arrived. */
  disclosureRules: z.nullable(disclosureRules),
});
export type ExecutionDetail = z.infer<typeof executionDetail>;

/** `logs?after=`: the log from character `after` on, so the page appends only what is new. */
export const executionLogQuery = z.object({
  after: z.optional(
    z.pipe(z.string().check(z.regex(/^[0-9]{1,9}$/, { error: t.afterInvalid })), z.transform(Number)),
  ),
});
export const executionLog = z.object({
  /** Where this part starts, and where the next request should start. */
  from: z.int(),
  next: z.int(),
  text: z.string(),
  /** Whether more may come (the execution is not in a terminal status). */
  live: z.boolean(),
});
export type ExecutionLog = z.infer<typeof executionLog>;

/**
 * One result file: checked (suppressed by the hospital's node), held at the hospital (only its shape
 * and findings are here), released by the hospital's admin, or refused.
 */
export const executionFile = z.extend(resultFileDisclosure, {
  id: z.int(),
  name: z.string(),
  size: z.int(),
  /** Whether `view` can show it in place now (CSV, text, JSON, and its bytes are here); others answer 4003. */
  viewable: z.boolean(),
});
export type ExecutionFile = z.infer<typeof executionFile>;

/** `files/{fid}/view`: a viewable file's text. */
export const executionFileView = z.object({ name: z.string(), text: z.string() });
export type ExecutionFileView = z.infer<typeof executionFileView>;

/** `files/validate`: which of the asked files exist and can be downloaded together. */
export const executionFilesValidation = z.object({
  valid: z.boolean(),
  missing: z.array(z.int()),
  totalBytes: z.int(),
});
export type ExecutionFilesValidation = z.infer<typeof executionFilesValidation>;

export const executionShiny = z.object({ url: z.string() });

/** What the live stream (LIVE_EVENTS_PATH, live-events.ts) says when an execution moves or its log grows. */
export const executionEvent = z.object({
  type: z.literal('execution'),
  projectId: z.int(),
  analysisId: z.int(),
  executionId: z.int(),
  status: executionStatus,
});
export type ExecutionEvent = z.infer<typeof executionEvent>;

/**
 * What the caller can do about a CDM that will not run their execution (domain.md "Data access
 * levels", "IRB", the DB access block, engines.md): apply to the hospital as a partner researcher (not
 * a member: its admin cannot give a level to a stranger), ask its admin for a level of E (a member
 * below E), get the project an IRB approval, or nothing the caller can do (the hospital blocks DB
 * access, no engine serves the CDM, the engine does not answer).
 */
export const executionRemedies = [
  'APPLY_PARTNER',
  'ASK_LEVEL',
  'REQUEST_IRB',
  'BLOCKED',
  'NO_ENGINE',
  'ENGINE_OFFLINE',
] as const;
export const executionRemedy = z.enum(executionRemedies);
export type ExecutionRemedy = z.infer<typeof executionRemedy>;

/** Why one CDM will not run the caller's execution now: a Korean sentence naming it, and the remedy. */
export const executionBlock = z.object({ remedy: executionRemedy, reason: z.string() });
export type ExecutionBlock = z.infer<typeof executionBlock>;

const runTarget = {
  cdmId: z.int(),
  cdmName: z.string(),
  orgId: z.int(),
  orgName: z.string(),
};

/** `GET execution/targets`: each target CDM of the analysis, and whether the caller may run on it now. */
export const executionTargetCheck = z.object({ ...runTarget, block: z.nullable(executionBlock) });
export type ExecutionTargetCheck = z.infer<typeof executionTargetCheck>;

/** A CDM a start left out, with the reason. */
export const executionRefusal = z.object({ ...runTarget, ...executionBlock.shape });
export type ExecutionRefusal = z.infer<typeof executionRefusal>;

/**
 * `POST execution`'s answer: the executions started (one per allowed CDM) and each CDM refused with its
 * reason. When none could start the call answers a refusal instead, its message naming every CDM.
 */
export const executionStartReport = z.object({
  started: z.array(executionSummary),
  refused: z.array(executionRefusal),
});
export type ExecutionStartReport = z.infer<typeof executionStartReport>;
