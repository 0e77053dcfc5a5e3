import type { HttpHandler } from 'msw';
import type { DashboardOrganizations, FnetInfo, OrgUserPrivilege } from '../contract/index.js';
import { dashboardApi } from '../contract/index.js';
import type { MockDb } from './db.js';
import { settingsOf } from './admin.fixtures.js';
import { mockFor, requireUser } from './session.js';

// The same rules as apps/server/src/services/dashboard.ts, over the mock db's organisations and CDMs.
const active: readonly OrgUserPrivilege[] = ['ORG_RESEARCHER', 'ORG_PARTNER', 'ORG_ADMIN'];

function organizationsOf(db: MockDb): DashboardOrganizations {
  const { orgList } = requireUser(db);
  const inRfz = (orgId: number) => settingsOf(db, orgId).rfzLevel !== '';
  const cdmsOf = (orgId: number) => db.cdms.filter((cdm) => cdm.orgId === orgId);
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
      // The CDMs themselves, as the server counts them (부산해오름병원 has two).
      openDbs: db.organizations
        .filter((o) => activeIds.includes(o.id) || (inRfzMyself && inRfz(o.id)))
        .reduce((n, o) => n + cdmsOf(o.id).length, 0),
      totalOrgs: visible.length,
    },
    organizations: orgList
      .map((m) => {
        const org = db.organizations.find((o) => o.id === m.orgId);
        const cdms = cdmsOf(m.orgId);
        return {
          id: m.orgId,
          name: m.orgName,
          logoImageId: org?.logoImageId ?? null,
          rfzLevel: settingsOf(db, m.orgId).rfzLevel,
          privilege: m.orgUserPrivilege,
          cdmCount: cdms.length,
          patientCount: cdms.reduce((sum, cdm) => sum + cdm.patientCount, 0),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'ko')),
  };
}

function fnetInfoOf(db: MockDb): FnetInfo {
  const researchers = db.users.filter((u) => u.orgList.some((m) => active.includes(m.orgUserPrivilege)));
  // ISO dates compare as strings.
  const starts = db.cdms.flatMap((cdm) => (cdm.periodStart ? [cdm.periodStart] : [])).sort();
  const ends = db.cdms.flatMap((cdm) => (cdm.periodEnd ? [cdm.periodEnd] : [])).sort();
  return {
    organizations: db.organizations.length,
    rfzOrganizations: db.organizations.filter((o) => settingsOf(db, o.id).rfzLevel !== '').length,
    cdmDatabases: db.cdms.length,
    patients: db.cdms.reduce((sum, cdm) => sum + cdm.patientCount, 0),
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
