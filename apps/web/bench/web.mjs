#!/usr/bin/env node
// `pnpm bench:web`: how fast the built web app's first load is (issue 9). Builds everything (unless
// BENCH_SKIP_BUILD=1), starts the built server on a throwaway PGlite with the demo seed, signs in as the
// demo researcher, and runs Lighthouse with Debian's Chromium on /login and on the signed-in dashboard,
// BENCH_RUNS times (3) per page and form factor (desktop, mobile); prints the medians of the scores and
// of LCP, CLS and TBT (BENCH_PAGES=dashboard or =login: that page only). Loopback only; stops everything it started. Not part of `npm test`: timings move
// with the machine, budgets that do not are in apps/web/src/build-size.test.ts. BENCH_REPORT_DIR=dir
// also keeps each page and form factor's last Lighthouse report there, to see what shifted or was late.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../../.ci/scripts/lib/free-port.mjs';
import { pnpmCommand } from '../../../.ci/scripts/lib/pnpm.mjs';
import { must } from '../../../.ci/scripts/lib/run.mjs';
import { signIn } from '../../../.ci/scripts/lib/sign-in.mjs';
import { cleanUp, onCleanup, startNode } from '../../server/bench/processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const reportDir = process.env.BENCH_REPORT_DIR;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Chromium as the machine's probe starts it: no sandbox as root, and nothing that reaches the network.
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

const formFactors = {
  // Lighthouse's own desktop preset: no throttling of the CPU beyond 1x, a fast wired connection.
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttling: {
      rttMs: 40,
      throughputKbps: 10240,
      cpuSlowdownMultiplier: 1,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
  },
  // Its default mobile: a mid-range phone on slow 4G (simulated), 4x CPU slowdown.
  mobile: { formFactor: 'mobile' },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const pnpm = pnpmCommand();
    console.log('building (under the build lock)');
    await must('flock', ['/tmp/cdmnet-build.lock', pnpm.command, ...pnpm.prefix, 'run', 'build'], {
      cwd: root,
    });
  }
  const { DEMO_PASSWORD } = await import('@cdmnet/api/contract');
  const url = await startServer();
  const cookie = await signIn(url, 'researcher@demo.cdmnet.kr', DEMO_PASSWORD);

  // One browser that Lighthouse drives over its debugging port; Playwright only hands the signed-in
  // page its cookies (the app reads one of them in the page, so a request header would not do).
  const debuggingPort = await freePort();
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-bench-chromium-'));
  onCleanup(() => rmSync(profileDir, { recursive: true, force: true }));
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    headless: true,
    args: [...chromeFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  onCleanup(() => browser.close());
  const cdp = await browser.newCDPSession(browser.pages()[0] ?? (await browser.newPage()));
  const cookies = cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url };
  });
  const pages = [
    // Lighthouse's storage reset signs the browser out and empties its cache before each run.
    { name: '/login', url: `${url}/login`, prepare: async () => {}, keepStorage: false },
    {
      name: '/ (dashboard)',
      url: `${url}/`,
      // Signed in, with a cold cache all the same.
      prepare: async () => {
        await cdp.send('Network.clearBrowserCache');
        await browser.addCookies(cookies);
      },
      keepStorage: true,
    },
  ];
  const rows = [];
  // BENCH_PAGES=dashboard (or login) measures that page only.
  const only = process.env.BENCH_PAGES;
  for (const page of pages.filter((p) => !only || p.name.includes(only))) {
    for (const [factor, settings] of Object.entries(formFactors)) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        await page.prepare();
        const { lhr } = await lighthouse(
          page.url,
          { port: debuggingPort, output: 'json', logLevel: 'error', disableStorageReset: page.keepStorage },
          {
            extends: 'lighthouse:default',
            settings: {
              ...settings,
              onlyCategories: ['performance', 'accessibility'],
              disableFullPageScreenshot: true,
            },
          },
        );
        if (lhr.runtimeError) throw new Error(`${page.name} (${factor}): ${lhr.runtimeError.message}`);
        if (lhr.finalDisplayedUrl.endsWith('/login') !== page.name.startsWith('/login'))
          throw new Error(
            `${page.name} (${factor}) ended at ${lhr.finalDisplayedUrl}: the sign-in did not hold`,
          );
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          const name = `${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${factor}.json`;
          writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        }
        results.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          js: lhr.audits['total-byte-weight'].numericValue,
        });
      }
      const m = (key) => median(results.map((r) => r[key]));
      rows.push(
        `${page.name.padEnd(14)} ${factor.padEnd(8)} perf ${String(m('performance')).padStart(3)}  a11y ${String(m('accessibility')).padStart(3)}  ` +
          `LCP ${(m('lcp') / 1000).toFixed(2)} s  CLS ${m('cls').toFixed(3)}  TBT ${Math.round(m('tbt'))} ms  ` +
          `bytes ${(m('js') / 1024).toFixed(0)} KB  (runs: ${results.map((r) => r.performance).join(', ')})`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(
    `\nLighthouse ${runs}x per page and form factor, medians, on ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)} at the end\n${rows.join('\n')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-bench-web-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  await startNode('server', [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DATABASE_URL: '',
      WEB_DIST: path.join(root, 'apps/web/dist'),
    },
    ready: 'is running at',
  });
  return `http://127.0.0.1:${port}`;
}
