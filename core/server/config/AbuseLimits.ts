/** At most `points` within a window of `durationSeconds` (a fixed window per key). */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/**
 * How much one caller may ask of the server (docs/security.md, "Abuse limits", explains each
 * number). Login limits count failed attempts; collect counts requests per IP and hits per site.
 */
export interface AbuseLimits {
  /** Failed logins for one e-mail from one IP. */
  loginPerAccountAndIp: RateLimit;
  /** Failed logins for one e-mail from any IP (distributed guessing of one account). */
  loginPerAccount: RateLimit;
  /** Failed logins from one IP for any e-mail (one machine trying many accounts). */
  loginPerIp: RateLimit;
  /** Failed logins of the whole server (a botnet spreading guesses over accounts and IPs). */
  loginGlobal: RateLimit;
  /** Collect requests from one IP. */
  collectPerIp: RateLimit;
  /** Collected hits for one site (domain). */
  collectPerSite: RateLimit;
  /** Requests of one user to the search-as-you-type routes (user search, autocompletes). */
  searchPerUser: RateLimit;
  /** Feeds one socket may hold at once. */
  subscriptionsPerSocket: number;
  /** Authenticated sockets one user may hold at once (one per open console tab). */
  socketsPerUser: number;
  /** Seconds a socket may stay connected without authenticating before it is closed. */
  socketAuthSeconds: number;
  /** Sockets of one address that may wait for authentication at once. */
  unauthenticatedSocketsPerIp: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  loginPerAccountAndIp: { points: 5, durationSeconds: 300 },
  loginPerAccount: { points: 20, durationSeconds: 900 },
  loginPerIp: { points: 30, durationSeconds: 600 },
  loginGlobal: { points: 100, durationSeconds: 60 },
  collectPerIp: { points: 1200, durationSeconds: 60 },
  collectPerSite: { points: 50_000, durationSeconds: 1 },
  searchPerUser: { points: 100, durationSeconds: 10 },
  subscriptionsPerSocket: 200,
  socketsPerUser: 20,
  socketAuthSeconds: 10,
  unauthenticatedSocketsPerIp: 50,
};

/** `loginPerIp` → `LIMIT_LOGIN_PER_IP`: the environment variable that sets a limit. */
export function limitEnvName(name: keyof AbuseLimits): string {
  return `LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** A limit from its environment value: `points/seconds` for a rate (`30/600`), a count for a cap. */
export function parseLimit<K extends keyof AbuseLimits>(name: K, value: string): AbuseLimits[K] {
  const rate = typeof DEFAULT_ABUSE_LIMITS[name] === 'object';
  const parts = value.split('/').map(Number);
  const valid = parts.length === (rate ? 2 : 1) && parts.every((n) => Number.isInteger(n) && n >= 1);
  if (!valid) throw new Error(`${limitEnvName(name)} must be ${rate ? '"points/seconds", e.g. "30/600"' : 'a positive integer'}, got "${value}".`);
  return (rate ? { points: parts[0], durationSeconds: parts[1] } : parts[0]) as AbuseLimits[K];
}
