import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, mergeConfig } from 'vitest/config';
import { reactAsPreact } from '../apps/web/build/preact.mjs';
import { chromiumArgs, chromiumPath } from './chromium';
import { visualBrowser, visualExpect } from './visual-baselines';
import { matchStoryScreenshot } from './visual-command';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders in Debian's Chromium, its play function runs, addon-a11y fails
// it on any accessibility violation (preview.tsx sets a11y.test = 'error'), and its screenshot must
// match its baseline in visual-baselines/<project>/ (visual-setup.ts, visual-baselines.ts).
// A fresh object per project: Vitest names the browser instance in place.
const shared = (project: 'kit' | 'app') =>
  defineProject({
    plugins: [storybookTest({ configDir })],
    optimizeDeps: {
      // Without these the browser run reloads mid-test ("Vite unexpectedly reloaded a test").
      include: [
        // The web app's rich-text viewer; found late, it would reload the first story run.
        'dompurify',
        '@cdmnet/ui > @vanilla-extract/recipes/createRuntimeFn',
        '@cdmnet/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@cdmnet/ui > @radix-ui/react-alert-dialog',
        '@cdmnet/ui > @radix-ui/react-avatar',
        '@cdmnet/ui > @radix-ui/react-checkbox',
        '@cdmnet/ui > @radix-ui/react-dialog',
        '@cdmnet/ui > @radix-ui/react-dropdown-menu',
        '@cdmnet/ui > @radix-ui/react-label',
        '@cdmnet/ui > @radix-ui/react-popover',
        '@cdmnet/ui > @radix-ui/react-progress',
        '@cdmnet/ui > @radix-ui/react-select',
        '@cdmnet/ui > @radix-ui/react-slot',
        '@cdmnet/ui > @radix-ui/react-switch',
        '@cdmnet/ui > @radix-ui/react-tabs',
        '@cdmnet/ui > @radix-ui/react-toast',
        '@cdmnet/ui > @radix-ui/react-tooltip',
        '@cdmnet/ui > @radix-ui/react-visually-hidden',
        '@cdmnet/ui > dayjs',
        '@cdmnet/ui > dayjs/locale/ko.js',
        'react-dom/client',
        // The app's effect timing (apps/web/src/app/preact-effects.ts), imported by the preview.
        'preact',
        'react-router-dom',
        '@tanstack/react-query',
        'msw-storybook-addon/csf3',
        'msw/browser',
        'zod/mini',
      ],
    },
    test: {
      // One page for every story file: each file re-imported the preview, MSW and the kit into a fresh
      // iframe (about 3 s a file, half of the run). Stories reset what they touch (resetAppState, MSW
      // handlers per story, a screen's API client silences the one before it), so sharing is safe.
      isolate: false,
      // A story whose end state hangs on timing (a focus ring kept or not, a dialog caught in its
      // first frame) gets one more run before it fails; a real change fails both. Each one found was
      // made to wait for its end state; one that passes only on its retry says so ("retry x1").
      retry: 1,
      provide: { visualProject: project },
      // What a failed screenshot comparison attaches goes with the other reports (git-ignored).
      attachmentsDir: path.join(path.dirname(configDir), 'reports', 'visual', 'attachments'),
      globalSetup: [path.join(configDir, 'visual-global-setup.ts')],
      setupFiles: [path.join(configDir, 'visual-setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: [...chromiumArgs, ...visualBrowser.args],
            env: visualBrowser.env,
          },
          contextOptions: visualBrowser.context,
        }),
        expect: visualExpect(project),
        commands: { matchStoryScreenshot },
        instances: [{ browser: 'chromium' }],
      },
    },
  });

// Each story runs on the React its code ships on: the kit's on React 19, as the apps that install the
// kit render it; the web app's on Preact (apps/web/build/preact.mjs), as the built app renders them.
export const kitStories = mergeConfig(
  shared('kit'),
  defineProject({ test: { name: 'kit', exclude: ['apps/web/**', '**/node_modules/**'] } }),
);
export const appStories = mergeConfig(
  shared('app'),
  defineProject({
    resolve: { alias: reactAsPreact },
    // Dependencies pre-bundled for Preact, apart from the kit's for React (Storybook names one folder
    // after the config directory, which both projects share).
    plugins: [
      { name: 'cdmnet-app-stories-cache', config: () => ({ cacheDir: 'node_modules/.cache/storybook-app' }) },
    ],
    test: { name: 'app', exclude: ['packages/ui/**', '**/node_modules/**'] },
  }),
);
