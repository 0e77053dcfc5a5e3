import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../.storybook/chromium';
import { freeDataNodePorts } from '../../.ci/scripts/lib/free-port.mjs';

// The real server, built, on a free port (npm test passes one; otherwise a random high port), with a
// throwaway embedded database: the end-to-end tests see exactly what `npm start` serves.
// Set in process.env so Playwright's workers, which load this file again, agree on it.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'cdmnet-e2e-'));
// The demo hospitals' data node, on ports of its own (one engine, one WebAPI and one PostgreSQL port
// per demo hospital from each base), which the server's demo seed registers: the server and the data
// node read the same variables.
const dataNode = Object.fromEntries(
  Object.entries(await freeDataNodePorts()).map(([name, free]) => [name, (process.env[name] ??= free)]),
) as Awaited<ReturnType<typeof freeDataNodePorts>>;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/e2e',
  reporter: [['list'], ['json', { outputFile: '../../reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node ../data-node/dist/main.js',
      url: `http://127.0.0.1:${dataNode.DATA_NODE_ENGINE_PORT_BASE}/api/v1/metrics`,
      // Seven CDMs loaded into memory from the shipped CSVs: about a minute on a busy two-core machine.
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { ...dataNode, DATA_NODE_DEMO: '1', DATA_NODE_HOST: '127.0.0.1', DATA_NODE_DATA_DIR: 'memory://' },
    },
    {
      command: 'node ../server/dist/main.js',
      url: `${baseURL}/login`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST: fileURLToPath(new URL('./dist', import.meta.url)),
        ...dataNode,
      },
    },
  ],
});
