import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type DashboardOrganizations, type Envelope, type FnetInfo } from '@cdmnet/api/contract';
import { organizations } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, email?: string) =>
  t.app.inject({ method: 'GET', url, headers: email ? { cookie: await signInAs(t.app, email) } : {} });

// Demo seed: seven hospitals, five of them in RFZ (EVD, EV, E, EV and 강원솔내병원's EV); each has one CDM,
// the first six's figures computed from the public GiBleed sample split among them, the seventh's from Synthea27Nj.
describe('GET /api/v1/dashboard/organizations', () => {
  it("counts a researcher's organisations and the RFZ databases their RFZ membership opens", async () => {
    const res = await get('/api/v1/dashboard/organizations', 'researcher@demo.cdmnet.kr');
    expect(res.statusCode).toBe(200);
    const { counters, organizations: orgs } = res.json<Envelope<DashboardOrganizations>>().content;
    expect(counters).toEqual({ belongingOrgs: 1, partnerOrgs: 0, rfzOrgs: 5, openDbs: 5, totalOrgs: 7 });
    expect(orgs).toEqual([
      {
        id: orgs[0]?.id,
        name: '한빛대학교병원',
        logoImageId: null,
        rfzLevel: 'EVD',
        privilege: 'ORG_RESEARCHER',
        cdmCount: 1,
        // Its 30 % share of the public GiBleed sample's persons (db/demo-cdm.ts).
        patientCount: 808,
      },
    ]);
  });

  it('counts a partner as a partner, not as belonging', async () => {
    const res = await get('/api/v1/dashboard/organizations', 'partner@demo.cdmnet.kr');
    expect(res.json<Envelope<DashboardOrganizations>>().content.counters).toMatchObject({
      belongingOrgs: 0,
      partnerOrgs: 1,
      openDbs: 5,
    });
  });

  it('opens no database to a user without an active membership', async () => {
    const res = await get('/api/v1/dashboard/organizations', 'master@demo.cdmnet.kr');
    expect(res.json<Envelope<DashboardOrganizations>>().content).toEqual({
      counters: { belongingOrgs: 0, partnerOrgs: 0, rfzOrgs: 5, openDbs: 0, totalOrgs: 7 },
      organizations: [],
    });
  });

  it('leaves an organisation hidden from outsiders out of their counts', async () => {
    await t.db
      .update(organizations)
      .set({ hideFromExternal: true })
      .where(eq(organizations.name, '제주한라병원'));
    const outsider = await get('/api/v1/dashboard/organizations', 'master@demo.cdmnet.kr');
    expect(outsider.json<Envelope<DashboardOrganizations>>().content.counters.totalOrgs).toBe(6);
    await t.db
      .update(organizations)
      .set({ hideFromExternal: false })
      .where(eq(organizations.name, '제주한라병원'));
  });

  it('answers 1004 without a session', async () => {
    const res = await get('/api/v1/dashboard/organizations');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: false, code: ResultCode.SESSION_EXPIRED });
  });
});

describe('GET /api/v1/dashboard/fnet-info', () => {
  it('sums the whole network for any signed-in user', async () => {
    const res = await get('/api/v1/dashboard/fnet-info', 'partner@demo.cdmnet.kr');
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<FnetInfo>>().content).toEqual({
      organizations: 7,
      rfzOrganizations: 5,
      cdmDatabases: 7,
      // Six demo hospitals split the GiBleed sample by person (2,694: all of it); 강원솔내병원 holds
      // Synthea27Nj's 28, observed until 2022.
      patients: 2_722,
      researchers: 45,
      periodStart: '1908-09-22',
      periodEnd: '2022-10-10',
    });
  });

  it('answers 1004 without a session', async () => {
    const res = await get('/api/v1/dashboard/fnet-info');
    expect(res.json()).toMatchObject({ code: ResultCode.SESSION_EXPIRED });
  });
});
