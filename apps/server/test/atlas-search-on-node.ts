import { eq } from 'drizzle-orm';
import { atlases, cdmDatabases, organizations } from '../src/db/schema.js';
import { startDataNode, type DataNode } from './peers/data-node.mjs';
import { createTestApp, type TestApp } from './test-app.js';

// The platform with each demo hospital's ATLAS pointed at the real data node's WebAPI for its CDM:
// what the vocabulary search and concept viewer suites read. Lighter than platformOnNode (no engine
// jobs: these calls reach only the WebAPIs).

export function atlasSearchOnNode() {
  let t: TestApp | undefined;
  let node: DataNode | undefined;
  const atlasIds = new Map<string, number>();
  const addresses = new Map<number, string>();
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('atlasSearchOnNode: start() first');
    return value;
  };
  return {
    get t() {
      return started(t);
    },
    get node() {
      return started(node);
    },
    /** The ATLAS of a demo hospital, by the organisation's name. */
    atlasIdOf(org: string): number {
      return started(atlasIds.get(org));
    },
    /** The node's WebAPI address of an ATLAS. */
    addressOf(atlasId: number): string {
      return started(addresses.get(atlasId));
    },
    /** Points an ATLAS elsewhere (a stopped or silent WebAPI); `addressOf` puts it back. */
    async pointAt(atlasId: number, address: string) {
      await started(t).db.update(atlases).set({ address }).where(eq(atlases.id, atlasId));
    },
    async start() {
      [node, t] = await Promise.all([startDataNode(), createTestApp()]);
      for (const site of node.sites) {
        const [cdm] = await t.db
          .select({ engineId: cdmDatabases.engineId, orgName: organizations.name })
          .from(cdmDatabases)
          .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
          .where(eq(cdmDatabases.databaseName, site.database));
        if (!cdm?.engineId) continue;
        const [atlas] = await t.db
          .update(atlases)
          .set({ address: site.webapi })
          .where(eq(atlases.engineId, cdm.engineId))
          .returning({ id: atlases.id });
        if (!atlas) continue;
        atlasIds.set(cdm.orgName, atlas.id);
        addresses.set(atlas.id, site.webapi);
      }
    },
    async stop() {
      await t?.close();
      await node?.stop();
    },
  };
}
