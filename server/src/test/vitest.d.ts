declare module 'vitest' {
  export interface ProvidedContext {
    /** '' = in-memory PGlite; otherwise a PostgreSQL server URL on which each test app creates its own database. */
    testDatabaseUrl: string
    /** A dump of the migrated, seeded PGlite database each PGlite test app starts from. */
    pgliteDumpPath: string
    /** The migrated, seeded PostgreSQL database each PostgreSQL test app is copied from. */
    postgresTemplate: string
    /** A Redis for the shared-throttle tests (TEST_REDIS_URL), or '' to skip them. */
    testRedisUrl: string
  }
}
export {}
