#!/usr/bin/env node
// `pnpm dev`: the server from source (tsx watch, port PORT or 3000) and Vite's dev server (WEB_PORT or
// 5173) proxying /api to it. Both stop together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './lib/pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pnpm = pnpmCommand();
const children = [
  spawn(pnpm.command, [...pnpm.prefix, '--filter', '@cdmnet/server', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data') },
  }),
  spawn(pnpm.command, [...pnpm.prefix, '--filter', '@cdmnet/web', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', stop);
