#!/usr/bin/env node
// Network organisations table benchmark: `node apps/web/bench/network-table/run.mjs`.
//
// Measures the web app's own table (apps/web/src/features/network/components/organizations-table.tsx:
// kit DataTable, kit Select per row, RFZ badges, logos, 가입 신청 buttons) with 10,000 rows, and in
// the same runs the kit's own bench page (packages/ui/bench/table: the same table with light cells),
// so the two columns of the report come from the same machine at the same moment.
//
// 1. Builds both pages with Vite (production, react + vanilla-extract plugins; the network table on
//    Preact as the app ships, the kit page on React; the packages' SOURCE
//    through the `@cdmnet/source` condition) into .out/ (git-ignored; removed at the end unless
//    BENCH_KEEP=1).
// 2. Serves .out/page on a free loopback port (logos: 36×36 PNGs made by the server, at the kit page's
//    /logo/{id}.png and at the app's /api/v1/files/{id}) and drives Debian's Chromium with
//    playwright-core: BENCH_RUNS (default 5) runs of each page, alternating, each in a fresh browser
//    context. The figures and the method are the kit bench's (see packages/ui/bench/table/README.md).
// 3. Prints the medians of both pages beside the kit bench's targets.
//
// Only loopback traffic; bounded by a hard timeout (BENCH_TIMEOUT_MIN, default 10). Options
// (environment): BENCH_RUNS, BENCH_KEEP=1, CHROMIUM_PATH (default /usr/bin/chromium),
// BENCH_STRICT=1 (exit code 1 when the network table misses a target).
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { reactAsPreact } from '../../build/preact.mjs';
import {
  chromiumArgs,
  FILTER_KEY,
  median,
  oneRun,
  ROW_COUNT,
  serve,
} from '../../../../packages/ui/bench/table/driver.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(benchDir, '../../../..');
const kitBenchDir = path.join(repoDir, 'packages/ui/bench/table');
const outDir = path.join(benchDir, '.out');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const HARD_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MIN ?? 10) * 60_000;

const hardTimeout = setTimeout(() => {
  console.error(`bench: still running after ${HARD_TIMEOUT_MS / 60_000} minutes, stopping.`);
  process.exit(2);
}, HARD_TIMEOUT_MS);

// ——— build ———

/**
 * Builds one page on its own (no chunk shared with the other page), on `runtime`: the network table on
 * Preact as the app ships it (build/preact.mjs), the kit page on React as the kit's bench runs it.
 * Returns its JS and CSS gzip sizes.
 */
async function buildPage(root, name, runtime) {
  const dir = path.join(outDir, 'page', name);
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      conditions: ['@cdmnet/source', ...defaultClientConditions],
      alias: runtime === 'preact' ? reactAsPreact : [],
    },
    base: `/${name}/`,
    build: {
      outDir: dir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: { input: path.join(root, 'index.html'), checks: { pluginTimings: false } },
    },
  });
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const file = path.join(folder, entry);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(dir);
  const gzip = (extension) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return { js: gzip('.js'), css: gzip('.css') };
}

// ——— serve ———

// ——— measure (the kit bench's sequence, on either page) ———

/** The kit bench's measures and targets (packages/ui/bench/table/run.mjs), read off one run's result. */
const measures = [
  { name: 'first rows painted (from navigation, data included)', pick: (r) => r.firstRows, target: 250 },
  { name: 'sort 기관명 asc, clicked as the rows appear (cold)', timed: 'sortNameCold', target: 60 },
  { name: 'sort 기관명 asc, first sort after 1 s (idle-prepared)', timed: 'sortNameAsc', target: 60 },
  { name: 'sort 기관명 desc', timed: 'sortNameDesc', target: 35 },
  { name: 'sort removed (third click)', timed: 'sortNameNone', target: 35 },
  { name: 'sort 기관명 asc again (cached)', timed: 'sortNameAscAgain', target: 35 },
  { name: 'sort 환자 수 asc, first sort of the column', timed: 'sortPatientsAsc', target: 60 },
  { name: 'sort 환자 수 desc', timed: 'sortPatientsDesc', target: 35 },
  { name: 'sort 환자 수 asc again (cached)', timed: 'sortPatientsAscAgain', target: 35 },
  {
    name: `filter "${FILTER_KEY}" key by key: slowest key`,
    pick: (r) => Math.max(...r.keys.map((k) => k.paint)),
    frame: (r) => Math.max(...r.keys.map((k) => k.nextFrame)),
    target: 25,
  },
  {
    name: `filter "${FILTER_KEY}" key by key: 5 keys in total`,
    pick: (r) => r.keys.reduce((sum, k) => sum + k.paint, 0),
    frame: (r) => r.keys.reduce((sum, k) => sum + k.nextFrame, 0),
    target: 90,
  },
  { name: 'filter pasted', timed: 'paste', target: 20 },
  { name: 'filter cleared (after typing)', timed: 'clear', target: 20 },
  { name: 'filter cleared (after pasting)', timed: 'clearAfterPaste', target: 20 },
  { name: 'scroll to the last row', timed: 'scrollToEnd', target: 20 },
  { name: 'JS heap after GC', pick: (r) => r.heap / 1024 / 1024, target: 8, unit: 'MB' },
  { name: 'paint detection alone (an empty action)', timed: 'idle' },
];

function report(network, kit, sizes) {
  const format = (value, unit = 'ms') =>
    value === undefined ? '' : unit === 'MB' ? `${value.toFixed(2)} MB` : `${value.toFixed(1)} ms`;
  const rows = measures.map((m) => {
    const value = (runs) => median(runs.map(m.pick ?? ((r) => r[m.timed].paint)));
    const frame = (runs) =>
      m.frame || m.timed ? median(runs.map(m.frame ?? ((r) => r[m.timed].nextFrame))) : undefined;
    const ours = value(network);
    const missed = m.target !== undefined && ours > m.target;
    return {
      name: m.name,
      network: format(ours, m.unit),
      networkFrame: format(frame(network), m.unit),
      kit: format(value(kit), m.unit),
      kitFrame: format(frame(kit), m.unit),
      target: m.target === undefined ? '' : `≤ ${format(m.target, m.unit)}`,
      verdict: m.target === undefined ? '' : missed ? 'MISS' : 'PASS',
      missed,
    };
  });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const info = (name, ours, theirs) =>
    rows.push({ name, network: ours, networkFrame: '', kit: theirs, kitFrame: '', target: '', verdict: '' });
  info('page JS, react included (gzip)', kb(sizes.network.js), kb(sizes.kit.js));
  info('page CSS (gzip)', kb(sizes.network.css), kb(sizes.kit.css));

  const header = {
    name: 'measure (medians)',
    network: 'network table',
    networkFrame: 'double rAF',
    kit: 'kit bench page',
    kitFrame: 'double rAF',
    target: 'kit target',
    verdict: 'network',
  };
  const columns = Object.keys(header);
  const numeric = new Set(['network', 'networkFrame', 'kit', 'kitFrame']);
  const widths = Object.fromEntries(
    columns.map((key) => [key, Math.max(...[header, ...rows].map((row) => String(row[key]).length))]),
  );
  const line = (row) =>
    columns
      .map((key) =>
        numeric.has(key) ? String(row[key]).padStart(widths[key]) : String(row[key]).padEnd(widths[key]),
      )
      .join('  ')
      .trimEnd();
  console.log(
    `\nNetwork table bench: ${network.length} runs of each page, ${ROW_COUNT.toLocaleString('en')} rows, ` +
      `row height 60, load average ${loadavg()[0].toFixed(2)} (1 min) at the end`,
  );
  console.log(line(header));
  console.log('-'.repeat(line(header).length));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nrAF+task: action → the end of the frame that painted its result; double rAF: → the next ` +
      `frame's rAF (an upper bound). Verdicts go by the network table's rAF+task figure. Rows matching ` +
      `"${FILTER_KEY}": ${network[0].filteredRows} (network), ${kit[0].filteredRows} (kit page).`,
  );
  return rows.filter((row) => row.missed).map((row) => row.name);
}

// ——— main ———

let server;
let browser;
let exitCode = 0;
try {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log('building the network table page and the kit bench page…');
  const sizes = {
    network: await buildPage(benchDir, 'network', 'preact'),
    kit: await buildPage(kitBenchDir, 'kit', 'react'),
  };

  server = await serve(path.join(outDir, 'page'));
  const { port } = server.address();
  const urls = { network: `http://127.0.0.1:${port}/network/`, kit: `http://127.0.0.1:${port}/kit/` };
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs(), '--js-flags=--expose-gc'],
    headless: true,
  });

  const network = [];
  const kit = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternating which goes first, so neither always meets a warmer or busier machine.
    const order = i % 2 === 0 ? ['network', 'kit'] : ['kit', 'network'];
    for (const name of order) {
      const run = await oneRun(browser, urls[name]);
      (name === 'network' ? network : kit).push(run);
      console.log(
        `run ${i + 1}/${RUNS} ${name.padEnd(7)}: first rows ${run.firstRows.toFixed(0)} ms, ` +
          `sort ${run.sortNameAsc.paint.toFixed(0)} ms, keys ${run.keys.map((k) => k.paint.toFixed(0)).join('/')} ms, ` +
          `scroll ${run.scrollToEnd.paint.toFixed(0)} ms`,
      );
    }
  }
  const missed = report(network, kit, sizes);
  if (missed.length > 0) {
    console.log(`\nMissed by the network table: ${missed.join('; ')}`);
    if (process.env.BENCH_STRICT === '1') exitCode = 1;
  } else {
    console.log('\nThe network table meets every target.');
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  if (process.env.BENCH_KEEP !== '1') rmSync(outDir, { recursive: true, force: true });
  clearTimeout(hardTimeout);
}
process.exit(exitCode);
