import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AnalysisType,
  AtlasCopyKind,
  AtlasCopyState,
  DataAccessLevel,
  DeliveryChannel,
  DisclosureFinding,
  DisclosureRules,
  EngineStatus,
  ExecutionRecord,
  ExecutionStatus,
  ExpertArea,
  ExpertDivision,
  FlType,
  InvitationState,
  IrbState,
  NotificationType,
  OpenScope,
  OrgUserPrivilege,
  ProjectColor,
  ProjectPermission,
  ProjectRole,
  ResearchPurpose,
  ResultFileStatus,
  ResearchRole,
  ResultRequestKind,
  ResultRequestState,
  TermsKey,
  UserPriv,
} from '@cdmnet/api/contract';

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased, so sign-in is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  priv: text('priv').$type<UserPriv>().notNull().default('USER_WITHOUT_EMAIL'),
  profileImageId: integer('profile_image_id'),
  description: text('description').notNull().default(''),
  expertArea: text('expert_area').$type<ExpertArea>().notNull().default('UNSPECIFIED'),
  expertDivision: text('expert_division').$type<ExpertDivision>().notNull().default('UNSPECIFIED'),
  orgEmployedId: integer('org_employed_id').references(() => organizations.id),
  phoneCountry: text('phone_country').notNull().default('KR'),
  phoneNumber: text('phone_number').notNull().default(''),
  researchRoles: text('research_roles')
    .array()
    .$type<ResearchRole[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Rate-limit windows (http/rate-limit.ts), one row per rule, kind and who, counted in the database so
 * every instance sharing it counts the same attempts.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_windows_reset_idx').on(t.resetAt)],
);

export const userTerms = pgTable(
  'user_terms',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').$type<TermsKey>().notNull(),
    agreement: boolean('agreement').notNull(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logoImageId: integer('logo_image_id'),
  /** Leading letters E, EV, EVD; empty when the organisation is not in RFZ. */
  rfzLevel: text('rfz_level').notNull().default(''),
  hideFromExternal: boolean('hide_from_external').notNull().default(false),
  description: text('description').notNull().default(''),
  autoRegistration: boolean('auto_registration').notNull().default(false),
  autoMailing: boolean('auto_mailing').notNull().default(false),
  // The master's switches (domain.md "switches").
  onConceptId: boolean('on_concept_id').notNull().default(false),
  blockingDbAccess: boolean('blocking_db_access').notNull().default(false),
  cleanup: boolean('cleanup').notNull().default(false),
  // What may leave the hospital (domain.md "What leaves a hospital"), sent with every execution.
  minCellCount: integer('min_cell_count').notNull().default(5),
  rounding: integer('rounding'),
  releaseUnchecked: boolean('release_unchecked').notNull().default(true),
  // The organisation admin's auth settings; the RFZ network's level is `rfzLevel` above.
  conceptLookup: boolean('concept_lookup').notNull().default(true),
  irbRequired: boolean('irb_required').notNull().default(false),
  researcherLevel: text('researcher_level').$type<DataAccessLevel>().notNull().default('EV'),
  partnerLevel: text('partner_level').$type<DataAccessLevel>().notNull().default('E'),
  createdAt: createdAt(),
});

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    privilege: text('privilege').$type<OrgUserPrivilege>().notNull().default('PENDING'),
    /** What the user wrote to the admins with their request. */
    note: text('note').notNull().default(''),
    /** The member's own data access level; null follows the organisation's default for their kind. */
    accessLevel: text('access_level').$type<DataAccessLevel>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    index('org_members_user_idx').on(t.userId),
    index('org_members_org_idx').on(t.orgId, t.privilege),
  ],
);

/** Every membership and permission change of an organisation (/orgadmin/{id}/member/history). */
export const orgMemberEvents = pgTable(
  'org_member_events',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the history still names a user whose account is gone. */
    userName: text('user_name').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('org_member_events_org_idx').on(t.orgId, t.createdAt)],
);

/** An organisation's analysis engines (Arachne Execution Engine protocol), reached over HTTP. */
export const engines = pgTable(
  'engines',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    status: text('status').$type<EngineStatus>().notNull().default('UNKNOWN'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('engines_org_idx').on(t.orgId)],
);

/** An organisation's ATLAS WebAPIs; `engineId` names the engine that serves them. */
export const atlases = pgTable(
  'atlases',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    engineId: integer('engine_id').references(() => engines.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    href: text('href').notNull().default(''),
    version: text('version').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('atlases_org_idx').on(t.orgId)],
);

/** Email domains of an organisation's staff: a verified address on one joins at once where it auto-registers. */
export const orgDomains = pgTable(
  'org_domains',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.domain] })],
);

export const cdmDatabases = pgTable(
  'cdm_databases',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    engineId: integer('engine_id').references(() => engines.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    dialect: text('dialect').notNull().default('POSTGRESQL'),
    host: text('host').notNull(),
    port: integer('port').notNull().default(5432),
    databaseName: text('database_name').notNull().default(''),
    cdmSchema: text('cdm_schema').notNull().default('cdm'),
    vocabularySchema: text('vocabulary_schema').notNull().default('cdm'),
    resultSchema: text('result_schema').notNull().default('results'),
    username: text('username').notNull().default(''),
    /** AES-256-GCM under the server's secret key (services/secrets.ts); never returned, never logged. */
    passwordSealed: text('password_sealed'),
    /** Figures read from the CDM itself when it is checked (person, observation_period, cdm_source). */
    version: text('version').notNull(),
    vocabularyVersion: text('vocabulary_version').notNull().default(''),
    patientCount: bigint('patient_count', { mode: 'number' }).notNull().default(0),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('cdm_databases_org_idx').on(t.orgId)],
);

/** Who did what to which object, and when. Organisation and project logs are views of it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /**
     * The project the change belongs to, if any: the project's log tab is this table's slice. No foreign
     * key, like `target_id`: the record outlives what it is about.
     */
    projectId: integer('project_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * Codes sent to prove an email address or a phone number. The code and the token it yields are
 * stored only as hashes; a row is spent once its token is used.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'phone'>().notNull(),
    /** The lower-cased email or the digits of the phone number. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestIp: text('request_ip').notNull(),
    verifiedTokenHash: text('verified_token_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the verified token was used (sign-up): a token works once. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/** Password-reset links: only the token's hash is kept; a link works once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Uploaded files (resource attachments, profile photos, organisation logos). The bytes live in the
 * database so an upload and the row that refers to it commit in one transaction.
 */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  /**
   * A file only its own record's readers may fetch (analysis packages and pictures, IRB documents):
   * `GET /files/{id}`, open to every signed-in user, never serves it.
   */
  restricted: boolean('restricted').notNull().default(false),
  createdAt: createdAt(),
});

/** Platform announcements: written by masters, read by every signed-in user; `popup` ones open after sign-in. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Rich text (HTML), sanitised on the way in and again before it is rendered. */
    content: text('content').notNull(),
    popup: boolean('popup').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/** The resource room (자료실): documents and templates with file attachments. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resources_created_idx').on(t.createdAt)],
);

export const resourceFiles = pgTable(
  'resource_files',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.fileId] })],
);

/** One row per recipient, made by the notification service when something happens to them. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    /** An in-app path to open, e.g. `/announcement/3`. */
    link: text('link'),
    checked: boolean('checked').notNull().default(false),
    /**
     * What the notification asks its reader to decide, as a key (`irb-request:12`, see
     * services/notices.ts); deciding it marks every notification of that subject done.
     */
    subject: text('subject'),
    /** When what it asked for was decided (by its reader or another admin); null while it waits. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.checked, t.createdAt),
    index('notifications_subject_idx').on(t.subject),
  ],
);

/** Messages sent from the public contact form (/contactus); masters read and close them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    requestIp: text('request_ip').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Research projects (domain.md "Projects and invitations"); the creator is the first manager. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    openScope: text('open_scope').$type<OpenScope>().notNull(),
    purpose: text('purpose').$type<ResearchPurpose>().notNull(),
    color: text('color').$type<ProjectColor>().notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One creator does not make two projects of one name (the side menu tells them apart by name).
  (t) => [uniqueIndex('projects_creator_name_idx').on(t.creatorId, t.name)],
);

/**
 * Who is in a project, or was invited to it: PENDING until they answer, then ACCEPTED, REJECTED or
 * NEVER (that project may not invite them again, so the row is kept).
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ProjectRole>().notNull().default('MEMBER'),
    state: text('state').$type<InvitationState>().notNull().default('PENDING'),
    /** What a MEMBER may do; a MANAGER holds every permission whatever is stored here. */
    permissions: text('permissions')
      .array()
      .$type<ProjectPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

/** A project's analyses (spec §3 "Analysis"); the package is uploaded after, as versions. */
export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<AnalysisType>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** An advanced analysis's detail text (`advanced/detail`). */
    detail: text('detail').notNull().default(''),
    detailUpdatedAt: timestamp('detail_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analyses_project_idx').on(t.projectId, t.updatedAt)],
);

/** The CDMs an analysis targets; their organisations are the project's target organisations. */
export const analysisTargets = pgTable(
  'analysis_targets',
  {
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    cdmId: integer('cdm_id')
      .notNull()
      .references(() => cdmDatabases.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.analysisId, t.cdmId] }), index('analysis_targets_cdm_idx').on(t.cdmId)],
);

/** Every package an analysis was given, never replaced: an execution names the version it ran. */
export const analysisVersions = pgTable(
  'analysis_versions',
  {
    id: serial('id').primaryKey(),
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** SHA-256 of the bytes, hex. */
    checksum: text('checksum').notNull(),
    flType: text('fl_type').$type<FlType>(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('analysis_versions_number_idx').on(t.analysisId, t.version)],
);

/** An advanced analysis's pictures (`advanced/images`). */
export const analysisImages = pgTable(
  'analysis_images',
  {
    id: serial('id').primaryKey(),
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('analysis_images_analysis_idx').on(t.analysisId)],
);

/**
 * IRB approval requests (domain.md "IRB"), one per ask: PENDING until the organisation's admin
 * decides; the daily job marks an approval EXPIRED after `valid_until` and tells the project a
 * month ahead (`expiry_noticed_at` keeps it from telling twice).
 */
export const irbRequests = pgTable(
  'irb_requests',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    irbNumber: text('irb_number').notNull(),
    institution: text('institution').notNull(),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    documentFileId: integer('document_file_id')
      .notNull()
      .references(() => files.id),
    state: text('state').$type<IrbState>().notNull().default('PENDING'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiryNoticedAt: timestamp('expiry_noticed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    index('irb_requests_project_idx').on(t.projectId, t.requestedAt),
    index('irb_requests_org_state_idx').on(t.orgId, t.state),
  ],
);

/**
 * One run of an analysis version on one CDM (domain.md "Executions"). The CDM, organisation and engine
 * may be deleted later: what the execution ran on stays in `record` (the reproducibility record).
 */
export const executions = pgTable(
  'executions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'restrict' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => analysisVersions.id, { onDelete: 'restrict' }),
    cdmId: integer('cdm_id').references(() => cdmDatabases.id, { onDelete: 'set null' }),
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    engineId: integer('engine_id').references(() => engines.id, { onDelete: 'set null' }),
    status: text('status').$type<ExecutionStatus>().notNull().default('WAITING'),
    error: text('error'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the per-execution callback password, hex; null once the result has arrived. */
    callbackSecret: text('callback_secret'),
    /**
     * The queue job that sends it to its engine (jobs/execution-work.ts): only that job, and its own
     * retries, may send it, so a second job for the same execution — a reconciliation's, another
     * instance's — never sends it twice.
     */
    dispatchJob: text('dispatch_job'),
    /** What it ran on and with, fixed when it was created. */
    record: jsonb('record').$type<ExecutionRecord>().notNull(),
    log: text('log').notNull().default(''),
    shinyUrl: text('shiny_url'),
    /** Reconciliations in a row that could not reach the engine (jobs/reconcile.ts). */
    unreachableChecks: integer('unreachable_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the clean-up job removed the result files (the record and history stay). */
    filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
    /** The disclosure rules the node applied, from its result; null before it arrived. */
    disclosureRules: jsonb('disclosure_rules').$type<DisclosureRules>(),
    /**
     * The node's token for fetching this execution's held files, sealed with the server's secret key
     * (services/secrets.ts); null when the engine sent none.
     */
    releaseToken: text('release_token'),
  },
  (t) => [
    index('executions_analysis_idx').on(t.analysisId, t.createdAt),
    index('executions_project_idx').on(t.projectId, t.createdAt),
    index('executions_status_idx').on(t.status),
  ],
);

/** Every move of an execution's status, with its time (domain.md). */
export const executionHistory = pgTable(
  'execution_history',
  {
    id: serial('id').primaryKey(),
    executionId: integer('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExecutionStatus>().notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('execution_history_execution_idx').on(t.executionId, t.id)],
);

/** The result files an engine sent back (stored as restricted files). */
export const executionFiles = pgTable(
  'execution_files',
  {
    id: serial('id').primaryKey(),
    executionId: integer('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    /** The stored bytes; null while the file is HELD at the hospital's node, or REFUSED there. */
    fileId: integer('file_id').references(() => files.id),
    name: text('name').notNull(),
    /** domain.md "What leaves a hospital": CHECKED, HELD, RELEASED or REFUSED. */
    status: text('status').$type<ResultFileStatus>().notNull().default('HELD'),
    format: text('format').$type<'SUMMARISED_RESULT' | 'OTHER'>().notNull().default('OTHER'),
    /** The file's size as the node reported it (the stored bytes' once they are here). */
    size: integer('size').notNull().default(0),
    rows: integer('rows'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    findings: jsonb('findings').$type<DisclosureFinding[]>().notNull().default([]),
    /** SHA-256 (hex) of the exact bytes that leave or would leave; null for a refused file. */
    sha256: text('sha256'),
    suppressedCells: integer('suppressed_cells').notNull().default(0),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('execution_files_execution_idx').on(t.executionId)],
);

/** VIEW and DELIVERY requests for one execution's results (domain.md "Result permissions"). */
export const resultRequests = pgTable(
  'result_requests',
  {
    id: serial('id').primaryKey(),
    executionId: integer('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ResultRequestKind>().notNull(),
    state: text('state').$type<ResultRequestState>().notNull().default('PENDING'),
    channel: text('channel').$type<DeliveryChannel>(),
    withDelivery: boolean('with_delivery').notNull().default(false),
    note: text('note').notNull().default(''),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('result_requests_execution_idx').on(t.executionId, t.kind),
    index('result_requests_state_idx').on(t.state),
  ],
);

/**
 * What a user keeps to come back to (domain.md "Bookmarks and favourites"): a concept, a vocabulary
 * search or an ATLAS design. `targetKey` names the target in one string (`concept:192671`,
 * `design:3:COHORT:12`, a search's normalised query) so that the same thing is kept once.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetKey: text('target_key').notNull(),
    title: text('title').notNull(),
    /** What opens it again: the concept's id, the search's query and filters, the design's ATLAS, kind and id. */
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_target_idx').on(t.userId, t.type, t.targetKey)],
);

/** Favourite organisations and researchers, starred in the network pages. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_target_idx').on(t.userId, t.type, t.targetId)],
);

/**
 * An ATLAS supporter's copy job: designs of one ATLAS copied to other ATLASes through WebAPI's export
 * and import. One group, one item per design and target.
 */
export const atlasCopyGroups = pgTable(
  'atlas_copy_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    sourceAtlasId: integer('source_atlas_id').references(() => atlases.id, { onDelete: 'set null' }),
    /** The source ATLAS's name when the group was made: the history outlives a deleted ATLAS. */
    sourceAtlasName: text('source_atlas_name').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('atlas_copy_groups_creator_idx').on(t.createdBy, t.createdAt)],
);

/** One design a copy made, or is about to make, on its target (`atlas_copy_items.created_ids`). */
export interface AtlasCopyCreated {
  kind: AtlasCopyKind;
  /** Null until the target answers with it. */
  id: number | null;
  name: string;
  /** The largest id of this kind the target had before: a design found by name above it is this copy's. */
  above?: number;
  /** A characterization's import makes cohorts too: those above this id, named as its cohorts, are its. */
  cohortsAbove?: number;
  cohortNames?: string[];
}

export const atlasCopyItems = pgTable(
  'atlas_copy_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => atlasCopyGroups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AtlasCopyKind>().notNull(),
    sourceDesignId: integer('source_design_id').notNull(),
    sourceName: text('source_name').notNull(),
    targetAtlasId: integer('target_atlas_id').references(() => atlases.id, { onDelete: 'set null' }),
    targetAtlasName: text('target_atlas_name').notNull(),
    state: text('state').$type<AtlasCopyState>().notNull().default('WAITING'),
    /** Why it ended as it did, in Korean, for the per-item state. */
    message: text('message'),
    /** The design as exported from the source, kept for the group's download. */
    design: jsonb('design').$type<unknown>(),
    /**
     * What this copy made on the target and has not yet settled (services/atlas-copy-work.ts): written
     * before each import (id null, the name it will bear) and given its id as soon as the target answers,
     * so an undo after a crash finds even a design whose id never came back. Emptied once COPIED or undone.
     */
    createdIds: jsonb('created_ids').$type<AtlasCopyCreated[]>().notNull().default([]),
    targetDesignId: integer('target_design_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('atlas_copy_items_group_idx').on(t.groupId), index('atlas_copy_items_state_idx').on(t.state)],
);

/**
 * The concept finder's index (issue 30; README "EVIX-AI"): every concept of the hospitals' vocabularies,
 * kept once, read from each hospital's WebAPI (the node's `cdmnet/concepts` pages). A vocabulary is
 * reference data, the same public release at every hospital: no patient's record is in it.
 */
export const finderConcepts = pgTable(
  'finder_concepts',
  {
    conceptId: integer('concept_id').primaryKey(),
    conceptName: text('concept_name').notNull(),
    koreanName: text('korean_name'),
    domainId: text('domain_id').notNull(),
    vocabularyId: text('vocabulary_id').notNull(),
    conceptClassId: text('concept_class_id').notNull(),
    /** 'S', 'C' or null, as the CDM writes it. */
    standardConcept: text('standard_concept'),
    conceptCode: text('concept_code').notNull(),
    /** Null while valid; 'D' or 'U' as the CDM writes it. */
    invalidReason: text('invalid_reason'),
  },
  (t) => [index('finder_concepts_domain_idx').on(t.domainId)],
);

/** Every name of an indexed concept (its name, synonyms in any language), in the finder's keystroke form. */
export const finderNames = pgTable(
  'finder_names',
  {
    id: serial('id').primaryKey(),
    conceptId: integer('concept_id')
      .notNull()
      .references(() => finderConcepts.conceptId, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: text('language').$type<'ko' | 'en' | 'other'>().notNull(),
    /** Normalised, spaces removed, Hangul as its two-set keyboard keys (concept-finder/korean-text.ts). */
    keys: text('keys').notNull(),
    /** The concept's, here so that a search filters without a join. */
    domainId: text('domain_id').notNull(),
    standard: boolean('standard').notNull(),
  },
  (t) => [
    index('finder_names_concept_idx').on(t.conceptId),
    index('finder_names_keys_trgm_idx').using('gin', sql`${t.keys} gin_trgm_ops`),
    index('finder_names_keys_prefix_idx').on(t.keys.op('text_pattern_ops')),
  ],
);

/**
 * Every word of the indexed names in keystroke form: a typed word no name contains is corrected against
 * these (폐염 → 폐렴), so that a typo costs a lookup among words, not a scan of every name.
 */
export const finderWords = pgTable('finder_words', {
  keys: text('keys').primaryKey(),
  word: text('word').notNull(),
});

/** Which hospitals' vocabularies have each concept, by the ATLAS it was read from. */
export const finderSources = pgTable(
  'finder_sources',
  {
    atlasId: integer('atlas_id')
      .notNull()
      .references(() => atlases.id, { onDelete: 'cascade' }),
    conceptId: integer('concept_id')
      .notNull()
      .references(() => finderConcepts.conceptId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.atlasId, t.conceptId] }),
    index('finder_sources_concept_idx').on(t.conceptId),
  ],
);

/** The last reading of each ATLAS's vocabulary into the index. */
export const finderSyncs = pgTable('finder_syncs', {
  atlasId: integer('atlas_id')
    .primaryKey()
    .references(() => atlases.id, { onDelete: 'cascade' }),
  state: text('state').$type<'OK' | 'FAILED'>().notNull(),
  /** Why it failed, in Korean. */
  message: text('message'),
  concepts: integer('concepts').notNull().default(0),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An organisation's AI model for EVIX-AI (issue 30): an OpenAI-compatible endpoint, typically the
 * hospital's own vLLM or Ollama so that nothing leaves its network. Set by a master in the organisation's
 * service settings; the key is sealed like a CDM's password and never returned.
 */
export const orgAiModels = pgTable('org_ai_models', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  model: text('model').notNull(),
  keySealed: text('key_sealed'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An EVIX-AI assistant conversation: its owner's alone; deleting it deletes its messages. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/** A question or an answer; an answer keeps the tools it used and the screens it cites. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'USER' | 'ASSISTANT'>().notNull(),
    content: text('content').notNull(),
    /** STREAMING while the answer is written, FAILED when the model stopped (what came is kept). */
    state: text('state').$type<'STREAMING' | 'DONE' | 'FAILED'>().notNull().default('DONE'),
    tools: jsonb('tools').$type<{ name: string; summary: string }[]>().notNull().default([]),
    citations: jsonb('citations').$type<{ label: string; href: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * Every prompt and tool call of the assistant (issue 30 item 6): who, when, which tools, which objects.
 * Not the prompt's text: a conversation its owner deletes leaves no words behind, only this record.
 */
export const assistantAudit = pgTable(
  'assistant_audit',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id'),
    kind: text('kind').$type<'PROMPT' | 'TOOL'>().notNull(),
    /** The tool's name for TOOL; null for PROMPT. */
    tool: text('tool'),
    /** The objects a tool read, e.g. [{type: 'project', id: 3}]; a refused call says so. */
    objects: jsonb('objects').$type<{ type: string; id: number | string }[]>().notNull().default([]),
    refused: boolean('refused').notNull().default(false),
    promptChars: integer('prompt_chars'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_audit_user_idx').on(t.userId, t.at)],
);
