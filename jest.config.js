// One Jest run, three projects: unit (jsdom for client code), integration (real server and
// database), e2e (Debian Chromium through playwright-core). Each suite starts one server.
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

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
  ],
  testTimeout: 30000,
};
