import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeDataNodePorts, freePort } from '../../../.ci/scripts/lib/free-port.mjs';
import { startNginx } from '../../../.ci/scripts/lib/nginx.mjs';
import { startPostgres } from '../../../.ci/scripts/lib/postgres.mjs';
import { startDataNode } from '../test/peers/data-node.mjs';
import { onCleanup, startNode } from './processes.mjs';

// The platform as a hospital's IT runs it (README "Running it in production"): several instances of the
// built server on one PostgreSQL, started together, behind nginx with the example config
// (deploy/nginx/cdmnet.conf), and the demo data node, whose engines call back through nginx. Used by
// the multi-instance test (test/cluster) and the capacity bench. Everything started is stopped by
// processes.mjs's cleanUp().

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

/**
 * Starts it all; `instances` servers are started at the same moment (they take turns migrating and
 * seeding). Answers the proxy, the database (with `pause`/`resume`), the data node and each instance
 * with `kill()` (SIGKILL, as a crash) and `start()` (again, on its port).
 */
export async function startCluster({
  instances = 2,
  dataNode = true,
  workerConnections,
  nginxWorkers,
  serverEnv = {},
} = {}) {
  const postgres = await startPostgres({ maxConnections: 200 });
  onCleanup(postgres.stop);
  const bases = await freeDataNodePorts();
  const node = dataNode ? startDataNode({ env: bases, timeoutMs: 300_000 }) : undefined;
  if (node) onCleanup(async () => (await node).stop());
  const proxyPort = await freePort();
  const secretKey = randomBytes(32).toString('hex');

  const instance = async (index) => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `cdmnet-cluster-${index}-`));
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      pid: 0,
      /** What it printed since it last started (its logs at LOG_LEVEL warn, and any crash). */
      output: () => '',
      stop: async () => {},
      start: async () => {
        const started = await startNode(`server ${index + 1}`, [main], {
          env: {
            ...bases,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: postgres.url,
            SEED_DEMO: '1',
            // Every instance seals and opens the hospitals' credentials with the same key.
            SECRET_KEY: secretKey,
            // Engines call back through the proxy, reaching whichever instance is up.
            CALLBACK_URL: `http://127.0.0.1:${proxyPort}`,
            TRUST_PROXY: '127.0.0.1',
            PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
            LOG_LEVEL: 'warn',
            ...serverEnv,
          },
          ready: 'is running at',
          timeoutMs: 120_000,
        });
        server.pid = started.pid;
        server.stop = started.stop;
        server.output = started.output;
      },
      /** Ends it at once, as a crash or a pulled plug would: nothing is told to anyone. */
      kill: () => {
        process.kill(server.pid, 'SIGKILL');
        return new Promise((resolve) => setTimeout(resolve, 200));
      },
    };
    return server;
  };
  const servers = await Promise.all(Array.from({ length: instances }, (_, i) => instance(i)));
  await Promise.all(servers.map((server) => server.start()));
  const proxy = await startNginx(
    proxyPort,
    servers.map((server) => server.port),
    { workerConnections, workerProcesses: nginxWorkers },
  );
  onCleanup(proxy.stop);
  return { postgres, proxy, servers, dataNode: node ? await node : undefined };
}
