/** @jest-environment node */
import { configFromEnv } from '../../../../core/server/config/configFromEnv';
import { resolveServerConfig } from '../../../../core/server/config/ServerConfig';

describe('PostgreSQL timeouts from the environment (issue 13)', () => {
  it('default to 30 s a statement and 5 s for a connection; DATABASE_*_TIMEOUT_MS set them, 0 turns one off', () => {
    expect(resolveServerConfig({})).toMatchObject({ databaseStatementTimeoutMs: 30_000, databaseConnectTimeoutMs: 5000 });
    expect(configFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '2000', DATABASE_CONNECT_TIMEOUT_MS: '0' })).toEqual({ databaseStatementTimeoutMs: 2000, databaseConnectTimeoutMs: 0 });
  });

  it('a malformed timeout stops the start naming the variable', () => {
    expect(() => configFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '30s' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS must be a non-negative integer, got "30s".');
  });
});
