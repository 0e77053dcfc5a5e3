import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, type Plugin } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { compileHints, landingGroups } from './build/landing-chunks.mjs';
import { reactAsPreact } from './build/preact.mjs';
import { compressible, precompressFile } from './build/precompress.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Every file under `dir`, recursively. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });

/** The ES module build of `name`, beside its main file. */
const esmOf = (name: string, file: string) => path.join(path.dirname(require.resolve(name)), file);

/** Brotli and gzip copies of every text asset of the app's build (not of the prerender renderer's). */
function precompress(): Plugin {
  return {
    name: 'cdmnet-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const dir = options.dir ?? path.join(here, 'dist');
      for (const file of filesIn(dir).filter((f) => compressible.test(f))) precompressFile(file);
    },
  };
}

const landingPlan = 'landing-plan';

/** The client's chunks as an ordinary build cuts them, kept in memory. */
async function planBuild() {
  const result = await build({
    configFile: fileURLToPath(import.meta.url),
    mode: landingPlan,
    logLevel: 'warn',
    build: { write: false, sourcemap: false, minify: false },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
}

// Development reads the packages' sources (the `@cdmnet/source` condition) so edits show at once;
// the production build consumes their built `dist`, as any other app installing them would.
export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<ViteUserConfig> => {
  const fromSource = command === 'serve';
  // The client's build groups its landing pages' chunks (build/landing-chunks.mjs), chosen from a
  // first build of the same config in memory: the 'landing-plan' mode, which groups nothing.
  const planning = mode === landingPlan;
  const codeSplitting =
    command === 'build' && !isSsrBuild && !planning
      ? { groups: landingGroups(await planBuild(), here) }
      : undefined;
  return {
    // The app's own .css.ts files always need the plugin; the kit's only when read from source.
    plugins: [react(), vanillaExtractPlugin(), ...(planning ? [] : [compileHints(here), precompress()])],
    resolve: {
      conditions: fromSource ? ['@cdmnet/source', ...defaultClientConditions] : [...defaultClientConditions],
      // From source the kit's styles come from its .css.ts files; the built stylesheet does not exist yet.
      alias: [
        ...reactAsPreact,
        ...(fromSource
          ? [{ find: '@cdmnet/ui/styles.css', replacement: path.join(here, 'src/app/empty.css') }]
          : []),
      ],
    },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    },
    build: {
      sourcemap: true,
      target: 'es2022',
      manifest: true,
      // No <link rel="modulepreload"> appended for a lazy chunk's imports: appending each one cost
      // the page's main thread several milliseconds, in the tasks that take the dashboard over, for
      // chunks that are mostly loaded already. The first view's are in its HTML (build/prerender.mjs).
      modulePreload: false,
      rolldownOptions: {
        // A split chunk's name lists every page that loads it, past a hundred characters: the group's is enough.
        output: { codeSplitting, chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js` },
      },
    },
    // The prerender renderer (`vite build --ssr src/prerender.tsx`) runs once at build time in Node:
    // it bundles everything, so it needs no packages the app does not install itself.
    ssr: { noExternal: true },
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      // Packages that import React run through Vite too, so they get Preact as the app does (an
      // external one would load React itself and fail loudly: "A React Element from an older version").
      server: {
        deps: { inline: [/react/, /radix/, /sidecar/, /callback-ref/, /style-singleton/, /tiptap/] },
      },
      // Under Node's conditions these two resolve to CommonJS, whose `require('react')` no plugin sees.
      alias: [
        {
          find: /^@testing-library\/react$/,
          replacement: esmOf('@testing-library/react', '@testing-library/react.esm.js'),
        },
        { find: /^react-router-dom$/, replacement: esmOf('react-router-dom', 'index.mjs') },
      ],
    },
  };
});
