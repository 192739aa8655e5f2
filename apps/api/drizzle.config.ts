import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config apps/api/drizzle.config.ts` writes a reviewed SQL migration to apps/api/drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
});
