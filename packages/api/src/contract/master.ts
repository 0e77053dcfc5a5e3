import { z } from 'zod/mini';
import { url, validationMessages } from '@cdmnet/validators';
import { orgUserPrivilege, researchRole, researchRoles, userPriv, userPrivs } from './enums.js';
import { recordId } from './ids.js';
import { masterMessages as t } from './master.ko.js';
import { isoTimestamp } from './content.js';
import { optionalText, requiredText } from './text-fields.js';

// The platform admin's pages (spec §2 items 1 and 2, §7 "Master members" and "Master orgs").

const count = z.int().check(z.nonnegative());
const day = z.nullable(z.string());

/** A user as /master/members lists them. */
export const masterMember = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  priv: userPriv,
  researchRoles: z.array(researchRole),
  orgEmployedName: z.nullable(z.string()),
  createdAt: isoTimestamp,
});
export type MasterMember = z.infer<typeof masterMember>;

export const masterPrivChange = z.object({ priv: z.enum(userPrivs, { error: t.userPrivInvalid }) });
export const masterRolesChange = z.object({
  roles: z
    .array(z.enum(researchRoles, { error: t.researchRoleInvalid }))
    .check(z.maxLength(4, { error: t.researchRoleInvalid })),
});

/** RFZ levels an organisation may hold; '' is "not in RFZ" (해당 없음). */
export const rfzLevels = ['', 'E', 'EV', 'EVD'] as const;
export const rfzLevel = z.enum(rfzLevels, { error: t.rfzLevelInvalid });

const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** A staff email domain (`hanbit-hospital.kr`): lower-cased, no `@`. */
export const emailDomain = z.pipe(
  z.string({ error: validationMessages.required }).check(z.trim(), z.toLowerCase()),
  z.string().check(z.regex(domainPattern, { error: t.domainInvalid })),
);

export const ORG_DESCRIPTION_MAX = 500;
export const ORG_DOMAINS_MAX = 20;

/** What a master registers or modifies of an organisation (`/master/organizations`, `/{id}/modify`). */
export const organizationForm = z
  .object({
    name: requiredText(50),
    logoImageId: z._default(z.nullable(recordId), null),
    description: optionalText(ORG_DESCRIPTION_MAX),
    rfzLevel: z._default(rfzLevel, ''),
    hideFromExternal: z._default(z.boolean(), false),
    autoRegistration: z._default(z.boolean(), false),
    domains: z._default(
      z.array(emailDomain).check(z.maxLength(ORG_DOMAINS_MAX, { error: t.tooManyDomains(ORG_DOMAINS_MAX) })),
      [],
    ),
    autoMailing: z._default(z.boolean(), false),
  })
  .check(
    z.refine((form) => !form.autoRegistration || form.domains.length > 0, {
      error: t.autoRegistrationNeedsDomain,
      path: ['domains'],
    }),
  );
export type OrganizationForm = z.input<typeof organizationForm>;
export type OrganizationFormValues = z.output<typeof organizationForm>;

/** An organisation as /master/organizations lists it, with its form's values. */
export const masterOrganization = z.object({
  id: z.int(),
  name: z.string(),
  logoImageId: z.nullable(z.int()),
  description: z.string(),
  rfzLevel: z.string(),
  hideFromExternal: z.boolean(),
  autoRegistration: z.boolean(),
  domains: z.array(z.string()),
  autoMailing: z.boolean(),
  memberCount: count,
  cdmCount: count,
  createdAt: isoTimestamp,
});
export type MasterOrganization = z.infer<typeof masterOrganization>;

/**
 * What deleting an organisation would do (`/master/orgs/{id}/deletion-impact`), read before the master
 * confirms: `refusal` is the server's own reason to refuse it now (members, runs not finished), null
 * when the deletion would go through.
 */
export const organizationDeletionImpact = z.object({
  /** Members and people waiting to join: any of them blocks the deletion. */
  members: count,
  /** Executions on its CDMs still WAITING or running: any of them blocks the deletion. */
  activeExecutions: count,
  /** Deleted with it. */
  engines: count,
  atlases: count,
  cdms: count,
  /** Its IRB decisions and requests, deleted with it. */
  irbRequests: count,
  /** Projects whose analyses target its CDMs: they stay, without those targets. */
  projects: count,
  /** Finished executions on it: they stay, with the record of what they ran on. */
  finishedExecutions: count,
  /** Users who name it as their employer: the field empties. */
  employees: count,
  refusal: z.nullable(z.string()),
});
export type OrganizationDeletionImpact = z.infer<typeof organizationDeletionImpact>;

// ── Service settings: engines, ATLAS WebAPIs, CDM databases ────────────────────────────────────────

export const engineStatuses = ['ONLINE', 'OFFLINE', 'UNKNOWN'] as const;
export const engineStatus = z.enum(engineStatuses);
export type EngineStatus = z.infer<typeof engineStatus>;

/** An analysis engine (spec §3): online or offline as its last check found it. */
export const analysisEngine = z.object({
  id: z.int(),
  name: z.string(),
  engineAddress: z.string(),
  status: engineStatus,
  checkedAt: z.nullable(isoTimestamp),
  createdAt: isoTimestamp,
});
export type AnalysisEngine = z.infer<typeof analysisEngine>;

/** An ATLAS WebAPI (spec §3); `version` is what its `/info` said at the last check. */
export const atlasEntry = z.object({
  id: z.int(),
  name: z.string(),
  atlasAddress: z.string(),
  atlasHref: z.string(),
  engineId: z.nullable(z.int()),
  version: z.string(),
  checkedAt: z.nullable(isoTimestamp),
  createdAt: isoTimestamp,
});
export type AtlasEntry = z.infer<typeof atlasEntry>;

export const cdmDialects = ['POSTGRESQL'] as const;
export const cdmDialect = z.enum(cdmDialects, { error: t.dialectUnsupported });

/**
 * A CDM database (spec §3) with its connection, minus the password, which is write-only
 * (`hasPassword` says whether one is stored), and its figures as the last check read them.
 */
export const cdmEntry = z.object({
  id: z.int(),
  name: z.string(),
  engineId: z.nullable(z.int()),
  dialect: cdmDialect,
  host: z.string(),
  port: z.int(),
  database: z.string(),
  cdmSchema: z.string(),
  vocabularySchema: z.string(),
  resultSchema: z.string(),
  username: z.string(),
  hasPassword: z.boolean(),
  /** The CDM version from `cdm_source`. */
  version: z.string(),
  vocabularyVersion: z.string(),
  patientCount: count,
  periodStart: day,
  periodEnd: day,
  checkedAt: z.nullable(isoTimestamp),
  createdAt: isoTimestamp,
});
export type CdmEntry = z.infer<typeof cdmEntry>;

/** Save even when the connection check fails (the admin was told what failed and chose to). */
const saveAnyway = z._default(z.boolean(), false);

export const engineForm = z.object({
  name: requiredText(50),
  engineAddress: z.pipe(z.string({ error: validationMessages.required }).check(z.trim()), url),
  saveAnyway,
});
export type EngineForm = z.input<typeof engineForm>;

export const atlasForm = z.object({
  name: requiredText(50),
  atlasAddress: z.pipe(z.string({ error: validationMessages.required }).check(z.trim()), url),
  /** Where the ATLAS link opens; empty when there is none (the link then warns). */
  atlasHref: z._default(z.union([z.literal(''), z.pipe(z.string().check(z.trim()), url)]), ''),
  engineId: recordId,
  saveAnyway,
});
export type AtlasForm = z.input<typeof atlasForm>;

const schemaName = z.pipe(
  z
    .string({ error: validationMessages.required })
    .check(z.trim(), z.minLength(1, { error: validationMessages.required })),
  z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/, { error: t.schemaNameInvalid })),
);

export const cdmForm = z.object({
  name: requiredText(50),
  engineId: recordId,
  dialect: z._default(cdmDialect, 'POSTGRESQL'),
  host: z.pipe(z.string({ error: validationMessages.required }).check(z.trim()), url),
  port: z._default(
    z
      .int({ error: t.portInvalid })
      .check(z.minimum(1, { error: t.portInvalid }), z.maximum(65535, { error: t.portInvalid })),
    5432,
  ),
  database: requiredText(63),
  cdmSchema: schemaName,
  vocabularySchema: schemaName,
  resultSchema: schemaName,
  username: requiredText(63),
  /** Required on register; on modify an empty one keeps the stored password. */
  password: z._default(z.string().check(z.maxLength(200, { error: validationMessages.maxLength(200) })), ''),
  saveAnyway,
});
export type CdmForm = z.input<typeof cdmForm>;

/** Spec §3 "Organization settings": the three tables and the three switches. */
export const organizationSettings = z.object({
  organization: masterOrganization,
  engineList: z.array(analysisEngine),
  atlasList: z.array(atlasEntry),
  cdmList: z.array(cdmEntry),
  onConceptId: z.boolean(),
  blockingDBAccess: z.boolean(),
  cleanup: z.boolean(),
});
export type OrganizationSettings = z.infer<typeof organizationSettings>;

export const organizationSwitches = z.pick(organizationSettings, {
  onConceptId: true,
  blockingDBAccess: true,
  cleanup: true,
});
export type OrganizationSwitches = z.infer<typeof organizationSwitches>;

/** What a connection check found: online engine, ATLAS version, CDM figures, or what failed. */
export const connectionCheck = z.object({
  ok: z.boolean(),
  /** Korean: what was found, or what failed. */
  message: z.string(),
  checkedAt: isoTimestamp,
});
export type ConnectionCheck = z.infer<typeof connectionCheck>;

// ── Members of one organisation (the member tab) ────────────────────────────────────────────────────

/** Spec §3 "Organization member". */
export const organizationMember = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  orgPriv: orgUserPrivilege,
});
export type OrganizationMember = z.infer<typeof organizationMember>;

/** A user the member tab may add (`users/invite-search`): not yet in the organisation. */
export const inviteCandidate = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  orgEmployedName: z.nullable(z.string()),
});
export type InviteCandidate = z.infer<typeof inviteCandidate>;

/** The privileges a master or an organisation admin may give a member directly. */
export const memberPrivileges = ['ORG_RESEARCHER', 'ORG_PARTNER', 'ORG_ADMIN'] as const;
export const memberPrivilege = z.enum(memberPrivileges, { error: t.privilegeInvalid });

export const addOrganizationMember = z.object({ userId: recordId, priv: memberPrivilege });
export const changeOrganizationMember = z.object({ priv: memberPrivilege });
