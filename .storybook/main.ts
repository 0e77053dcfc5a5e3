import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { reactAsPreact } from '../apps/web/build/preact.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Stories read the packages' sources, so a change shows without a rebuild.
      // Stories render on Preact, as the web app ships (apps/web/build/preact.mjs).
      resolve: { conditions: ['@cdmnet/source', ...defaultClientConditions], alias: reactAsPreact },
      plugins: [vanillaExtractPlugin()],
    }),
};

export default config;
