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
      '@cdmnet/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@cdmnet/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react-dom/client',
      'react-router-dom',
      '@tanstack/react-query',
      'msw-storybook-addon/csf3',
      'msw/browser',
      'axios',
      'zod',
      'dayjs',
      'dayjs/locale/ko',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
