import { defineConfig } from 'drizzle-kit'

// Generates SQL only (no database needed); the same files migrate PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-activity.ts', './src/db/schema-operator.ts', './src/db/schema-photos.ts', './src/db/schema-money.ts', './src/db/schema-threads.ts', './src/db/schema-leaving.ts'],
  out: './src/db/migrations',
})
