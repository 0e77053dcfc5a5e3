import type { HttpHandler } from 'msw';
import type { DashboardOrganizations, FnetInfo, OrgUserPrivilege } from '../contract/index.js';
import { dashboardApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import { fixtureOrgData } from './network.fixtures.js';
import { mockFor, requireUser } from './session.js';

// The same rules as apps/server/src/services/dashboard.ts, over the fixtures.
const active: readonly OrgUserPrivilege[] = ['ORG_RESEARCHER', 'ORG_PARTNER', 'ORG_ADMIN'];
const dataOf = (orgId: number) => fixtureOrgData.find((d) => d.orgId === orgId);
const inRfz = (orgId: number) => (dataOf(orgId)?.rfzLevel ?? '') !== '';

function organizationsOf(db: MockDb): DashboardOrganizations {
  const { orgList } = requireUser(db);
  const activeIds = orgList.filter((m) => active.includes(m.orgUserPrivilege)).map((m) => m.orgId);
  const inRfzMyself = activeIds.some(inRfz);
  const visible = db.organizations.filter(
    (o) => !o.hideFromExternal || orgList.some((m) => m.orgId === o.id),
  );
  return {
    counters: {
      belongingOrgs: orgList.filter((m) => ['ORG_RESEARCHER', 'ORG_ADMIN'].includes(m.orgUserPrivilege))
        .length,
      partnerOrgs: orgList.filter((m) => m.orgUserPrivilege === 'ORG_PARTNER').length,
      rfzOrgs: visible.filter((o) => inRfz(o.id)).length,
      openDbs: db.organizations.filter((o) => activeIds.includes(o.id) || (inRfzMyself && inRfz(o.id)))
        .length,
      totalOrgs: visible.length,
    },
    organizations: orgList
      .map((m) => {
        const org = db.organizations.find((o) => o.id === m.orgId);
        const data = dataOf(m.orgId);
        return {
          id: m.orgId,
          name: m.orgName,
          logoImageId: org?.logoImageId ?? null,
          rfzLevel: data?.rfzLevel ?? '',
          privilege: m.orgUserPrivilege,
          cdmCount: data ? 1 : 0,
          patientCount: data?.cdm.patientCount ?? 0,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'ko')),
  };
}

function fnetInfoOf(db: MockDb): FnetInfo {
  const researchers = db.users.filter((u) => u.orgList.some((m) => active.includes(m.orgUserPrivilege)));
  const starts = fixtureOrgData.map((d) => d.cdm.periodStart).sort();
  const ends = fixtureOrgData.map((d) => d.cdm.periodEnd).sort();
  return {
    organizations: db.organizations.length,
    rfzOrganizations: db.organizations.filter((o) => inRfz(o.id)).length,
    cdmDatabases: fixtureOrgData.length,
    patients: fixtureOrgData.reduce((sum, d) => sum + d.cdm.patientCount, 0),
    researchers: researchers.length,
    periodStart: starts[0] ?? null,
    periodEnd: ends.at(-1) ?? null,
  };
}

export const dashboardHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  return [
    mock(dashboardApi.getDashboardOrganizations, () => ({ content: organizationsOf(db) })),
    mock(dashboardApi.getFnetInfo, () => {
      requireUser(db);
      return { content: fnetInfoOf(db) };
    }),
  ];
};
