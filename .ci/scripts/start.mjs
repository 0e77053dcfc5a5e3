#!/usr/bin/env node
// `npm start`: install (pnpm bootstrapped through npm), build, then run the server, which migrates and
// (for the embedded database) seeds PGlite under ./.data and serves the web app and /api/v1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installEnv, pnpmCommand } from './lib/pnpm.mjs';
import { must } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const pnpm = pnpmCommand();

await must(pnpm.command, [...pnpm.prefix, 'install', '--frozen-lockfile'], { env: installEnv });
await must(pnpm.command, [...pnpm.prefix, 'run', 'build']);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
