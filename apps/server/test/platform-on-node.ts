import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { atlases, cdmDatabases, engines } from '../src/db/schema.js';
import { startExecutionJobs, type ExecutionJobs } from '../src/jobs/execution-queue.js';
import { designToSql } from '../src/services/design-packages.js';
import type { ExecutionQueue } from '../src/services/executions.js';
import { openLiveEvents, type LiveEvents } from '../src/services/live-events.js';
import { secretBox } from '../src/services/secrets.js';
import { startDataNode, type DataNode } from './peers/data-node.mjs';
import { projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The platform against the real data node (apps/data-node, a separate process reached over HTTP only),
// as the suites that run analyses on it share it: the server listening on a loopback port for the
// engine's callbacks, pg-boss jobs dispatching to the node, and each demo hospital's engine and ATLAS
// pointed at the node's site for its CDM.

export interface PlatformOnNode {
  readonly t: TestApp;
  readonly node: DataNode;
  readonly jobs: ExecutionJobs;
  readonly events: LiveEvents;
  readonly port: number;
  /** For `t.restart`: the queue that reaches whatever jobs run now. */
  readonly queue: ExecutionQueue;
  /** The demo CDMs by name (HANBIT_CDM …), each served by the node's site for its database. */
  readonly cdmIds: Map<string, number>;
  readonly h: ReturnType<typeof projectHelpers>;
  start(): Promise<void>;
  /** Starts the jobs again (after `jobs.stop()` and a restart of the app). */
  startJobs(): Promise<void>;
  stop(): Promise<void>;
}

export function platformOnNode(): PlatformOnNode {
  let t: TestApp | undefined;
  let node: DataNode | undefined;
  let jobs: ExecutionJobs | undefined;
  let events: LiveEvents | undefined;
  let port = 0;
  const cdmIds = new Map<string, number>();
  const secrets = secretBox(randomBytes(32));
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('platformOnNode: start() first');
    return value;
  };
  // The app is built before the jobs (which need its callback address): calls reach the jobs when made.
  const queue: ExecutionQueue = {
    dispatch: (ids) => started(jobs).dispatch(ids),
    abort: (ids) => started(jobs).abort(ids),
  };

  async function startJobs() {
    const app = started(t);
    jobs = await startExecutionJobs(
      {
        db: app.db,
        events: started(events),
        secrets,
        callbackBase: `http://127.0.0.1:${port}`,
        designToSql,
      },
      { executeSql: app.executeSql },
      { schedule: false },
    );
  }

  return {
    get t() {
      return started(t);
    },
    get node() {
      return started(node);
    },
    get jobs() {
      return started(jobs);
    },
    get events() {
      return started(events);
    },
    get port() {
      return port;
    },
    queue,
    cdmIds,
    h: projectHelpers(() => started(t)),
    startJobs,
    async start() {
      node = await startDataNode();
      events = await openLiveEvents({});
      t = await createTestApp({ executions: { events, queue } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
      await startJobs();
      for (const site of node.sites) {
        const [cdm] = await t.db
          .select({ id: cdmDatabases.id, name: cdmDatabases.name, engineId: cdmDatabases.engineId })
          .from(cdmDatabases)
          .where(eq(cdmDatabases.databaseName, site.database));
        if (!cdm?.engineId) throw new Error(`no demo CDM for ${site.database}`);
        cdmIds.set(cdm.name, cdm.id);
        await t.db.update(engines).set({ address: site.engine }).where(eq(engines.id, cdm.engineId));
        await t.db.update(atlases).set({ address: site.webapi }).where(eq(atlases.engineId, cdm.engineId));
      }
    },
    async stop() {
      await jobs?.stop();
      await events?.close();
      await t?.close();
      await node?.stop();
    },
  };
}
