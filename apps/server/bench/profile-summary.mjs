#!/usr/bin/env node
// Where a server's time went: sums the self time of a `node --cpu-prof` profile per function and per
// file (package), heaviest first. `node profile-summary.mjs <file.cpuprofile> [rows]`; pair it with
// `BENCH_CPU_PROF=<dir> pnpm bench:api`, which runs the server under --cpu-prof.
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Each sample names the node that was running; the time to the next sample is that node's self time.
const selfMicros = new Map();
profile.samples.forEach((id, i) =>
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** node_modules/.pnpm/fastify@5/node_modules/fastify/lib/x.js → fastify/lib/x.js; our dist stays as is. */
const shortUrl = (url) => {
  if (!url) return '(native)';
  const inModules = url.split('/node_modules/').at(-1);
  return inModules === url ? url.replace(/^file:\/\/.*?\/apps\//, 'apps/') : inModules;
};
const packageOf = (url) => {
  if (!url) return '(native)';
  if (!url.includes('/node_modules/')) return url.startsWith('node:') ? 'node' : shortUrl(url);
  const rest = url.split('/node_modules/').at(-1).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
};

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (micros === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'}  ${shortUrl(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + micros);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time per package or file', byPackage);
print('self time per function', byFunction);
