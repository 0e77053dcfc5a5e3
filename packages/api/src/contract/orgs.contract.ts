import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { disclosureSettings } from './disclosure.js';
import { recordId } from './ids.js';
import { inviteSearchQuery } from './invite-search.js';
import { inviteCandidate } from './master.js';
import {
  addOrgMember,
  changeMemberPrivilege,
  conceptSetting,
  evdSetting,
  irbSetting,
  memberDecision,
  memberPermission,
  memberPermissionChange,
  membershipEvent,
  membershipHistoryFilter,
  orgAdminDashboard,
  orgAuthSettings,
  orgMemberRow,
  orgProfile,
  orgProfileForm,
} from './orgadmin.js';

// An organisation admin's calls (/orgadmin/{id}): ORG_ADMIN of that organisation, or a platform admin.
const orgAdminOf = 'id' as const;
const orgParams = z.object({ id: recordId });
const memberParams = z.object({ id: recordId, userId: recordId });

export const getOrgDashboard = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/main',
  summary:
    "The organisation admin's dashboard: members by privilege, pending requests, CDMs with their figures.",
  params: orgParams,
  content: orgAdminDashboard,
});

export const listOrgMembers = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/members',
  summary: 'Members and pending or rejected applicants of the organisation.',
  params: orgParams,
  content: z.array(orgMemberRow),
});

export const decideMembership = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/members/:userId/decision',
  summary:
    'Approve a pending request (an organisation researcher when the organisation employs the user, a partner otherwise) or reject it; the user is notified.',
  params: memberParams,
  body: memberDecision,
  content: orgMemberRow,
});

export const changeMemberPriv = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/members/:userId',
  summary: "Change a member's privilege; the last ORG_ADMIN keeps theirs. The member is notified.",
  params: memberParams,
  body: changeMemberPrivilege,
  content: orgMemberRow,
});

export const removeMember = endpoint({
  orgAdminOf,
  method: 'DELETE',
  path: '/api/v1/orgs/:id/members/:userId',
  summary: 'Remove a member (never the last ORG_ADMIN); the member is notified.',
  params: memberParams,
  content: z.null(),
});

export const listMembershipHistory = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/members/history',
  summary:
    'Every membership and permission change of the organisation, newest first, filtered by member and date.',
  params: orgParams,
  body: membershipHistoryFilter,
  content: z.array(membershipEvent),
});

export const getOrgAuth = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/auth',
  summary:
    'The auth settings: default data access levels per kind of member, IRB requirement, concept look-up.',
  params: orgParams,
  content: orgAuthSettings,
});

export const setOrgConcept = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/auth/concept',
  summary: 'Whether members may look concepts up.',
  params: orgParams,
  body: conceptSetting,
  content: orgAuthSettings,
});

export const setOrgEvd = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/auth/evd',
  summary: 'Default data access levels for own researchers, partner researchers and the RFZ network.',
  params: orgParams,
  body: evdSetting,
  content: orgAuthSettings,
});

export const setOrgDisclosure = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/auth/disclosure',
  summary:
    'What may leave the hospital: the minimum cell count (2–100), rounding to 5, and whether unchecked files may be released at all. Sent to the hospital’s engine with every execution.',
  params: orgParams,
  body: disclosureSettings,
  content: orgAuthSettings,
});

export const setOrgIrb = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/auth/irb',
  summary: 'Whether an approved, unexpired IRB is required before any execution.',
  params: orgParams,
  body: irbSetting,
  content: orgAuthSettings,
});

export const listMemberPermissions = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/members/permissions',
  summary: "Each member's data access level: the default for their kind, their own where set, the effect.",
  params: orgParams,
  content: z.array(memberPermission),
});

export const setMemberPermission = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/members/:userId/permission',
  summary: "Set a member's own data access level, or null to follow the default; recorded in the history.",
  params: memberParams,
  body: memberPermissionChange,
  content: memberPermission,
});

// ── The organisation's profile and adding members (spec §7 "Orgs": profile, modify, invite-search, member) ──

export const getOrgProfile = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/profile',
  summary:
    "The organisation's profile as its admin keeps it: description, visibility, how people join (auto-registration, staff email domains, mailing); name, logo and RFZ level are shown as the master set them.",
  params: orgParams,
  content: orgProfile,
});

export const modifyOrgProfile = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/modify',
  summary:
    "Change the organisation's description, visibility to outsiders, auto-registration with its staff email domains and auto-mailing. Name, logo and RFZ level stay the master's (PUT /master/orgs/{id}/modify).",
  params: orgParams,
  body: orgProfileForm,
  content: orgProfile,
});

export const searchOrgInviteCandidates = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/invite-search',
  summary:
    'Verified users not yet active in the organisation whose name or email contains the keyword (at most 20), for 회원 추가.',
  params: orgParams,
  query: inviteSearchQuery,
  content: z.array(inviteCandidate),
});

export const addOrgMemberDirectly = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/member',
  summary:
    'Add a user to the organisation with a privilege (organisation researcher, partner or admin) without a request of theirs; a pending request of theirs is decided with it. Recorded in the history; the user is notified.',
  params: orgParams,
  body: addOrgMember,
  content: orgMemberRow,
});
