import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations here from src/db/schema; review, then commit. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
});
