import { defineConfig } from 'drizzle-kit';

/**
 * `npx drizzle-kit generate` (run in web/) writes SQL migrations from the schema. The app and
 * the tests apply them on first use (src/server/db/client.ts); nobody runs `push`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
