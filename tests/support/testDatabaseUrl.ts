declare global {
  /** Set by the Jest project `integration-pg` (jest.config.js), never by the developer's shell. */
  var TEST_DATABASE_URL: string | undefined;
}

/** The PostgreSQL server the running Jest project tests on, or undefined for PGlite. */
export function testDatabaseUrl(): string | undefined {
  return globalThis.TEST_DATABASE_URL || undefined;
}
