import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJson;
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

// A dependency (or a subpath of one, e.g. react/jsx-runtime, dayjs/locale/ko) stays an import;
// everything else (our sources, the .css.ts files) is bundled. @vanilla-extract/css is only
// needed at build time: the plugin turns the .css.ts files into class names and styles.css.
const isExternal = (id: string): boolean =>
  externalPackages.some(
    (name) => name !== '@vanilla-extract/css' && (id === name || id.startsWith(`${name}/`)),
  );

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    dts({
      tsconfigPath: './tsconfig.json',
      bundleTypes: true,
      // Stories, tests and their helpers are not part of the package.
      exclude: ['src/**/*.stories.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
    }),
  ],
  build: {
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'styles',
    },
    sourcemap: true,
    rolldownOptions: {
      external: isExternal,
    },
  },
});
