import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { lightThemeClass } from '@cdmnet/ui';
// The app's stories render on Preact (vitest.project.ts), with the app's effect timing; React ignores it.
import '../apps/web/src/app/preact-effects';

// Radix portals render under <body>, outside any decorator: the theme class goes on <html>.
document.documentElement.classList.add(lightThemeClass);
document.documentElement.lang = 'ko';

// A play function's findBy… and waitFor wait this long for what a user would see. Testing Library's
// 1 s made stories fail only when the machine was busy (two cores, 600 stories, Chromium per file); a
// story that passes is not slowed by it.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
        // An API call no story handler answers is a bug in the story; assets and Storybook's own
        // requests pass through.
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error();
        },
      });
      return worker;
    }),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
