import { z } from 'zod/mini';

// The enumerations of spec §3. Labels live in messages.ko.ts, keyed by these values.

export const userPrivs = ['PUBLIC', 'USER_WITHOUT_EMAIL', 'NORMAL', 'ORG_ADMIN', 'MASTER'] as const;
export const userPriv = z.enum(userPrivs);
export type UserPriv = z.infer<typeof userPriv>;

export const orgUserPrivileges = [
  'REJECTED',
  'PENDING',
  'ORG_PARTNER',
  'ORG_RESEARCHER',
  'ORG_ADMIN',
] as const;
export const orgUserPrivilege = z.enum(orgUserPrivileges);
export type OrgUserPrivilege = z.infer<typeof orgUserPrivilege>;

export const researchRoles = ['ML', 'FL', 'ATLAS_SUPPORTER', 'ADVANCED_ANALYSIS'] as const;
export const researchRole = z.enum(researchRoles);
export type ResearchRole = z.infer<typeof researchRole>;

export const expertAreas = [
  'MEDICAL_DOCTOR',
  'MEDICAL_RESEARCHER',
  'MEDICAL_DATA_STAFF',
  'MEDICAL_ETC',
  'INDUSTRY',
  'EDUCATION',
  'PUBLIC',
  'UNSPECIFIED',
] as const;
export const expertArea = z.enum(expertAreas);
export type ExpertArea = z.infer<typeof expertArea>;

/** 38 medical specialties plus UNSPECIFIED (other). */
export const expertDivisions = [
  'FAMILY_MEDICINE',
  'INTERNAL_MEDICINE',
  'GASTROENTEROLOGY',
  'CARDIOLOGY',
  'PULMONOLOGY',
  'ENDOCRINOLOGY',
  'NEPHROLOGY',
  'HEMATO_ONCOLOGY',
  'INFECTIOUS_DISEASES',
  'RHEUMATOLOGY',
  'ALLERGY',
  'PEDIATRICS',
  'NEUROLOGY',
  'PSYCHIATRY',
  'DERMATOLOGY',
  'GENERAL_SURGERY',
  'CARDIOTHORACIC_SURGERY',
  'NEUROSURGERY',
  'ORTHOPEDIC_SURGERY',
  'PLASTIC_SURGERY',
  'OBSTETRICS_GYNECOLOGY',
  'OPHTHALMOLOGY',
  'OTOLARYNGOLOGY',
  'UROLOGY',
  'REHABILITATION_MEDICINE',
  'ANESTHESIOLOGY',
  'RADIOLOGY',
  'RADIATION_ONCOLOGY',
  'LABORATORY_MEDICINE',
  'PATHOLOGY',
  'NUCLEAR_MEDICINE',
  'EMERGENCY_MEDICINE',
  'OCCUPATIONAL_MEDICINE',
  'PREVENTIVE_MEDICINE',
  'DENTISTRY',
  'KOREAN_MEDICINE',
  'NURSING',
  'PHARMACY',
  'UNSPECIFIED',
] as const;
export const expertDivision = z.enum(expertDivisions);
export type ExpertDivision = z.infer<typeof expertDivision>;

export const phoneCountries = ['KR'] as const;
export const phoneCountry = z.enum(phoneCountries);

/** Terms kinds and their keys (spec §3). */
export const termsKeys = [
  'platform-service',
  'personal-policy',
  'personal-collection',
  'security-pledge',
  'third',
  'marketing',
] as const;
export const termsKey = z.enum(termsKeys);
export type TermsKey = z.infer<typeof termsKey>;

/** What a notification is about: an organisation (membership, announcements) or a project. */
export const notificationTypes = ['ORGANIZATION', 'PROJECT'] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

/** What a member may do on an organisation's data (domain.md): execute, view, deliver. */
export const dataAccessLevels = ['NONE', 'E', 'EV', 'EVD'] as const;
export const dataAccessLevel = z.enum(dataAccessLevels);
export type DataAccessLevel = z.infer<typeof dataAccessLevel>;

// ── Projects (spec §3, domain.md "Projects and invitations") ──────────────────────────────────────

/** Who may find a project: its members only, or everyone signed in. */
export const openScopes = ['PRIVATE', 'PUBLIC'] as const;
export const openScope = z.enum(openScopes);
export type OpenScope = z.infer<typeof openScope>;

/** A project's type: its research purpose. */
export const researchPurposes = ['COMPARATIVE_EFFECTIVENESS', 'SAFETY_SURVEILLANCE', 'OTHER'] as const;
export const researchPurpose = z.enum(researchPurposes);
export type ResearchPurpose = z.infer<typeof researchPurpose>;

/**
 * The eight label colours a project may wear (spec §3 leaves the values to us): each carries white
 * text and a white ring at 4.5:1 or more, so a colour dot reads on both themes.
 */
export const projectColors = [
  '#2563EB',
  '#0F766E',
  '#15803D',
  '#A16207',
  '#C2410C',
  '#B91C1C',
  '#BE185D',
  '#7E22CE',
] as const;
export const projectColor = z.enum(projectColors);
export type ProjectColor = z.infer<typeof projectColor>;

/** A member's invitation (domain.md): only ACCEPTED members see the project's tabs. */
export const invitationStates = ['PENDING', 'ACCEPTED', 'REJECTED', 'NEVER'] as const;
export const invitationState = z.enum(invitationStates);
export type InvitationState = z.infer<typeof invitationState>;

/** Managers invite, remove and set permissions; the creator is the first. */
export const projectRoles = ['MANAGER', 'MEMBER'] as const;
export const projectRole = z.enum(projectRoles);
export type ProjectRole = z.infer<typeof projectRole>;

/** What a member may do in a project (spec §6 "Project permission labels"); managers hold them all. */
export const projectPermissions = [
  'IRB_REQUEST',
  'IRB_ACCEPT',
  'IRB_REJECT',
  'EXECUTION_CREATE',
  'EXECUTION_VIEW',
  'VIEW_REQUEST_ACCEPT',
  'VIEW_REQUEST_REJECT',
  'DELIVERY_REQUEST_ACCEPT',
  'DELIVERY_REQUEST_REJECT',
  'DELIVERY_FNET',
  'DELIVERY_SHINY',
  'EXECUTION_CANCEL',
] as const;
export const projectPermission = z.enum(projectPermissions);
export type ProjectPermission = z.infer<typeof projectPermission>;

/** The spec's permission groups (§6), in the order the permissions screen shows them. */
export const projectPermissionGroups = {
  EXECUTION_CREATE: ['EXECUTION_CREATE'],
  EXECUTION_VIEW: ['EXECUTION_VIEW', 'VIEW_REQUEST_ACCEPT', 'VIEW_REQUEST_REJECT'],
  EXECUTION_DELIVER: [
    'DELIVERY_REQUEST_ACCEPT',
    'DELIVERY_REQUEST_REJECT',
    'DELIVERY_FNET',
    'DELIVERY_SHINY',
  ],
  EXECUTION_CANCEL: ['EXECUTION_CANCEL'],
  IRB: ['IRB_REQUEST', 'IRB_ACCEPT', 'IRB_REJECT'],
} as const satisfies Record<string, readonly ProjectPermission[]>;
export type ProjectPermissionGroup = keyof typeof projectPermissionGroups;

// ── Analyses and IRB (spec §3, §7 "Analysis"; domain.md "IRB") ─────────────────────────────────────

/** What an analysis is; the last three need the research role of the same name (spec §3). */
export const analysisTypes = ['ESTIMATION', 'PREDICTION', 'ADVANCED_ANALYSIS', 'ML', 'FL'] as const;
export const analysisType = z.enum(analysisTypes);
export type AnalysisType = z.infer<typeof analysisType>;

/** The types only a holder of the research role of the same name may create or edit. */
export const roleGatedAnalysisTypes = [
  'ADVANCED_ANALYSIS',
  'ML',
  'FL',
] as const satisfies readonly (AnalysisType & ResearchRole)[];
export type RoleGatedAnalysisType = (typeof roleGatedAnalysisTypes)[number];

/** The two halves of a federated-learning package (`POST …/fl?flType=`): the aggregating server's and each hospital's client. */
export const flTypes = ['SERVER', 'CLIENT'] as const;
export const flType = z.enum(flTypes);
export type FlType = z.infer<typeof flType>;

/**
 * An IRB approval request to one organisation (domain.md "IRB"): PENDING until its admin decides;
 * an approval becomes EXPIRED the day after its validity ends (the daily job marks it).
 */
export const irbStates = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export const irbState = z.enum(irbStates);
export type IrbState = z.infer<typeof irbState>;
