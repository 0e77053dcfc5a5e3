#!/usr/bin/env node
// DataTable benchmark: `node packages/ui/bench/table/run.mjs` (or `pnpm --filter @cdmnet/ui bench:table`).
//
// 1. Builds (Vite, production, react + vanilla-extract plugins, the kit's SOURCE through the
//    `@cdmnet/source` condition) a page with the network organisations table of spec §2: 10,000
//    deterministic rows, row height 60, virtual scrolling.
// 2. Serves it on a free loopback port and drives it with playwright-core in Debian's Chromium:
//    RUNS fresh pages (a new browser context each), every figure measured inside the page.
// 3. Builds a page that imports every export of the kit with react/react-dom external, and gzips
//    its JavaScript.
// 4. Prints medians with the targets (and PrimeReact 10's figures) beside them.
//
// Only loopback traffic; bounded (a hard timeout ends it); builds go to .out/ (git-ignored), which is
// removed at the end unless BENCH_KEEP=1. Options (environment): BENCH_RUNS (default 10),
// BENCH_KEEP=1, CHROMIUM_PATH (default /usr/bin/chromium). Exit code 1 when a target is missed
// and BENCH_STRICT=1.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { chromiumArgs, FILTER_KEY, median, oneRun, ROW_COUNT, serve } from './driver.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(benchDir, '.out');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const HARD_TIMEOUT_MS = 10 * 60_000;

const hardTimeout = setTimeout(() => {
  console.error(`bench: still running after ${HARD_TIMEOUT_MS / 60_000} minutes, stopping.`);
  process.exit(2);
}, HARD_TIMEOUT_MS);

// ——— build ———

const baseConfig = () => ({
  root: benchDir,
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@cdmnet/source', ...defaultClientConditions] },
});

/** Builds one page on its own (no chunk shared with the other page, whose cache would warm it). */
async function buildPage(html) {
  const name = path.basename(html, '.html');
  await build({
    ...baseConfig(),
    base: `/${name}/`,
    build: {
      outDir: path.join(outDir, 'page', name),
      emptyOutDir: true,
      reportCompressedSize: false,
      minify: process.env.BENCH_MINIFY !== '0',
      rolldownOptions: { input: path.join(benchDir, html), checks: { pluginTimings: false } },
    },
  });
}

const isReact = (id) => /^(react|react-dom|scheduler)(\/|$)/.test(id);

/** Builds one entry with react/react-dom external; returns the raw and gzip sizes of its JS and CSS. */
async function buildSizePage(name) {
  const dir = path.join(outDir, name);
  await build({
    ...baseConfig(),
    build: {
      outDir: dir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { [name]: path.join(benchDir, `${name}.ts`) },
        external: isReact,
        checks: { pluginTimings: false },
      },
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
  const sizeOf = (extension) => {
    const chosen = files.filter((file) => file.endsWith(extension));
    const raw = chosen.reduce((sum, file) => sum + statSync(file).size, 0);
    const gzip = chosen.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    return { raw, gzip };
  };
  return { js: sizeOf('.js'), css: sizeOf('.css') };
}

// ——— serve ———

// ——— measure ———

/** The same first rows in a plain React table, in a fresh context too: the floor of the first paint. */
async function baselineRun(browser, baselineUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(baselineUrl, { waitUntil: 'commit' });
    await page.waitForFunction(() => globalThis.__baseline !== undefined, undefined, { polling: 10 });
    return await page.evaluate(() => globalThis.__baseline.firstRows());
  } finally {
    await context.close();
  }
}

/**
 * Prints the medians. Timed actions get two figures: to the end of the painted frame (rAF, then a
 * task: the tighter one) and to the next frame's rAF (double rAF: an upper bound, up to one frame
 * more); the verdict is given for each.
 */
function report(runs, size) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const rows = [];
  const verdict = (value, target) => (target === undefined ? '' : value <= target ? 'PASS' : 'MISS');
  const add = (name, { values, frames, target, prime, format = ms }) => {
    const value = median(values);
    const frame = frames ? median(frames) : undefined;
    rows.push({
      name,
      value: format(value),
      frame: frame === undefined ? '' : format(frame),
      target: target === undefined ? '' : `≤ ${format(target)}`,
      prime: prime ?? '',
      verdict: [verdict(value, target), frame === undefined ? '' : verdict(frame, target)]
        .filter(Boolean)
        .join(' / '),
      // The summary goes by the tighter figure: the double rAF carries ~10 ms of the method itself.
      missed: target !== undefined && value > target,
    });
  };
  const timed = (key) => ({
    values: runs.map((run) => run[key].paint),
    frames: runs.map((run) => run[key].nextFrame),
  });
  const keys = (pick) => runs.map((run) => pick(run.keys));
  const slowest = (field) => (list) => Math.max(...list.map((key) => key[field]));
  const total = (field) => (list) => list.reduce((sum, key) => sum + key[field], 0);

  add('first rows painted (from navigation, data included)', {
    values: runs.map((run) => run.firstRows),
    target: 250,
    prime: '468 ms',
  });
  add('  the same rows in a plain React <table> (floor, no DataTable)', {
    values: runs.map((run) => run.baselineFirstRows),
  });
  add('sort 기관명 asc, clicked as the rows appear (cold)', {
    ...timed('sortNameCold'),
    target: 60,
    prime: '90–126 ms',
  });
  add('sort 기관명 asc, first sort after 1 s (idle-prepared)', {
    ...timed('sortNameAsc'),
    target: 60,
    prime: '90–126 ms',
  });
  add('sort 기관명 desc', { ...timed('sortNameDesc'), target: 35, prime: '90–126 ms' });
  add('sort removed (third click)', { ...timed('sortNameNone'), target: 35 });
  add('sort 기관명 asc again (cached)', { ...timed('sortNameAscAgain'), target: 35, prime: '90–126 ms' });
  add('sort 환자 수 asc, first sort of the column', {
    ...timed('sortPatientsAsc'),
    target: 60,
    prime: '90–126 ms',
  });
  add('sort 환자 수 desc', { ...timed('sortPatientsDesc'), target: 35, prime: '90–126 ms' });
  add('sort 환자 수 asc again (cached)', {
    ...timed('sortPatientsAscAgain'),
    target: 35,
    prime: '90–126 ms',
  });
  add(`filter "${FILTER_KEY}" key by key: slowest key`, {
    values: keys(slowest('paint')),
    frames: keys(slowest('nextFrame')),
    target: 25,
    prime: '140 ms',
  });
  add(`filter "${FILTER_KEY}" key by key: 5 keys in total`, {
    values: keys(total('paint')),
    frames: keys(total('nextFrame')),
    target: 90,
    prime: '643 ms',
  });
  add('filter pasted', { ...timed('paste'), target: 20, prime: '~125 ms' });
  add('filter cleared (after typing)', { ...timed('clear'), target: 20, prime: '~125 ms' });
  add('filter cleared (after pasting)', { ...timed('clearAfterPaste'), target: 20, prime: '~125 ms' });
  add('scroll to the last row', { ...timed('scrollToEnd'), target: 20, prime: '123 ms' });
  add('JS heap after GC', {
    values: runs.map((run) => run.heap / 1024 / 1024),
    target: 8,
    prime: '7.7 MB',
    format: (value) => `${value.toFixed(2)} MB`,
  });
  add('paint detection alone (an empty action)', timed('idle'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  rows.push({
    name: 'kit JS, every export, beyond react/react-dom (gzip)',
    value: kb(size.js.gzip),
    frame: '',
    target: '≤ 80.0 KB',
    prime: '',
    verdict: size.js.gzip <= 80 * 1024 ? 'PASS' : 'MISS',
    missed: size.js.gzip > 80 * 1024,
  });
  const info = (name, value) =>
    rows.push({ name, value, frame: '', target: '', prime: '', verdict: '', missed: false });
  info('  the DataTable alone, its dependencies included (gzip)', kb(size.dataTable.js.gzip));
  info('kit CSS, every export (gzip)', kb(size.css.gzip));

  const header = {
    name: 'measure',
    value: 'rAF+task',
    frame: 'double rAF',
    target: 'target',
    prime: 'PrimeReact 10',
    verdict: 'verdict',
  };
  const columns = Object.keys(header);
  const widths = Object.fromEntries(
    columns.map((key) => [key, Math.max(...[header, ...rows].map((row) => String(row[key]).length))]),
  );
  const line = (row) =>
    columns
      .map((key) =>
        key === 'value' || key === 'frame'
          ? String(row[key]).padStart(widths[key])
          : String(row[key]).padEnd(widths[key]),
      )
      .join('  ')
      .trimEnd();
  const [first] = runs;
  console.log(
    `\nDataTable bench: ${runs.length} runs, ${ROW_COUNT.toLocaleString('en')} rows, row height 60, ` +
      `load average ${loadavg()[0].toFixed(2)} (1 min) at the end`,
  );
  console.log(line(header));
  console.log('-'.repeat(line(header).length));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nrAF+task: action → the end of the frame that painted its result (a task posted from that ` +
      `frame's rAF). double rAF: action → the next frame's rAF. Medians; every run in a fresh ` +
      `browser context. Rows matching "${FILTER_KEY}": ${first.filteredRows}. Size page: JS ` +
      `${kb(size.js.raw)}, CSS ${kb(size.css.raw)} raw.`,
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
  console.log('building the bench page…');
  await buildPage('index.html');
  await buildPage('baseline.html');
  const pageDir = path.join(outDir, 'page');
  console.log('building the size pages…');
  const size = await buildSizePage('size');
  size.dataTable = await buildSizePage('size-data-table');

  server = await serve(pageDir);
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}/index/`;
  const baselineUrl = `http://127.0.0.1:${port}/baseline/baseline.html`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs(), '--js-flags=--expose-gc'],
    headless: true,
  });

  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun(browser, url);
    run.baselineFirstRows = await baselineRun(browser, baselineUrl);
    runs.push(run);
    console.log(
      `run ${i + 1}/${RUNS}: first rows ${run.firstRows.toFixed(0)} ms, sort ${run.sortNameAsc.paint.toFixed(0)} ms, ` +
        `keys ${run.keys.map((k) => k.paint.toFixed(0)).join('/')} ms, scroll ${run.scrollToEnd.paint.toFixed(0)} ms` +
        ` (script: sort ${run.sortNameAsc.script.toFixed(0)}, none ${run.sortNameNone.script.toFixed(0)}/${run.sortNameNone.paint.toFixed(0)}, keys ${run.keys.map((k) => k.script.toFixed(0)).join('/')})`,
    );
  }
  const missed = report(runs, size);
  if (missed.length > 0) {
    console.log(`\nMissed: ${missed.join('; ')}`);
    if (process.env.BENCH_STRICT === '1') exitCode = 1;
  } else {
    console.log('\nEvery target met.');
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
