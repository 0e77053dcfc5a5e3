import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MEMORY, type NodeConfig } from './config.js';
import type { CdmDatabase } from './cdm/database.js';
import { cdmLookup } from './cdm/cdm-lookup.js';
import { warmUp } from './cdm/disclosure.js';
import { openSiteDatabases } from './cdm/loader.js';
import { PgliteSiteDatabase } from './cdm/pglite-site.js';
import { startWireServer, type WireServer } from './cdm/wire-server.js';
import { HeldFiles } from './engine/held-files.js';
import { buildEngineApp, type EngineApp } from './engine/routes.js';
import { Semaphore } from './engine/submissions.js';
import { nodeMessages as m } from './messages.ko.js';
import { DesignStore } from './webapi/design-store.js';
import { RecordCounts } from './webapi/record-counts.js';
import { buildWebApiApp } from './webapi/routes.js';

// The data node: every site's database, engine app and WebAPI app in one process. A site is one
// hospital's CDM database with its two ports; the apps of a site share its database and nothing else.

export interface RunningSite {
  database: string;
  engine: string;
  webapi: string;
  /** The site's CDM over the PostgreSQL wire protocol (`postgres://host:port/database`), or null. */
  postgres: string | null;
}

export interface RunningNode {
  sites: RunningSite[];
  close(): Promise<void>;
}

/** How a listening address reads in a URL: loopback for "every interface", IPv6 in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startDataNode(
  config: NodeConfig,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<RunningNode> {
  const started = Date.now();
  print(m.starting(config.sites.length, config.dataDir));
  const databases: CdmDatabase[] = await openSiteDatabases(config, print);
  const engines: EngineApp[] = [];
  const apps: FastifyInstance[] = [];
  const wireServers: WireServer[] = [];
  const sites: RunningSite[] = [];
  const recordCounts: RecordCounts[] = [];
  try {
    for (const [index, site] of config.sites.entries()) {
      const db = databases[index]!;
      const lookup = cdmLookup(db, site.schemas);
      // Not awaited: the site serves meanwhile; a failure here only costs the first execution time.
      void warmUp(lookup).catch(() => undefined);
      const engine = buildEngineApp(
        {
          site,
          db,
          config,
          // PGlite runs one query at a time; a hospital's PostgreSQL takes a few packages at once.
          lock: new Semaphore(db.kind === 'pglite' ? 1 : 4),
          lookup,
          held: new HeldFiles(
            config.dataDir === MEMORY ? null : path.join(config.dataDir, 'held', site.database),
            config.heldDays * 86_400_000,
          ),
          print,
        },
        { logRequests: config.logRequests },
      );
      engines.push(engine);
      apps.push(engine.app);
      const designs = new DesignStore(
        config.dataDir === MEMORY ? null : DesignStore.fileOf(config.dataDir, site.database),
      );
      const counts = new RecordCounts(db, site.schemas, config.minCellCount);
      recordCounts.push(counts);
      const webapi = buildWebApiApp(site, db, designs, counts, { logRequests: config.logRequests });
      apps.push(webapi);
      await engine.app.listen({ port: site.enginePort, host: config.host });
      await webapi.listen({ port: site.webapiPort, host: config.host });
      const host = urlHost(config.host);
      const enginePort = (engine.app.server.address() as { port: number }).port;
      const webapiPort = (webapi.server.address() as { port: number }).port;
      let postgres: string | null = null;
      if (site.pgPort !== null && db instanceof PgliteSiteDatabase) {
        const wire = await startWireServer(db, {
          database: site.database,
          host: config.host,
          port: site.pgPort,
        });
        wireServers.push(wire);
        postgres = `postgres://${host}:${wire.port}/${site.database}`;
      }
      sites.push({
        database: site.database,
        engine: `http://${host}:${enginePort}`,
        webapi: `http://${host}:${webapiPort}/WebAPI`,
        postgres,
      });
    }
  } catch (error) {
    await Promise.allSettled(wireServers.map((wire) => wire.close()));
    await Promise.allSettled(apps.map((app) => app.close()));
    await Promise.allSettled(databases.map((db) => db.close()));
    throw error;
  }
  print(m.ready(((Date.now() - started) / 1000).toFixed(1)));
  for (const site of sites) print(m.site(site.database, site.engine, site.webapi, site.postgres));

  // Every concept's record counts, counted ahead once the node is ready (not before: readiness must
  // not wait). One site after another: the machine's cores serve every site meanwhile, and a site
  // being counted still answers between its statements.
  const stopCounting = new AbortController();
  const counting = (async () => {
    for (const [index, counts] of recordCounts.entries()) {
      const database = config.sites[index]!.database;
      const began = Date.now();
      try {
        await counts.precompute(stopCounting.signal);
        print(m.countsPrecomputed(database, ((Date.now() - began) / 1000).toFixed(1), counts.size));
      } catch (error) {
        if (stopCounting.signal.aborted) return;
        print(m.countsFailed(database, error instanceof Error ? error.message : String(error)));
      }
    }
  })();

  let closing: Promise<void> | undefined;
  return {
    sites,
    close() {
      closing ??= (async () => {
        print(m.stopping);
        stopCounting.abort();
        await counting;
        await Promise.allSettled(engines.map((engine) => engine.shutdown()));
        await Promise.allSettled(wireServers.map((wire) => wire.close()));
        await Promise.allSettled(apps.map((app) => app.close()));
        await Promise.allSettled(databases.map((db) => db.close()));
      })();
      return closing;
    },
  };
}
