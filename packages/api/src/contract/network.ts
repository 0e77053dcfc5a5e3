import { z } from 'zod/mini';
import { maxLength } from '@cdmnet/validators';
import { expertArea, expertDivision, orgUserPrivilege } from './enums.js';
import { recordId } from './ids.js';

const count = z.int().check(z.nonnegative());
/** `YYYY-MM-DD`, or null when the CDM states none. */
const day = z.nullable(z.string());

/** One CDM of an organisation as the network table offers it in its dropdown, with its figures. */
export const networkCdm = z.object({
  id: z.int(),
  name: z.string(),
  patientCount: count,
  periodStart: day,
  periodEnd: day,
});
export type NetworkCdm = z.infer<typeof networkCdm>;

/**
 * An organisation in the network table (spec §3 "Organization (network view)"): `cdm` is the one shown
 * (the first by default; choosing another in the dropdown only changes the cached list), `cdmList` all
 * of them. `myPrivilege` is the signed-in user's membership, null when they have none.
 */
export const networkOrganization = z.object({
  id: z.int(),
  name: z.string(),
  logoImageId: z.nullable(z.int()),
  /** Leading letters E, EV, EVD; empty when the organisation is not in RFZ. */
  rfzLevel: z.string(),
  description: z.string(),
  autoRegistration: z.boolean(),
  cdm: z.nullable(networkCdm),
  cdmList: z.array(networkCdm),
  myPrivilege: z.nullable(orgUserPrivilege),
});
export type NetworkOrganization = z.infer<typeof networkOrganization>;

/** A researcher in the directory (spec §3 "Network user"). */
export const networkUser = z.object({
  id: z.int(),
  name: z.string(),
  profileImageId: z.nullable(z.int()),
  orgEmployedId: z.nullable(z.int()),
  orgEmployedName: z.nullable(z.string()),
  expertArea,
  expertDivision,
});
export type NetworkUser = z.infer<typeof networkUser>;

export const MEMBERSHIP_NOTE_MAX = 500;

/** 기관/파트너 연구원 신청: ask to join an organisation, with an optional word to its admins. */
export const membershipRequest = z.object({
  orgId: recordId,
  note: z._default(z.pipe(z.string().check(z.trim()), maxLength(MEMBERSHIP_NOTE_MAX)), ''),
});
export type MembershipRequest = z.input<typeof membershipRequest>;

/** Where the request stands: PENDING, or admitted at once by auto-registration. */
export const membershipRequestResult = z.object({
  orgId: z.int(),
  privilege: orgUserPrivilege,
});
export type MembershipRequestResult = z.infer<typeof membershipRequestResult>;

/** A CDM the caller may run research on (`GET /cdms`): their organisations', and RFZ ones when they are in RFZ. */
export const accessibleCdm = z.extend(networkCdm, {
  orgId: z.int(),
  orgName: z.string(),
  engineId: z.nullable(z.int()),
  version: z.string(),
  vocabularyVersion: z.string(),
});
export type AccessibleCdm = z.infer<typeof accessibleCdm>;

/** An ATLAS the caller may design in (`GET /atlas`): the same organisations as their CDMs. */
export const accessibleAtlas = z.object({
  id: z.int(),
  name: z.string(),
  orgId: z.int(),
  orgName: z.string(),
  engineId: z.nullable(z.int()),
  atlasHref: z.string(),
  version: z.string(),
});
export type AccessibleAtlas = z.infer<typeof accessibleAtlas>;
