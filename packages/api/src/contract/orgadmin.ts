import { z } from 'zod/mini';
import { dataAccessLevel, expertArea, expertDivision, orgUserPrivilege } from './enums.js';
import { isoTimestamp } from './content.js';
import { dateOnly } from './calendar-day.js';
import { disclosureSettings } from './disclosure.js';
import { networkCdm } from './network.js';
import {
  addOrganizationMember,
  emailDomain,
  memberPrivilege,
  ORG_DESCRIPTION_MAX,
  ORG_DOMAINS_MAX,
} from './master.js';
import { masterMessages } from './master.ko.js';
import { optionalText } from './text-fields.js';
import { orgAdminMessages as t } from './orgadmin.ko.js';

// An organisation admin's pages (/orgadmin/{id}, spec §2 and §6, §7 "Orgs"; rules in domain.md).

const count = z.int().check(z.nonnegative());

/** The dashboard: members by privilege, pending requests, CDMs with their figures. */
export const orgAdminDashboard = z.object({
  id: z.int(),
  name: z.string(),
  logoImageId: z.nullable(z.int()),
  rfzLevel: z.string(),
  members: z.object({
    ORG_ADMIN: count,
    ORG_RESEARCHER: count,
    ORG_PARTNER: count,
    PENDING: count,
  }),
  cdms: z.array(networkCdm),
});
export type OrgAdminDashboard = z.infer<typeof orgAdminDashboard>;

/**
 * A member or applicant of the organisation. `employedHere` decides what an approval makes them:
 * an organisation researcher when the organisation employs them, a partner otherwise (domain.md).
 */
export const orgMemberRow = z.object({
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  profileImageId: z.nullable(z.int()),
  orgEmployedName: z.nullable(z.string()),
  employedHere: z.boolean(),
  expertArea,
  expertDivision,
  privilege: orgUserPrivilege,
  /** Their note with the request, if any. */
  note: z.string(),
  /** When they asked or were added. */
  since: isoTimestamp,
});
export type OrgMemberRow = z.infer<typeof orgMemberRow>;

export const memberDecisions = ['APPROVE', 'REJECT'] as const;
export const memberDecision = z.object({ decision: z.enum(memberDecisions, { error: t.decisionInvalid }) });
export type MemberDecision = z.infer<typeof memberDecision>;

export const changeMemberPrivilege = z.object({ priv: memberPrivilege });

export const membershipEventKinds = [
  'REQUESTED',
  'ADMITTED',
  'APPROVED',
  'REJECTED',
  'ADDED',
  'PRIVILEGE_CHANGED',
  'REMOVED',
  'PERMISSION_CHANGED',
] as const;
export const membershipEventKind = z.enum(membershipEventKinds);
export type MembershipEventKind = z.infer<typeof membershipEventKind>;

/** One membership change (`member/history`): who, what, when. `from`/`to` are privileges or levels. */
export const membershipEvent = z.object({
  id: z.int(),
  kind: membershipEventKind,
  userId: z.nullable(z.int()),
  userName: z.string(),
  actorName: z.nullable(z.string()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  createdAt: isoTimestamp,
});
export type MembershipEvent = z.infer<typeof membershipEvent>;

/** The history's filter: a member, a date range (days in Korea's time, inclusive). */
export const membershipHistoryFilter = z.object({
  userId: z.optional(z.nullable(z.int().check(z.positive({ error: t.memberInvalid })))),
  from: z.optional(z.nullable(dateOnly)),
  to: z.optional(z.nullable(dateOnly)),
});
export type MembershipHistoryFilter = z.input<typeof membershipHistoryFilter>;

/** The auth settings (`GET /orgs/{id}/auth`): default levels per kind of member, IRB, concepts. */
export const orgAuthSettings = z.object({
  concept: z.boolean(),
  irb: z.boolean(),
  evd: z.object({ researcher: dataAccessLevel, partner: dataAccessLevel, rfz: dataAccessLevel }),
  /** What may leave the hospital (domain.md "What leaves a hospital"). */
  disclosure: disclosureSettings,
});
export type OrgAuthSettings = z.infer<typeof orgAuthSettings>;

export const conceptSetting = z.object({ concept: z.boolean() });
export const irbSetting = z.object({ irb: z.boolean() });
export const evdSetting = z.pick(orgAuthSettings, { evd: true });

/** A member's data access: the default for their kind, their own level where one is set, the effect. */
export const memberPermission = z.object({
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  privilege: orgUserPrivilege,
  defaultLevel: dataAccessLevel,
  level: z.nullable(dataAccessLevel),
  effectiveLevel: dataAccessLevel,
});
export type MemberPermission = z.infer<typeof memberPermission>;

/** Set a member's own level, or null to follow the default again. */
export const memberPermissionChange = z.object({ level: z.nullable(dataAccessLevel) });

/**
 * The organisation as its admin keeps it (`/orgadmin/{id}/profile`): what the network shows of it and how
 * people join it. Its name and RFZ level are the platform's (a master sets them), shown but not edited here.
 */
export const orgProfile = z.object({
  id: z.int(),
  name: z.string(),
  logoImageId: z.nullable(z.int()),
  rfzLevel: z.string(),
  description: z.string(),
  hideFromExternal: z.boolean(),
  autoRegistration: z.boolean(),
  domains: z.array(z.string()),
  autoMailing: z.boolean(),
});
export type OrgProfile = z.infer<typeof orgProfile>;

/** What an organisation admin may change of the profile: the master's form without name, logo and RFZ level. */
export const orgProfileForm = z
  .object({
    description: optionalText(ORG_DESCRIPTION_MAX),
    hideFromExternal: z.boolean({ error: t.onOffRequired }),
    autoRegistration: z.boolean({ error: t.onOffRequired }),
    domains: z
      .array(emailDomain)
      .check(z.maxLength(ORG_DOMAINS_MAX, { error: masterMessages.tooManyDomains(ORG_DOMAINS_MAX) })),
    autoMailing: z.boolean({ error: t.onOffRequired }),
  })
  .check(
    z.refine((form) => !form.autoRegistration || form.domains.length > 0, {
      error: masterMessages.autoRegistrationNeedsDomain,
      path: ['domains'],
    }),
  );
export type OrgProfileForm = z.input<typeof orgProfileForm>;
export type OrgProfileFormValues = z.output<typeof orgProfileForm>;

/** 회원 추가: a user found by the invite search, with the privilege the admin gives them. */
export const addOrgMember = addOrganizationMember;
