declare module 'vitest' {
  export interface ProvidedContext {
    /** TEST_DATABASE_URL: a PostgreSQL server on which the suite creates (and drops) its own databases, or ''. */
    reliabilityPostgresUrl: string
  }
}
export {}
