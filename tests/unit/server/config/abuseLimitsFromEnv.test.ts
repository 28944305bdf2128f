/** @jest-environment node */
import { configFromEnv } from '../../../../core/server/config/configFromEnv';
import { resolveServerConfig } from '../../../../core/server/config/ServerConfig';
import { DEFAULT_ABUSE_LIMITS } from '../../../../core/server/config/AbuseLimits';

describe('abuse limits from the environment', () => {
  it('LIMIT_<NAME> sets a rate as points/seconds and a cap as a number; the others keep their defaults', () => {
    const options = configFromEnv({ LIMIT_LOGIN_PER_IP: '50/600', LIMIT_SOCKETS_PER_USER: '40', LIMIT_SOCKET_AUTH_SECONDS: '5', SOCKET_ORIGINS: 'https://console.example.com, https://admin.example.com' });
    expect(options.limits).toEqual({ loginPerIp: { points: 50, durationSeconds: 600 }, socketsPerUser: 40, socketAuthSeconds: 5 });
    expect(options.socketOrigins).toEqual(['https://console.example.com', 'https://admin.example.com']);
    const { limits } = resolveServerConfig(options);
    expect(limits).toEqual({ ...DEFAULT_ABUSE_LIMITS, loginPerIp: { points: 50, durationSeconds: 600 }, socketsPerUser: 40, socketAuthSeconds: 5 });
  });

  it('a malformed limit stops the start with the variable and the expected form', () => {
    expect(() => configFromEnv({ LIMIT_COLLECT_PER_IP: '1200' })).toThrow('LIMIT_COLLECT_PER_IP must be "points/seconds", e.g. "30/600", got "1200".');
    expect(() => configFromEnv({ LIMIT_SUBSCRIPTIONS_PER_SOCKET: '0' })).toThrow('LIMIT_SUBSCRIPTIONS_PER_SOCKET must be a positive integer, got "0".');
    expect(() => configFromEnv({ LIMIT_SEARCH_PER_USER: '60/ten' })).toThrow(/^LIMIT_SEARCH_PER_USER must be/);
  });

  it('no LIMIT_ variable leaves the limits to the defaults', () => {
    expect(configFromEnv({}).limits).toBeUndefined();
    expect(resolveServerConfig({}).limits).toEqual(DEFAULT_ABUSE_LIMITS);
  });
});
