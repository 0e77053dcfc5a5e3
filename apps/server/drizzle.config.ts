import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` turns schema changes into a new SQL migration under drizzle/ (committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
