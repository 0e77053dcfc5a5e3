import { z } from 'zod/mini';
import {
  expertArea,
  expertDivision,
  orgUserPrivilege,
  phoneCountry,
  researchRole,
  termsKey,
  userPriv,
} from './enums.js';

export const orgListEntry = z.object({
  orgId: z.int(),
  orgName: z.string(),
  orgUserPrivilege,
});
export type OrgListEntry = z.infer<typeof orgListEntry>;

export const termsEntry = z.object({ name: termsKey, agreement: z.boolean() });
export type TermsEntry = z.infer<typeof termsEntry>;

/** The signed-in user's info (spec §3). */
export const userInfo = z.object({
  id: z.int(),
  name: z.string(),
  primaryEmail: z.string(),
  priv: userPriv,
  profileImageId: z.nullable(z.int()),
  description: z.string(),
  expertArea,
  expertDivision,
  orgEmployedId: z.nullable(z.int()),
  phoneCountry,
  phoneNumber: z.string(),
  orgList: z.array(orgListEntry),
  terms: z.array(termsEntry),
  researchRole: z.array(researchRole),
});
export type UserInfo = z.infer<typeof userInfo>;
