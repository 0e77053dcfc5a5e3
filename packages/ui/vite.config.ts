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
      // With preserveModules every module is an entry and keeps its source path (components/button/button.js).
      // A style module becomes `button.css-classes.js`, not `button.css.js`: an app's vanilla-extract
      // plugin would take a `.css.js` file for a stylesheet to compile and fail on it.
      fileName: (_format, entryName) => `${entryName.replace(/\.css$/, '.css-classes')}.js`,
      cssFileName: 'styles',
    },
    sourcemap: true,
    rolldownOptions: {
      external: isExternal,
      // One module per source file, so an app's bundler splits the kit as it splits its own code: a
      // route gets the components it renders in its own chunk, and the entry only what the first
      // screen needs (a single bundled file would land in the entry whole).
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
