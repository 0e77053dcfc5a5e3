import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// Development reads the packages' sources (the `@cdmnet/source` condition) so edits show at once;
// the production build consumes their built `dist`, as any other app installing them would.
export default defineConfig(({ command }) => {
  const fromSource = command === 'serve';
  return {
    // The app's own .css.ts files always need the plugin; the kit's only when read from source.
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      conditions: fromSource ? ['@cdmnet/source', ...defaultClientConditions] : [...defaultClientConditions],
      // From source the kit's styles come from its .css.ts files; the built stylesheet does not exist yet.
      alias: fromSource
        ? [{ find: '@cdmnet/ui/styles.css', replacement: path.join(here, 'src/app/empty.css') }]
        : [],
    },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    },
    build: { sourcemap: true, target: 'es2022' },
    test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
  };
});
