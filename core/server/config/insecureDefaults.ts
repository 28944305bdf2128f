import type { ServerConfig } from './ServerConfig';

/** Shorter JWT_SECRET values are guessable offline from any token (HS256). */
const MIN_JWT_SECRET_LENGTH = 32;

/** A start refused because it would run a real deployment on the demo's defaults. */
export class InsecureDefaultsError extends Error {}

/**
 * A real deployment (`NODE_ENV=production`, or `SEED=none`) must not run on what the demo
 * ships with: demo accounts (published password, every permission) or the JWT secret the
 * server would pick itself (generated into DATA_DIR, so it travels with every copy and
 * backup of the data, and differs between instances) — nor with URL imports open to its own
 * network. One line per problem, with its fix.
 */
export function insecureDefaults(config: Pick<ServerConfig, 'production' | 'seed' | 'jwtSecret'> & { media?: Pick<ServerConfig['media'], 'importPrivateAddresses'> }, demoAccountsPresent: readonly string[]): string[] {
  if (!isRealDeployment(config)) return [];
  const problems: string[] = [];
  if (config.seed === 'demo') problems.push('NODE_ENV=production with SEED=demo would seed the demo accounts: set SEED=none and create users with `npm run cli -- user add`.');
  if (demoAccountsPresent.length) {
    problems.push(`The database holds demo accounts (${demoAccountsPresent.join(', ')}): start on a fresh DATA_DIR or database and create real users with the CLI, or delete these accounts.`);
  }
  if (!config.jwtSecret) problems.push(`JWT_SECRET is not set: set it to a random value of at least ${MIN_JWT_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`) instead of the generated development secret.`);
  else if (config.jwtSecret.length < MIN_JWT_SECRET_LENGTH) problems.push(`JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters: use a random value such as \`openssl rand -hex 32\`.`);
  if (config.media?.importPrivateAddresses) problems.push('MEDIA_IMPORT_PRIVATE_ADDRESSES lets image URL imports reach this network (loopback, private ranges, cloud metadata): unset it, it is for tests only.');
  return problems;
}

/** NODE_ENV=production or SEED=none: a deployment with real users, held to `insecureDefaults`. */
export function isRealDeployment(config: Pick<ServerConfig, 'production' | 'seed'>): boolean {
  return config.production || config.seed === 'none';
}
