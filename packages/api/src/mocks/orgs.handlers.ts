import type { HttpHandler } from 'msw';
import type { DataAccessLevel, OrgUserPrivilege } from '../contract/enums.js';
import { orgsApi } from '../contract/index.js';
import { orgUserPrivilegeLabels } from '../contract/messages.ko.js';
import type { InviteCandidate } from '../contract/master.js';
import type {
  MemberPermission,
  OrgAdminDashboard,
  OrgAuthSettings,
  OrgMemberRow,
  OrgProfile,
} from '../contract/orgadmin.js';
import { dataAccessLevelLabels, orgAdminMessages as t } from '../contract/orgadmin.ko.js';
import type { UserInfo } from '../contract/user.js';
import {
  activeMembersOf,
  conflict,
  detailOf,
  findOrg,
  isActive,
  keepsLastAdmin,
  notFound,
  privilegeIn,
  recordEvent,
  rowsOf,
  setMembership,
  settingsOf,
  userById,
} from './admin.fixtures.js';
import type { MockDb } from './db.js';
import { markNoticesDone, notices, noticeSubjects, notifyUsers } from './notices.js';
import { mockFor, requireUser } from './session.js';
import { networkCdmOf } from './network.handlers.js';

/** A timestamp's day in Korea (UTC+9), as the history's date filter counts days. */
const koreanDayOf = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ko');

/** Verified users only: a member is added as a researcher, never an account still being verified. */
const invitable: readonly UserInfo['priv'][] = ['NORMAL', 'ORG_ADMIN', 'MASTER'];

/**
 * Verified users not active in the organisation whose name or email holds the keyword, at most 20, as
 * the server's searchInviteCandidates answers both the master's and the organisation admin's search.
 */
export function inviteCandidatesOf(db: MockDb, orgId: number, keyword: string): InviteCandidate[] {
  findOrg(db, orgId);
  const needle = keyword.toLowerCase();
  return db.users
    .filter((user) => invitable.includes(user.priv) && !isActive(privilegeIn(user, orgId)))
    .filter(
      (user) => user.name.toLowerCase().includes(needle) || user.primaryEmail.toLowerCase().includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id)
    .slice(0, 20)
    .map((user) => ({
      id: user.id,
      name: user.name,
      email: user.primaryEmail,
      orgEmployedName:
        user.orgEmployedId === null
          ? null
          : (db.organizations.find((o) => o.id === user.orgEmployedId)?.name ?? null),
    }));
}

/** The organisation as its admin keeps it (GET /orgs/{id}/profile). */
export function orgProfileOf(db: MockDb, orgId: number): OrgProfile {
  const org = findOrg(db, orgId);
  return {
    id: org.id,
    name: org.name,
    logoImageId: org.logoImageId,
    rfzLevel: settingsOf(db, orgId).rfzLevel,
    description: org.description,
    hideFromExternal: org.hideFromExternal,
    autoRegistration: org.autoRegistration,
    domains: [...org.domains],
    autoMailing: org.autoMailing,
  };
}

/** An organisation admin's calls (/orgs/{id}/…): ORG_ADMIN of that organisation, or a platform admin. */
export const orgsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);

  const rowOf = (orgId: number, user: UserInfo, privilege: OrgUserPrivilege): OrgMemberRow => {
    const detail = detailOf(db, orgId, user.id);
    return {
      userId: user.id,
      name: user.name,
      email: user.primaryEmail,
      profileImageId: user.profileImageId,
      orgEmployedName:
        user.orgEmployedId === null
          ? null
          : (db.organizations.find((o) => o.id === user.orgEmployedId)?.name ?? null),
      employedHere: user.orgEmployedId === orgId,
      expertArea: user.expertArea,
      expertDivision: user.expertDivision,
      privilege,
      note: detail.note,
      since: detail.since,
    };
  };

  const person = (userId: number) => {
    const user = userById(db, userId);
    if (!user) throw notFound();
    return user;
  };

  /** The user's active membership: 404 for an unknown user, 404 (not a member) without one. */
  const activeMember = (orgId: number, userId: number) => {
    const user = person(userId);
    const privilege = privilegeIn(user, orgId);
    if (privilege === null || !isActive(privilege)) throw notFound(t.notMember);
    return { user, privilege };
  };

  const defaultLevelOf = (orgId: number, privilege: OrgUserPrivilege): DataAccessLevel => {
    const settings = settingsOf(db, orgId);
    return privilege === 'ORG_PARTNER' ? settings.partnerLevel : settings.researcherLevel;
  };

  const permissionOf = (orgId: number, user: UserInfo, privilege: OrgUserPrivilege): MemberPermission => {
    const defaultLevel = defaultLevelOf(orgId, privilege);
    const { level } = detailOf(db, orgId, user.id);
    return {
      userId: user.id,
      name: user.name,
      email: user.primaryEmail,
      privilege,
      defaultLevel,
      level,
      effectiveLevel: level ?? defaultLevel,
    };
  };

  const authOf = (orgId: number): OrgAuthSettings => {
    const settings = settingsOf(db, orgId);
    return {
      concept: settings.conceptLookup,
      irb: settings.irbRequired,
      evd: {
        researcher: settings.researcherLevel,
        partner: settings.partnerLevel,
        // The RFZ network's level is the organisation's RFZ level ('' is not in RFZ).
        rfz: (settings.rfzLevel || 'NONE') as DataAccessLevel,
      },
      disclosure: {
        minCellCount: settings.minCellCount,
        rounding: settings.rounding,
        releaseUnchecked: settings.releaseUnchecked,
      },
    };
  };

  const setAuth = (orgId: number, change: (settings: ReturnType<typeof settingsOf>) => void) => {
    findOrg(db, orgId);
    change(settingsOf(db, orgId));
    return { content: authOf(orgId), message: t.modified };
  };

  return [
    mock(orgsApi.getOrgDashboard, ({ params }) => {
      const org = findOrg(db, params.id);
      const rows = rowsOf(db, org.id);
      const count = (privilege: OrgUserPrivilege) => rows.filter((row) => row.privilege === privilege).length;
      const content: OrgAdminDashboard = {
        id: org.id,
        name: org.name,
        logoImageId: org.logoImageId,
        rfzLevel: settingsOf(db, org.id).rfzLevel,
        members: {
          ORG_ADMIN: count('ORG_ADMIN'),
          ORG_RESEARCHER: count('ORG_RESEARCHER'),
          ORG_PARTNER: count('ORG_PARTNER'),
          PENDING: count('PENDING'),
        },
        cdms: db.cdms
          .filter((cdm) => cdm.orgId === org.id)
          .sort((a, b) => a.id - b.id)
          .map(networkCdmOf),
      };
      return { content };
    }),

    mock(orgsApi.listOrgMembers, ({ params }) => {
      const org = findOrg(db, params.id);
      const content = rowsOf(db, org.id)
        .map((row) => rowOf(org.id, row.user, row.privilege))
        .sort((a, b) => b.since.localeCompare(a.since) || a.userId - b.userId);
      return { content };
    }),

    mock(orgsApi.decideMembership, ({ params, body }) => {
      const actor = requireUser(db);
      const org = findOrg(db, params.id);
      const user = person(params.userId);
      if (privilegeIn(user, org.id) !== 'PENDING') throw conflict(t.notPending);
      // Every admin's notice of the request is done, as services/memberships.ts marks it.
      markNoticesDone(db, noticeSubjects.membershipRequest(org.id, user.id));
      if (body.decision === 'REJECT') {
        setMembership(db, user, org.id, 'REJECTED');
        recordEvent(db, org.id, 'REJECTED', user, actor, 'PENDING', 'REJECTED');
        notifyUsers(db, [user.id], notices.membershipRejected(org.name));
        return { content: rowOf(org.id, user, 'REJECTED'), message: t.rejected };
      }
      // A researcher where the organisation employs them, a partner otherwise (domain.md).
      const next: OrgUserPrivilege = user.orgEmployedId === org.id ? 'ORG_RESEARCHER' : 'ORG_PARTNER';
      setMembership(db, user, org.id, next);
      recordEvent(db, org.id, 'APPROVED', user, actor, 'PENDING', next);
      notifyUsers(db, [user.id], notices.membershipApproved(org.name, orgUserPrivilegeLabels[next]));
      return { content: rowOf(org.id, user, next), message: t.approved };
    }),

    // Before the member paths below: `history` would otherwise be read as a member's id.
    mock(orgsApi.listMembershipHistory, ({ params, body }) => {
      findOrg(db, params.id);
      const content = db.membershipEvents
        .filter((e) => e.orgId === params.id)
        .filter((e) => body.userId === undefined || body.userId === null || e.userId === body.userId)
        .filter((e) => !body.from || koreanDayOf(e.createdAt) >= body.from)
        .filter((e) => !body.to || koreanDayOf(e.createdAt) <= body.to)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(({ orgId: _orgId, ...event }) => event);
      return { content };
    }),

    mock(orgsApi.listMemberPermissions, ({ params }) => {
      const org = findOrg(db, params.id);
      const content = activeMembersOf(db, org.id)
        .map((row) => permissionOf(org.id, row.user, row.privilege))
        .sort((a, b) => byName(a, b) || a.userId - b.userId);
      return { content };
    }),

    mock(orgsApi.setMemberPermission, ({ params, body }) => {
      const actor = requireUser(db);
      const org = findOrg(db, params.id);
      const { user, privilege } = activeMember(org.id, params.userId);
      const detail = detailOf(db, org.id, user.id);
      const before = detail.level;
      if (before !== body.level) {
        detail.level = body.level;
        // The history names the default DEFAULT, as the server writes it.
        recordEvent(
          db,
          org.id,
          'PERMISSION_CHANGED',
          user,
          actor,
          before ?? 'DEFAULT',
          body.level ?? 'DEFAULT',
        );
        const effective = body.level ?? defaultLevelOf(org.id, privilege);
        notifyUsers(db, [user.id], notices.accessLevelChanged(org.name, dataAccessLevelLabels[effective]));
      }
      return { content: permissionOf(org.id, user, privilege), message: t.changed };
    }),

    mock(orgsApi.changeMemberPriv, ({ params, body }) => {
      const actor = requireUser(db);
      const org = findOrg(db, params.id);
      const { user, privilege } = activeMember(org.id, params.userId);
      if (keepsLastAdmin(db, org.id, user, body.priv)) throw conflict(t.lastOrgAdmin);
      if (privilege !== body.priv) {
        setMembership(db, user, org.id, body.priv);
        recordEvent(db, org.id, 'PRIVILEGE_CHANGED', user, actor, privilege, body.priv);
        notifyUsers(db, [user.id], notices.orgPrivilegeChanged(org.name, orgUserPrivilegeLabels[body.priv]));
      }
      return { content: rowOf(org.id, user, body.priv), message: t.changed };
    }),

    mock(orgsApi.removeMember, ({ params }) => {
      const actor = requireUser(db);
      const org = findOrg(db, params.id);
      const { user, privilege } = activeMember(org.id, params.userId);
      if (keepsLastAdmin(db, org.id, user, null)) throw conflict(t.lastOrgAdmin);
      setMembership(db, user, org.id, null);
      recordEvent(db, org.id, 'REMOVED', user, actor, privilege, null);
      notifyUsers(db, [user.id], notices.removedFromOrg(org.name));
      return { content: null, message: t.deleted };
    }),

    mock(orgsApi.getOrgAuth, ({ params }) => {
      findOrg(db, params.id);
      return { content: authOf(params.id) };
    }),
    mock(orgsApi.setOrgConcept, ({ params, body }) =>
      setAuth(params.id, (settings) => {
        settings.conceptLookup = body.concept;
      }),
    ),
    mock(orgsApi.setOrgIrb, ({ params, body }) =>
      setAuth(params.id, (settings) => {
        settings.irbRequired = body.irb;
      }),
    ),
    mock(orgsApi.setOrgEvd, ({ params, body }) =>
      setAuth(params.id, (settings) => {
        settings.researcherLevel = body.evd.researcher;
        settings.partnerLevel = body.evd.partner;
        settings.rfzLevel = body.evd.rfz === 'NONE' ? '' : body.evd.rfz;
      }),
    ),
    // Sent to the hospital's engine with every later execution (the server's analysisRequest).
    mock(orgsApi.setOrgDisclosure, ({ params, body }) =>
      setAuth(params.id, (settings) => {
        settings.minCellCount = body.minCellCount;
        settings.rounding = body.rounding;
        settings.releaseUnchecked = body.releaseUnchecked;
      }),
    ),

    mock(orgsApi.getOrgProfile, ({ params }) => ({ content: orgProfileOf(db, params.id) })),
    mock(orgsApi.modifyOrgProfile, ({ params, body }) => {
      const org = findOrg(db, params.id);
      Object.assign(org, {
        description: body.description,
        hideFromExternal: body.hideFromExternal,
        autoRegistration: body.autoRegistration,
        domains: [...new Set(body.domains)],
        autoMailing: body.autoMailing,
      });
      return { content: orgProfileOf(db, params.id), message: t.modified };
    }),

    mock(orgsApi.searchOrgInviteCandidates, ({ params, query }) => ({
      content: inviteCandidatesOf(db, params.id, query.keyword),
    })),
    mock(orgsApi.addOrgMemberDirectly, ({ params, body }) => {
      const admin = requireUser(db);
      const org = findOrg(db, params.id);
      const user = person(body.userId);
      const before = privilegeIn(user, org.id);
      if (isActive(before)) throw conflict(t.alreadyMember);
      setMembership(db, user, org.id, body.priv);
      recordEvent(db, org.id, 'ADDED', user, admin, before, body.priv);
      // Adding someone who had asked to join decides their request, as the server does.
      if (before === 'PENDING') markNoticesDone(db, noticeSubjects.membershipRequest(org.id, user.id));
      notifyUsers(db, [user.id], notices.membershipAdmitted(org.name, orgUserPrivilegeLabels[body.priv]));
      return { content: rowOf(org.id, user, body.priv), message: t.registered };
    }),
  ];
};
