import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders in Debian's Chromium, its play function runs, and
// addon-a11y fails it on any accessibility violation (preview.tsx sets a11y.test = 'error').
export const storybookProject = defineProject({
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
    name: 'storybook',
    // One page for every story file: each file re-imported the preview, MSW and the kit into a fresh
    // iframe (about 3 s a file, half of the run). Stories reset what they touch (resetAppState, MSW
    // handlers per story, a screen's API client silences the one before it), so sharing is safe.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
