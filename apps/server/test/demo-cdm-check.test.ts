import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdmEntry, Envelope } from '@cdmnet/api/contract';
import { demoServiceAddresses } from '../src/db/demo-network.js';
import { cdmDatabases } from '../src/db/schema.js';
import { freePortBlock } from '../../../.ci/scripts/lib/free-port.mjs';
import { startDataNode, type DataNode } from './peers/data-node.mjs';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// Issue 29 item 6: the master's connection check of a demo CDM reads the real figures from the data
// node, which serves each site's CDM over the PostgreSQL wire protocol at DATA_NODE_PG_PORT_BASE + the
// site's index, the port the seed registers. (It used to try 127.0.0.1:5432 and always fail.)

const MASTER = 'master@demo.cdmnet.kr';
// A base of our own, so this node's seven ports do not meet another test's or a running demo's: free
// now, and below the ports the system hands out for outgoing connections (a random one up to 60,000 once
// met one of those on a busy machine).
let PG_BASE: number;

let t: TestApp;
let node: DataNode;
const { call } = callerFor(() => t);

beforeAll(async () => {
  PG_BASE = await freePortBlock(10);
  node = await startDataNode({ env: { DATA_NODE_PG_PORT_BASE: String(PG_BASE) } });
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
  await node?.stop();
});

const seededCdms = () =>
  t.db
    .select({
      id: cdmDatabases.id,
      orgId: cdmDatabases.orgId,
      name: cdmDatabases.name,
      port: cdmDatabases.port,
      databaseName: cdmDatabases.databaseName,
      patientCount: cdmDatabases.patientCount,
      periodStart: cdmDatabases.periodStart,
      periodEnd: cdmDatabases.periodEnd,
      version: cdmDatabases.version,
      vocabularyVersion: cdmDatabases.vocabularyVersion,
    })
    .from(cdmDatabases)
    .orderBy(asc(cdmDatabases.id));

describe('the master’s check of a demo CDM', () => {
  it('finds each site where the seed’s port rule puts it', async () => {
    const env = { DATA_NODE_PG_PORT_BASE: String(PG_BASE) };
    const cdms = await seededCdms();
    expect(node.sites.map((site) => site.database)).toEqual(cdms.map((cdm) => cdm.databaseName));
    expect(node.sites.map((site) => site.postgres)).toEqual(
      cdms.map(
        (cdm, i) => `postgres://127.0.0.1:${demoServiceAddresses(i, env).cdmPort}/${cdm.databaseName}`,
      ),
    );
  });

  it('reads every demo CDM’s real figures, the same the seed computed', async () => {
    const cdms = await seededCdms();
    for (const [i, cdm] of cdms.entries()) {
      // As a seed run under this node's DATA_NODE_PG_PORT_BASE would have registered it.
      const port = demoServiceAddresses(i, { DATA_NODE_PG_PORT_BASE: String(PG_BASE) }).cdmPort;
      await t.db.update(cdmDatabases).set({ port }).where(eq(cdmDatabases.id, cdm.id));
      const res = await call('POST', `/api/v1/master/orgs/${cdm.orgId}/cdm/${cdm.id}/check`, MASTER);
      expect(res.statusCode, `${cdm.name}: ${res.body}`).toBe(200);
      const reply = res.json<Envelope<{ ok: boolean; message: string; cdm: CdmEntry }>>();
      expect(reply.content.ok).toBe(true);
      const [after] = (await seededCdms()).filter((row) => row.id === cdm.id);
      expect(after, cdm.name).toEqual({ ...cdm, port });
    }
    const gangwon = cdms.find((cdm) => cdm.name === 'GANGWON_CDM');
    expect(gangwon).toMatchObject({ patientCount: 28, version: '5.4' });
  }, 120_000);

  it('says plainly that nothing answers where no CDM is served', async () => {
    const [hanbit] = await seededCdms();
    await t.db.update(cdmDatabases).set({ port: 1 }).where(eq(cdmDatabases.id, hanbit!.id));
    const res = await call('POST', `/api/v1/master/orgs/${hanbit!.orgId}/cdm/${hanbit!.id}/check`, MASTER);
    expect(res.statusCode).toBe(422);
    expect(res.json<Envelope<null>>().message).toContain('127.0.0.1:1');
  });
});
