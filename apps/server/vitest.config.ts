import { defineConfig } from 'vitest/config';

// Run twice by `npm test`: against PGlite in memory (default) and against a real PostgreSQL
// (TEST_DATABASE_URL set by scripts/test.mjs, one fresh database per test file).
export default defineConfig({
  resolve: { conditions: ['@cdmnet/source'] },
  ssr: { resolve: { conditions: ['@cdmnet/source'] } },
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    include: ['test/**/*.test.ts'],
    // Several built servers behind nginx: a step of its own (vitest.cluster.config.ts).
    exclude: ['test/cluster/**'],
    environment: 'node',
    // Files share one migrated PGlite template per worker (test/test-app.ts); each still gets its own clone.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
