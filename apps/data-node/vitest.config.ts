import { defineConfig } from 'vitest/config';

// One demo data node (six sites, in memory) is started once for every test file by test/global-setup.ts;
// the files reach it over HTTP on loopback, as the platform does.
export default defineConfig({
  test: {
    name: 'data-node',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
