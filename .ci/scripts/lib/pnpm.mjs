import { output } from './run.mjs';

// pnpm 12 without corepack (its signature check fails here): the global one when it is the right
// version, otherwise fetched through npx from the npm registry.
export const PNPM_VERSION = '12.21.0';

export function pnpmCommand() {
  if (output('pnpm', ['--version']) === PNPM_VERSION) return { command: 'pnpm', prefix: [] };
  return { command: 'npx', prefix: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

/** Environment for every install: never let a tool download a browser. */
export const installEnv = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
