import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserConfigOptions } from 'vitest/node';
import { neighbourhoodComparator } from './visual-compare';

// Visual baselines: every story's screenshot (visual-setup.ts) compared with a committed PNG.

const configDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(configDir);

/** The committed baselines of a project (kit, app): `<component>/<story>.png`. */
export const baselineDir = (project: string) => path.join(configDir, 'visual-baselines', project);

/** Where a mismatch leaves `…-actual.png`, `…-diff.png` (and a missing baseline on CI); git-ignored. */
export const diffDir = (project: string) => path.join(root, 'reports', 'visual', project);

/**
 * The same pixels on every Debian machine with Debian's Chromium: the browser sees only the fonts of
 * fonts.conf and the C locale (a ko_KR LANG changed the width of every native date input), and the
 * page has a fixed size, scale, time zone, locale and colour scheme (a Korean product, reviewed as
 * its users see it; the machine's TZ no longer moves dates).
 */
export const visualBrowser = {
  // Colours as sRGB whatever profile the machine's display would have.
  args: ['--force-color-profile=srgb'],
  env: {
    ...process.env,
    FONTCONFIG_FILE: path.join(configDir, 'fonts.conf'),
    LC_ALL: 'C.UTF-8',
    LANGUAGE: '',
  },
  context: {
    // Storybook's default story viewport: Vitest draws each story in an iframe of that size inside
    // this page, and scaled every story to 0.8 in Playwright's default 1280 × 720.
    viewport: { width: 1200, height: 900 },
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Seoul',
    locale: 'ko-KR',
    colorScheme: 'light',
  },
} as const;

/**
 * `toMatchScreenshot`, per project: its files, and the comparison of visual-compare.ts (it runs only
 * for shots whose bytes differ from the baseline).
 */
export const visualExpect = (project: string): BrowserConfigOptions['expect'] => ({
  toMatchScreenshot: {
    comparatorName: 'neighbourhood',
    comparatorOptions: {},
    comparators: { neighbourhood: neighbourhoodComparator },
    resolveScreenshotPath: ({ arg, ext }) => path.join(baselineDir(project), `${arg}${ext}`),
    resolveDiffPath: ({ arg, ext }) => path.join(diffDir(project), `${arg}${ext}`),
  },
});

declare module 'vitest' {
  interface ProvidedContext {
    /** kit or app: names the project's baseline and diff folders. */
    visualProject: string;
  }
}
