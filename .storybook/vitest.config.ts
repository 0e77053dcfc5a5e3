import { defineConfig } from 'vitest/config';
import { appStories, kitStories } from './vitest.project';

// `pnpm test:stories`: every story of packages/ui (project kit, on React) and apps/web (project app, on
// Preact) as a test in Debian's Chromium. `npm test` runs the two one after the other (--project).
// A baseline is written only when asked (`pnpm test:stories:update`), never because it was missing.
export default defineConfig({
  test: {
    update: 'none',
    projects: [kitStories, appStories],
  },
});
