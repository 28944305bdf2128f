/**
 * The PostgreSQL server the running Jest project tests on, or undefined for PGlite. Set as a
 * global by the project integration-pg (jest.config.js), never by the developer's shell.
 */
export function testDatabaseUrl(): string | undefined {
  return (globalThis as { TEST_DATABASE_URL?: string }).TEST_DATABASE_URL || undefined;
}

/**
 * The ClickHouse server the running Jest project keeps events in, or undefined for DuckDB. Set
 * as a global by the project integration-ch (the event-store conformance suites, jest.config.js).
 */
export function testClickHouseUrl(): string | undefined {
  return (globalThis as { TEST_CLICKHOUSE_URL?: string }).TEST_CLICKHOUSE_URL || undefined;
}

/** `it` for what only the embedded DuckDB store has (its roll-ups, its SQL): skipped in integration-ch. */
export const itOnDuckDb: jest.It = testClickHouseUrl() ? it.skip : it;
