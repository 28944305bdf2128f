// One Jest run: unit (jsdom for client code), integration (real server and database, again as
// integration-pg on PostgreSQL), e2e (Debian Chromium through playwright-core). Each suite starts one server.
// The servers under test get the thread pool the server's entry point gives them (core/server/events/threadPool.ts):
// with libuv's default 4, four slow event-store reads would take every thread. Workers inherit it.
process.env.UV_THREADPOOL_SIZE ??= '16';
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[cm]?js$': swc },
  // ESM-only packages that Jest's own module loader must see as CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(jose|kysely|@electric-sql|content-disposition|@fastify/cookie|cookie|commander)/)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/tests/support/fileStub.js' },
  setupFiles: ['<rootDir>/tests/support/setupGlobals.js'],
};

// Every server suite runs on PGlite; with TEST_DATABASE_URL set (as .ci/run does) it runs on
// PostgreSQL too. The browser suites stay on PGlite.
const integration = {
  ...shared,
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  // Run by themselves afterwards (project scale-out): each starts several servers and processes,
  // which beside a browser suite starve its Chromium on 2 cores.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/integration/cluster/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/testingLibraryTimeout.ts'],
    },
    integration,
    // The URL reaches the suites as a project global (tests/support/testDatabaseUrl.ts), so a
    // shell variable never moves the integration project itself off PGlite.
    // The scaffold suite runs once: the Jest it starts on generated plugins inherits TEST_DATABASE_URL, so runs both projects itself.
    // So do the fault suites: they start server processes on databases of their own.
    // So do the suites that never reach the project's database, which would only repeat their PGlite run:
    // server processes started without DATABASE_URL (pluginSwitch, startupDefaults), a build (enableOverview),
    // PGlite itself (PGliteDialect), no database at all (ingestSteps).
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            ...integration,
            displayName: 'integration-pg',
            globals: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
            testPathIgnorePatterns: [
              '/node_modules/',
              '<rootDir>/tests/integration/cli/scaffold.test.ts',
              '<rootDir>/tests/integration/faults/',
              // Starts its own PostgreSQL, whichever project runs it.
              '<rootDir>/tests/integration/server/jobs/twoProcesses.test.ts',
              '<rootDir>/tests/integration/cluster/',
              // Its ClickHouse is the project's, not PostgreSQL's.
              '<rootDir>/tests/integration/clickhouse/',
              '<rootDir>/tests/integration/cli/pluginSwitch.test.ts',
              '<rootDir>/tests/integration/server/startupDefaults.test.ts',
              '<rootDir>/tests/integration/plugins/insights-overview/enableOverview.test.ts',
              '<rootDir>/tests/integration/server/db/PGliteDialect.test.ts',
              '<rootDir>/tests/integration/ingest/ingestSteps.test.ts',
            ],
          },
        ]
      : []),
    // The event-store conformance suites: with TEST_CLICKHOUSE_URL set (as .ci/run does) the suites
    // that check counts run again with events in ClickHouse — the same expected numbers as on DuckDB.
    ...(process.env.TEST_CLICKHOUSE_URL
      ? [
          {
            ...integration,
            displayName: 'integration-ch',
            globals: { TEST_CLICKHOUSE_URL: process.env.TEST_CLICKHOUSE_URL },
            testMatch: [
              '<rootDir>/tests/integration/monitoring/**/*.test.ts',
              '<rootDir>/tests/integration/clickhouse/**/*.test.ts',
              '<rootDir>/tests/integration/ingest/{assignment,collect,collectLimits}.test.ts',
              '<rootDir>/tests/integration/demo/demoHistory.test.ts',
              '<rootDir>/tests/integration/plugins/audiences/{audienceCounts,audienceResources,audienceJobs,mappings,pastAssignment,metaTags,sdkData,aiTopics,audienceDownloads}.test.ts',
              '<rootDir>/tests/integration/plugins/ads/{adServing,recommendations}.test.ts',
              // Pixel fires are events: triggered counts them.
              '<rootDir>/tests/integration/plugins/{pixels/pixelsApi,trackings/trackingPixels,transfers/transferPixels}.test.ts',
              '<rootDir>/tests/integration/plugins/channels/channelsApi.test.ts',
              '<rootDir>/tests/integration/plugins/admin/{cronJobs,refreshCache}.test.ts',
            ],
          },
        ]
      : []),
    // The scale-out suites (several server processes, Redis, ClickHouse, nginx): `npm test` runs them
    // after the rest, one at a time (npm run test:scale-out).
    ...(process.env.JEST_SCALE_OUT
      ? [{ ...integration, displayName: 'scale-out', testMatch: ['<rootDir>/tests/integration/cluster/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/'] }]
      : []),
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/failOnPolicyViolations.ts'],
    },
  ],
  // A server start (migrations, demo seed) on a 2-core machine that runs other suites beside it may pass 30 s.
  testTimeout: 60000,
  // Jest's default on 2 cores is one worker, in band: suites spend much of their time waiting on a
  // server, a browser or a database, so two at once finish the run sooner on the same cores.
  maxWorkers: 2,
};
