import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

const compressible = /\.(js|css|html|svg|json|txt)$/;

/** Every file under `dir`, recursively. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });

/**
 * Brotli and gzip copies of every text asset, made once at build at the highest levels, so the server
 * sends them as they are (`Content-Encoding`) instead of 822 KB uncompressed or compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'cdmnet-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? path.join(here, 'dist');
      for (const file of filesIn(dir).filter((f) => compressible.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// Development reads the packages' sources (the `@cdmnet/source` condition) so edits show at once;
// the production build consumes their built `dist`, as any other app installing them would.
export default defineConfig(({ command }) => {
  const fromSource = command === 'serve';
  return {
    // The app's own .css.ts files always need the plugin; the kit's only when read from source.
    plugins: [react(), vanillaExtractPlugin(), precompress()],
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
    build: { sourcemap: true, target: 'es2022', manifest: true },
    test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
  };
});
