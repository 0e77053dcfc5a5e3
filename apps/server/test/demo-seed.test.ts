import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessibleCdmEngine, Envelope } from '@cdmnet/api/contract';
import { demoServiceAddresses } from '../src/db/demo-network.js';
import { DEMO_ATLAS_SUPPORTER } from '../src/db/demo-roles.js';
import { atlases, cdmDatabases, engines, orgMembers, organizations, users } from '../src/db/schema.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// The demo network as the seed leaves it (issue 29 items 5 and 6): six hospitals sharing the GiBleed
// sample and a seventh, 강원솔내병원, on the Synthea27Nj sample (CDM v5.4, its own vocabulary), every
// CDM registered at the data node's PostgreSQL port for its site, so the master's check can read it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call } = callerFor(() => t);

const cdms = () =>
  t.db
    .select({
      orgName: organizations.name,
      name: cdmDatabases.name,
      host: cdmDatabases.host,
      port: cdmDatabases.port,
      databaseName: cdmDatabases.databaseName,
      cdmSchema: cdmDatabases.cdmSchema,
      patientCount: cdmDatabases.patientCount,
      periodStart: cdmDatabases.periodStart,
      periodEnd: cdmDatabases.periodEnd,
      version: cdmDatabases.version,
      vocabularyVersion: cdmDatabases.vocabularyVersion,
    })
    .from(cdmDatabases)
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .orderBy(asc(cdmDatabases.id));

describe('the demo seed', () => {
  it('keeps the six GiBleed hospitals’ figures exactly as they were', async () => {
    const gibleed = { version: '5.3.1', vocabularyVersion: 'v5.0 18-JAN-19' };
    expect((await cdms()).slice(0, 6)).toMatchObject([
      {
        name: 'HANBIT_CDM',
        patientCount: 808,
        periodStart: '1909-07-07',
        periodEnd: '2019-07-03',
        ...gibleed,
      },
      { name: 'SJMC_CDM', patientCount: 593, periodStart: '1908-09-22', periodEnd: '2019-07-01', ...gibleed },
      {
        name: 'HAEORUM_CDM',
        patientCount: 431,
        periodStart: '1909-04-17',
        periodEnd: '2019-06-30',
        ...gibleed,
      },
      {
        name: 'CHEONGSOL_CDM',
        patientCount: 350,
        periodStart: '1909-04-17',
        periodEnd: '2019-07-01',
        ...gibleed,
      },
      {
        name: 'MUDEUNG_CDM',
        patientCount: 296,
        periodStart: '1908-10-19',
        periodEnd: '2019-06-29',
        ...gibleed,
      },
      {
        name: 'HALLA_CDM',
        patientCount: 216,
        periodStart: '1909-04-17',
        periodEnd: '2019-06-28',
        ...gibleed,
      },
    ]);
  });

  it('adds 강원솔내병원 with its Synthea27Nj CDM (28 persons, v5.4) at the data node’s seventh site', async () => {
    const all = await cdms();
    expect(all).toHaveLength(7);
    expect(all[6]).toEqual({
      orgName: '강원솔내병원',
      name: 'GANGWON_CDM',
      host: '127.0.0.1',
      port: demoServiceAddresses(6).cdmPort,
      databaseName: 'gangwon_cdm',
      cdmSchema: 'cdm',
      patientCount: 28,
      periodStart: '1955-03-07',
      periodEnd: '2022-10-10',
      version: '5.4',
      vocabularyVersion: 'v5.0 09-APR-22*',
    });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.name, '강원솔내병원'));
    expect(org).toMatchObject({ rfzLevel: 'EV', description: '강원 영동권 지역 거점 병원' });
    const [engine] = await t.db.select().from(engines).where(eq(engines.orgId, org!.id));
    const [atlas] = await t.db.select().from(atlases).where(eq(atlases.orgId, org!.id));
    expect(engine?.address).toBe(demoServiceAddresses(6).engine);
    expect(atlas).toMatchObject({ address: demoServiceAddresses(6).atlas, engineId: engine?.id });
  });

  it('gives 강원솔내병원 an admin and researchers of its own', async () => {
    const members = await t.db
      .select({ email: users.email, privilege: orgMembers.privilege })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(eq(organizations.name, '강원솔내병원'))
      .orderBy(asc(users.id));
    expect(members).toEqual([
      { email: 'gaon.shim@solnae.or.kr', privilege: 'ORG_ADMIN' },
      { email: 'seoha.bang@solnae.or.kr', privilege: 'ORG_RESEARCHER' },
      { email: 'dogyeong.yeom@solnae.or.kr', privilege: 'ORG_RESEARCHER' },
    ]);
  });

  it('has an ATLAS supporter of its own, so the supporter page opens on the RFZ hospitals without a grant', async () => {
    const roles = async (email: string) =>
      (await t.db.select({ roles: users.researchRoles }).from(users).where(eq(users.email, email)))[0]?.roles;
    expect(DEMO_ATLAS_SUPPORTER).toBe('jiwoo.kang@hanbit-hospital.kr');
    expect(await roles(DEMO_ATLAS_SUPPORTER)).toEqual(['ATLAS_SUPPORTER']);
    // The grants that came before it are kept: 김민준's analysis roles, the master's own.
    expect(await roles('researcher@demo.cdmnet.kr')).toEqual(['ADVANCED_ANALYSIS', 'ML']);
    expect(await roles('taemin.song@haeorum.kr')).toEqual(['ML']);
    const tree = await call('GET', '/api/v1/atlas-supporter/accessible-cdm', DEMO_ATLAS_SUPPORTER);
    expect(tree.statusCode).toBe(200);
    const hospitals = tree.json<Envelope<AccessibleCdmEngine[]>>().content.map((engine) => engine.orgName);
    // 한빛 is in the RFZ network, so its researcher reaches every RFZ hospital's ATLAS.
    expect(hospitals).toEqual(expect.arrayContaining(['한빛대학교병원', '서울중앙의료원', '부산해오름병원']));
  });

  it('turns the Concept ID switch on at 한빛대학교병원 and 서울중앙의료원 only, so the concept page shows counts', async () => {
    const rows = await t.db
      .select({ name: organizations.name, on: organizations.onConceptId })
      .from(organizations);
    expect(
      rows
        .filter((row) => row.on)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['서울중앙의료원', '한빛대학교병원'].sort());
  });

  it('registers every demo CDM at the PostgreSQL port the data node serves its site on', async () => {
    const all = await cdms();
    expect(all.map((cdm) => [cdm.host, cdm.port])).toEqual(
      all.map((_, site) => ['127.0.0.1', demoServiceAddresses(site).cdmPort]),
    );
    expect(demoServiceAddresses(0, {}).cdmPort).toBe(17301);
    expect(demoServiceAddresses(6, { DATA_NODE_PG_PORT_BASE: '27301' }).cdmPort).toBe(27307);
  });
});
