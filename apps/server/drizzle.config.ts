import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w apps/server` writes a new migration into ./drizzle from the tables below. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/modules/*/*.table.ts'],
  out: './drizzle',
  strict: true,
});
