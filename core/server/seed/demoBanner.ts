import { DEFAULT_DEMO_PASSWORD, type ServerConfig } from '../config/ServerConfig';
import { demoAccounts } from './demoAccounts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * What a demo start prints for the person who ran it (not the log): where the console is, how
 * to sign in, and a warning while the accounts use the published password or the server is
 * reachable beyond this machine. Nothing for a real deployment.
 */
export function demoBanner(config: Pick<ServerConfig, 'seed' | 'host' | 'demoPassword'>, url: string): { info: string[]; warnings: string[] } {
  if (config.seed !== 'demo') return { info: [], warnings: [] };
  const published = config.demoPassword === DEFAULT_DEMO_PASSWORD;
  const info = [
    `Audience Console demo: ${url}`,
    `Sign in as ${demoAccounts.map((a) => a.email).join(', ')}${published ? ` with the password "${DEFAULT_DEMO_PASSWORD}"` : ' with DEMO_PASSWORD'}.`,
  ];
  const warnings: string[] = [];
  if (published) warnings.push(`WARNING: the demo accounts use the published password "${DEFAULT_DEMO_PASSWORD}" and admin@demo.test holds every permission. Set DEMO_PASSWORD, or run a real deployment with NODE_ENV=production, SEED=none and JWT_SECRET.`);
  if (!LOOPBACK.has(config.host)) warnings.push(`WARNING: the demo listens on ${config.host}, reachable from other machines. Leave HOST unset to keep it on 127.0.0.1.`);
  return { info, warnings };
}
