#!/usr/bin/env node
// `npm start`: install (pnpm bootstrapped through npm), build, then run the demo data node (the six demo
// hospitals' analysis engines on 17101+ and ATLAS WebAPIs on 17201+, their CDMs under
// ./.data/data-node) and, once it is ready, the server, which migrates and (for the embedded database)
// seeds PGlite under ./.data and serves the web app and /api/v1. Both stop together: on SIGINT/SIGTERM,
// or when either exits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnDataNode } from './data-node.mjs';
import { installEnv, pnpmCommand } from './lib/pnpm.mjs';
import { must } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const pnpm = pnpmCommand();

await must(pnpm.command, [...pnpm.prefix, 'install', '--frozen-lockfile'], { env: installEnv });
await must(pnpm.command, [...pnpm.prefix, 'run', 'build']);

const children = new Set();
let exitCode;
let stopping = false;
/** Stops every child still running; this process exits once all have. */
function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}
function track(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (exitCode === undefined) {
      exitCode = code ?? (signal ? 1 : 0);
      if (!stopping) console.error(`${name} exited (${signal ?? `code ${code}`}); stopping the rest.`);
      stopAll();
    }
    if (children.size === 0) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (children.size === 0) process.exit(0);
    stopAll(signal);
  });
}

const dataNode = spawnDataNode({
  DATA_NODE_DEMO: '1',
  DATA_NODE_DATA_DIR: process.env.DATA_NODE_DATA_DIR ?? path.join(root, '.data/data-node'),
});
track(dataNode.child, 'the data node');
// The server's demo hospitals point at the data node's addresses: it starts once they answer. (If the
// data node exits first, its exit handler above ends this process.)
dataNode.ready.then(
  () => {
    if (stopping) return;
    const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        // A first run's console stays readable: warnings and errors only (LOG_LEVEL=info for every request).
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    });
    track(server, 'the server');
  },
  () => undefined,
);
