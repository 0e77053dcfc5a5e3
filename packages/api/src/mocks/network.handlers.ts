import type { HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import type { OrgUserPrivilege } from '../contract/enums.js';
import { networkApi } from '../contract/index.js';
import { orgUserPrivilegeLabels, replyMessages } from '../contract/messages.ko.js';
import type {
  AccessibleAtlas,
  AccessibleCdm,
  NetworkCdm,
  NetworkOrganization,
  NetworkUser,
} from '../contract/network.js';
import { orgAdminMessages as t } from '../contract/orgadmin.ko.js';
import type { UserInfo } from '../contract/user.js';
import {
  activeMembersOf,
  conflict,
  isActive,
  notFound,
  privilegeIn,
  recordEvent,
  setMembership,
  settingsOf,
  type MockCdm,
} from './admin.fixtures.js';
import type { MockDb } from './db.js';
import { notices, notifyUsers } from './notices.js';
import { mockFor, requireUser } from './session.js';
import { MockFailure } from './mock.js';

/** Users who have not finished verification are not researchers yet. */
const unverified: readonly UserInfo['priv'][] = ['PUBLIC', 'USER_WITHOUT_EMAIL'];
const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ko');

export const networkCdmOf = (cdm: MockCdm): NetworkCdm => ({
  id: cdm.id,
  name: cdm.name,
  patientCount: cdm.patientCount,
  periodStart: cdm.periodStart,
  periodEnd: cdm.periodEnd,
});

/** Organisations hidden from outsiders are seen by their members (any row) and by platform admins. */
export const visibleOrgsOf = (db: MockDb, user: UserInfo) =>
  db.organizations.filter(
    (org) => !org.hideFromExternal || user.priv === 'MASTER' || privilegeIn(user, org.id) !== null,
  );

/**
 * The organisations whose data the user may research on: their own (active membership), and every
 * RFZ organisation's when they are active in one in RFZ (spec §1).
 */
function researchOrgIdsOf(db: MockDb, user: UserInfo): Set<number> {
  const own = user.orgList.filter((m) => isActive(m.orgUserPrivilege)).map((m) => m.orgId);
  const rfz = db.organizations.map((o) => o.id).filter((id) => settingsOf(db, id).rfzLevel !== '');
  const inRfz = own.some((id) => rfz.includes(id));
  return new Set([...own, ...(inRfz ? rfz : [])]);
}

const orgNameOf = (db: MockDb, orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';

/** The network table, the directory, membership requests and the research CDM/ATLAS lists. */
export const networkHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const byOrgName = (a: { orgId: number; id: number }, b: { orgId: number; id: number }) =>
    orgNameOf(db, a.orgId).localeCompare(orgNameOf(db, b.orgId), 'ko') || a.id - b.id;
  return [
    mock(networkApi.listNetworkOrganizations, () => {
      const user = requireUser(db);
      const content = visibleOrgsOf(db, user)
        .map((org): NetworkOrganization => {
          const cdmList = db.cdms
            .filter((c) => c.orgId === org.id)
            .sort(byId)
            .map(networkCdmOf);
          return {
            id: org.id,
            name: org.name,
            logoImageId: org.logoImageId,
            rfzLevel: settingsOf(db, org.id).rfzLevel,
            description: org.description,
            autoRegistration: org.autoRegistration,
            cdm: cdmList[0] ?? null,
            cdmList,
            myPrivilege: privilegeIn(user, org.id),
          };
        })
        .sort((a, b) => byName(a, b) || a.id - b.id);
      return { content };
    }),

    mock(networkApi.listNetworkUsers, () => {
      requireUser(db);
      const content = db.users
        .filter((u) => !unverified.includes(u.priv))
        .map((u): NetworkUser => ({
          id: u.id,
          name: u.name,
          profileImageId: u.profileImageId,
          orgEmployedId: u.orgEmployedId,
          orgEmployedName: u.orgEmployedId === null ? null : orgNameOf(db, u.orgEmployedId) || null,
          expertArea: u.expertArea,
          expertDivision: u.expertDivision,
        }))
        .sort((a, b) => byName(a, b) || a.id - b.id);
      return { content };
    }),

    mock(networkApi.requestMembership, ({ body }) => {
      const user = requireUser(db);
      if (unverified.includes(user.priv)) {
        throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
      }
      // An organisation hidden from this user is as unknown as a missing one.
      const org = visibleOrgsOf(db, user).find((o) => o.id === body.orgId);
      if (!org) throw notFound();
      const before = privilegeIn(user, org.id);
      if (before === 'PENDING') throw conflict(t.alreadyRequested);
      if (isActive(before)) throw conflict(t.alreadyMember);

      const domain = user.primaryEmail.split('@')[1]?.toLowerCase() ?? '';
      if (org.autoRegistration && org.domains.includes(domain)) {
        const privilege: OrgUserPrivilege = user.orgEmployedId === org.id ? 'ORG_RESEARCHER' : 'ORG_PARTNER';
        setMembership(db, user, org.id, privilege, { note: body.note });
        recordEvent(db, org.id, 'ADMITTED', user, user, before, privilege);
        notifyUsers(db, [user.id], notices.membershipAdmitted(org.name, orgUserPrivilegeLabels[privilege]));
        return { content: { orgId: org.id, privilege }, message: t.admitted };
      }
      setMembership(db, user, org.id, 'PENDING', { note: body.note });
      recordEvent(db, org.id, 'REQUESTED', user, user, before, 'PENDING');
      const admins = activeMembersOf(db, org.id).filter((row) => row.privilege === 'ORG_ADMIN');
      notifyUsers(
        db,
        admins.map((row) => row.user.id),
        notices.membershipRequested(org.id, org.name, user.id, user.name, body.note),
      );
      return { content: { orgId: org.id, privilege: 'PENDING' as const }, message: t.requestSent };
    }),

    mock(networkApi.listCdms, () => {
      const orgIds = researchOrgIdsOf(db, requireUser(db));
      const content = db.cdms
        .filter((cdm) => orgIds.has(cdm.orgId))
        .sort(byOrgName)
        .map((cdm): AccessibleCdm => ({
          ...networkCdmOf(cdm),
          orgId: cdm.orgId,
          orgName: orgNameOf(db, cdm.orgId),
          engineId: cdm.engineId,
          version: cdm.version,
          vocabularyVersion: cdm.vocabularyVersion,
        }));
      return { content };
    }),

    mock(networkApi.listAtlases, () => {
      const orgIds = researchOrgIdsOf(db, requireUser(db));
      const content = db.atlases
        .filter((atlas) => orgIds.has(atlas.orgId))
        .sort(byOrgName)
        .map((atlas): AccessibleAtlas => ({
          id: atlas.id,
          name: atlas.name,
          orgId: atlas.orgId,
          orgName: orgNameOf(db, atlas.orgId),
          engineId: atlas.engineId,
          atlasHref: atlas.atlasHref,
          version: atlas.version,
        }));
      return { content };
    }),
  ];
};
