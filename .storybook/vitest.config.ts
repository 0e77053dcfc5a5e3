import { defineConfig } from 'vitest/config';
import { storybookProject } from './vitest.project';

// `pnpm test:stories`: every story of packages/ui and apps/web as a test in Debian's Chromium.
export default defineConfig({ test: { projects: [storybookProject] } });
