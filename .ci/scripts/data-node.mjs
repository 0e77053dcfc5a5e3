#!/usr/bin/env node
// `npm run data-node`: runs the built data node (apps/data-node/dist/main.js) with the DATA_NODE_*
// environment (apps/data-node/README.md); builds nothing. Also the helper start.mjs uses to run it
// beside the server and wait for its ready line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataNodeMain = path.join(root, 'apps/data-node/dist/main.js');
const READY = 'DATA_NODE_READY ';

/**
 * Starts the data node with `env` added to this process's environment. Its output goes to this
 * process's; `ready` resolves with the sites of its `DATA_NODE_READY {…}` line, or rejects if it exits
 * before printing one.
 */
export function spawnDataNode(env = {}) {
  const child = spawn(process.execPath, [dataNodeMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const ready = new Promise((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      let newline;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line.startsWith(READY)) resolve(JSON.parse(line.slice(READY.length)).sites);
      }
    });
    child.on('exit', (code, signal) =>
      reject(new Error(`the data node exited before it was ready (${signal ?? `exit code ${code}`})`)),
    );
  });
  // A caller that stops waiting must not see an unhandled rejection when the node exits later.
  ready.catch(() => undefined);
  return { child, ready };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(dataNodeMain)) {
    console.error(`${path.relative(root, dataNodeMain)}가 없습니다. 먼저 빌드하십시오: npm run build`);
    process.exit(1);
  }
  const child = spawn(process.execPath, [dataNodeMain], { cwd: process.cwd(), stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
