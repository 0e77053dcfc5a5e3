import { fileURLToPath } from 'node:url';

// The web app ships React's API served by Preact (preact/compat): the same components, hooks, Radix,
// router and TanStack Query, for about 10 KB of script where react-dom 19 takes about 64 KB of every
// first load (issue 9: /login 138.9 → 82.0 KB gzip). The UI kit stays a React 19 kit for other apps:
// its unit tests and stories run on React; the app's unit tests and stories run on Preact.

/** Where an import of React's packages lands, as ES modules of the one Preact the app installs. */
const preactFor = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/**
 * Vite aliases (they also reach the dependency optimizer, which plugins do not): exact specifiers
 * only, resolved from here, so a package that does not install Preact (the kit, Radix) finds it too
 * and one copy serves all.
 */
export const reactAsPreact = Object.entries(preactFor).map(([react, preact]) => ({
  find: new RegExp(`^${react.replace('/', '\\/')}$`),
  replacement: fileURLToPath(import.meta.resolve(preact)),
}));
