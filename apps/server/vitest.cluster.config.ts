import { defineConfig } from 'vitest/config';

// `npm test`'s step "instances behind nginx": the built server (run `pnpm build` first), two instances
// on a throwaway PostgreSQL behind nginx with the example config, and the demo data node
// (test/cluster, bench/cluster.mjs). One file, one process: it starts and kills real processes.
export default defineConfig({
  resolve: { conditions: ['@cdmnet/source'] },
  ssr: { resolve: { conditions: ['@cdmnet/source'] } },
  test: {
    name: 'cluster (postgres + nginx)',
    include: ['test/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 360_000,
  },
});
