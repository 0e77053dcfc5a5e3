import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cdmnet/source'] },
  ssr: { resolve: { conditions: ['@cdmnet/source'] } },
  test: { name: 'api', include: ['src/**/*.test.ts'], environment: 'node' },
});
