#!/usr/bin/env node
// `pnpm test:stories:update [story files or folders…]`: runs the stories with `--update`, the kit's
// and then the app's (one Chromium at a time, as `npm test` does), writing the baseline of every story
// whose screenshot changed or is new. Run without arguments it also deletes the baselines no story
// uses any more (visual-global-setup.ts). Look at the new PNGs (git diff shows which) before committing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

let failed = false;
for (const project of ['kit', 'app']) {
  const run = spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      '--config',
      '.storybook/vitest.config.ts',
      `--project=${project}`,
      '--update',
      // Files given for one project are none of the other's.
      '--passWithNoTests',
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
