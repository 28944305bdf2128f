/**
 * The PostgreSQL server the running Jest project tests on, or undefined for PGlite. Set as a
 * global by the project integration-pg (jest.config.js), never by the developer's shell.
 */
export function testDatabaseUrl(): string | undefined {
  return (globalThis as { TEST_DATABASE_URL?: string }).TEST_DATABASE_URL || undefined;
}
