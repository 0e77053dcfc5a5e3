import { defineConfig } from 'vitest/config';
import { appStories, kitStories } from './vitest.project';

// `pnpm test:stories`: every story of packages/ui (project kit, on React) and apps/web (project app, on
// Preact) as a test in Debian's Chromium. `npm test` runs the two one after the other (--project).
// A baseline is written only when asked (`pnpm test:stories:update`), never because it was missing;
// what a failed screenshot comparison attaches goes with the other reports (git-ignored).
export default defineConfig({
  test: {
    update: 'none',
    attachmentsDir: 'reports/visual/attachments',
    projects: [kitStories, appStories],
  },
});
