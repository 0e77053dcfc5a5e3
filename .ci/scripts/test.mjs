#!/usr/bin/env node
// `npm test`: everything CI checks, on a fresh machine. Installs what is missing, builds, then two built
// instances behind nginx (and the format check) beside typecheck and lint, unit tests, story tests in
// Chromium, server tests on PGlite and on a real PostgreSQL, the UI kit's package checks and end-to-end
// tests in Chromium against the built app on the real server.
// Every step runs even when an earlier one failed, so one run shows everything that is wrong; it ends
// with one line `N passed, N failed` (tests counted from the runners' JSON reports; a step that is not
// a test runner, or a runner that left no report, counts as one failure).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/free-port.mjs';
import { installEnv, pnpmCommand } from './lib/pnpm.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { readCounts } from './lib/reports.mjs';
import { must, run } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pnpm = pnpmCommand();
const px = (args, options) => run(pnpm.command, [...pnpm.prefix, ...args], options);
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];
// Vitest keeps a core for its main process, which only waits here: on two cores that left one worker.
// One per core took the server's tests on PGlite from 229 to 165 s and the data node's from 59 to 37 s.
const everyCore = `--maxWorkers=${availableParallelism()}`;

const results = [];
/**
 * Runs one step and records how it went, in the summary's order of starting. `action` gets the stdio
 * its commands write to: the terminal, or, for a step run beside others (`held`), a log file printed
 * whole when the step ends, so the output of two steps never interleaves.
 */
async function step(name, action, report, { held = false } = {}) {
  const started = Date.now();
  const slot = results.push(undefined) - 1;
  const log = held ? path.join(reports, `${report ?? name}.log`) : undefined;
  const fd = log ? openSync(log, 'w') : undefined;
  if (!held) console.log(`\n━━ ${name}`);
  let code;
  try {
    code = await action(fd === undefined ? 'inherit' : ['ignore', fd, fd]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  if (fd !== undefined) {
    closeSync(fd);
    console.log(`\n━━ ${name} (run beside the steps above; its output)`);
    process.stdout.write(readFileSync(log));
  }
  const counts = report ? readCounts(path.join(reports, `${report}.json`)) : undefined;
  const tests = counts ?? (code === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 });
  if (code !== 0 && tests.failed === 0) tests.failed = 1;
  results[slot] = { name, ok: code === 0, seconds: (Date.now() - started) / 1000, ...tests };
}

const missing = await ensureSystemPackages();
if (missing.length > 0)
  console.warn(`Still missing: ${missing.join(', ')}; the steps that need them will fail.`);

await must(pnpm.command, [...pnpm.prefix, 'install', '--frozen-lockfile'], {
  env: { ...installEnv, CI: 'true' },
});

await step('build', () => px(['run', 'build']));
// The built server as a hospital's IT runs it: two instances on one PostgreSQL behind nginx (the example
// config), an instance killed during executions, the database stopped for 30 s (test/cluster). It mostly
// waits, so it runs beside the static checks, its output held until it ends; the format check follows it
// in its lane (ending well before lint does) rather than after lint, which saved its ~30 s.
await Promise.all([
  (async () => {
    await step(
      'instances behind nginx',
      (stdio) =>
        px(
          [
            '--filter',
            '@cdmnet/server',
            'exec',
            'vitest',
            'run',
            '--config',
            'vitest.cluster.config.ts',
            ...vitestJson('cluster'),
          ],
          { stdio },
        ),
      'cluster',
      { held: true },
    );
    await step(
      'format',
      (stdio) => px(['exec', 'prettier', '--check', '.', '--log-level=warn'], { stdio }),
      undefined,
      { held: true },
    );
  })(),
  (async () => {
    await step('typecheck', () => px(['exec', 'tsc', '-b']));
    await step('lint', () => px(['exec', 'eslint', '.', '--max-warnings=0']));
  })(),
]);
for (const pkg of ['validators', 'ui', 'api', 'web', 'data-node']) {
  await step(
    `unit: ${pkg}`,
    () => px(['--filter', `@cdmnet/${pkg}`, 'exec', 'vitest', 'run', everyCore, ...vitestJson(pkg)]),
    pkg,
  );
}
// The kit's stories on React, then the app's on Preact (.storybook/vitest.project.ts): one Chromium at
// a time on two cores.
for (const [project, runtime] of [
  ['kit', 'React'],
  ['app', 'Preact'],
]) {
  await step(
    `stories in Chromium: ${project} (${runtime})`,
    () =>
      px([
        'exec',
        'vitest',
        'run',
        '--config',
        '.storybook/vitest.config.ts',
        `--project=${project}`,
        ...vitestJson(`stories-${project}`),
      ]),
    `stories-${project}`,
  );
}
await step(
  'server on PGlite',
  () =>
    px(['--filter', '@cdmnet/server', 'exec', 'vitest', 'run', everyCore, ...vitestJson('server-pglite')]),
  'server-pglite',
);
await step(
  'server on PostgreSQL',
  async () => {
    const postgres = await startPostgres();
    try {
      return await px(
        ['--filter', '@cdmnet/server', 'exec', 'vitest', 'run', everyCore, ...vitestJson('server-postgres')],
        {
          env: { TEST_DATABASE_URL: postgres.url },
        },
      );
    } finally {
      await postgres.stop();
    }
  },
  'server-postgres',
);
await step('ui package (publint, attw)', () => px(['--filter', '@cdmnet/ui', 'run', 'check:package']));
await step('changesets', () => px(['exec', 'changeset', 'status']));
await step(
  'e2e in Chromium',
  async () =>
    px(['--filter', '@cdmnet/web', 'exec', 'playwright', 'test'], {
      env: { E2E_PORT: String(await freePort()) },
    }),
  'e2e',
);

console.log('\n━━ summary');
for (const r of results) {
  const tests = r.passed + r.failed > 0 ? `  ${r.passed} passed, ${r.failed} failed` : '';
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s${tests}`,
  );
  for (const failure of (r.failures ?? []).slice(0, 10)) console.log(`        ✗ ${failure}`);
  // Vitest fails a run on an unhandled error without any failed test to name (its JSON has none).
  if (!r.ok && !r.failures?.length)
    console.log('        ✗ no failed test to name: see the step above (an unhandled error or a crash)');
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
