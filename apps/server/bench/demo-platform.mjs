import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeDataNodePorts, freePort } from '../../../.ci/scripts/lib/free-port.mjs';
import { pnpmCommand } from '../../../.ci/scripts/lib/pnpm.mjs';
import { must } from '../../../.ci/scripts/lib/run.mjs';
import { signIn } from '../../../.ci/scripts/lib/sign-in.mjs';
import { onCleanup, startNode } from './processes.mjs';

// What the benches that run the product as `npm start` does share: build what they start (unless
// BENCH_SKIP_BUILD=1), start the demo data node and the server with the demo seed on free loopback
// ports, and call the API as a signed-in user. Everything started is stopped by processes.mjs.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the workspace packages named (pnpm filters), one build at a time on the shared machine. */
export async function buildForBench(filters) {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const pnpm = pnpmCommand();
  for (const filter of filters)
    await must('flock', [
      '/tmp/cdmnet-build.lock',
      pnpm.command,
      ...pnpm.prefix,
      '--filter',
      filter,
      'run',
      'build',
    ]);
}

/**
 * The built server with the demo seed, on PGlite (or the PostgreSQL at `databaseUrl`), and with `dataNode`
 * the demo data node whose ports the seed registers. Resolves with the server's address.
 */
export async function startDemoPlatform({
  name,
  dataNode = true,
  nodeTimeoutMs = 300_000,
  databaseUrl = '',
}) {
  const bases = dataNode ? await freeDataNodePorts() : {};
  if (dataNode)
    await startNode('data node', [path.join(root, 'apps/data-node/dist/main.js')], {
      env: { ...bases, DATA_NODE_DEMO: '1', DATA_NODE_HOST: '127.0.0.1', DATA_NODE_DATA_DIR: 'memory://' },
      ready: 'DATA_NODE_READY',
      timeoutMs: nodeTimeoutMs,
    });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cdmnet-bench-${name}-`));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  await startNode('server', [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...bases,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DATABASE_URL: databaseUrl,
    },
    ready: 'is running at',
  });
  return { url: `http://127.0.0.1:${port}`, bases };
}

/**
 * The API as `email` calls it: `api(method, path, body)` answers the envelope's content, and throws
 * with the reply when the call did not succeed. A FormData body goes as multipart.
 */
export async function signedInApi(url, email, password) {
  const cookie = await signIn(url, email, password);
  const api = async (method, pathName, body) => {
    const form = body instanceof FormData;
    const response = await fetch(`${url}${pathName}`, {
      method,
      headers: { cookie, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    const json = await response.json();
    if (!response.ok || json.result !== true)
      throw new Error(`${email}: ${method} ${pathName} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.content;
  };
  return { cookie, api };
}
