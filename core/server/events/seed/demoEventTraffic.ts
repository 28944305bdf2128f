import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { EventStore } from '../EventStore';
import { loadSeedContext } from './seedContext';
import { seedHistory } from './seedHistory';
import { TrafficSimulator } from './TrafficSimulator';

/** Demo history on `npm start`: lighter than the CLI's default so the first start stays quick. */
const DEMO_VISITS_PER_DAY = 4000;
/** Hits per second of the in-process simulator: enough to keep the realtime cards moving. */
const DEMO_SIMULATOR_RATE = 5;

/** SEED=demo with an empty event store: write `days` of history. Returns whether it did. */
export async function seedDemoHistory(db: Kysely<Database>, events: EventStore, days: number, log: FastifyBaseLogger): Promise<boolean> {
  if (await events.hasEvents()) return false;
  const context = await loadSeedContext(db);
  if (!context.domains.length) return false;
  const started = Date.now();
  const rows = await seedHistory(events, { ...context, days, visitsPerDay: DEMO_VISITS_PER_DAY });
  log.info(`Seeded ${rows} demo events over ${days} days in ${((Date.now() - started) / 1000).toFixed(1)} s (DEMO_HISTORY_DAYS=0 skips this).`);
  return true;
}

/** SEED=demo: light live traffic through this server's own collect endpoint (SIMULATE=0 turns it off). */
export async function startDemoSimulator(baseUrl: string, db: Kysely<Database>, log: FastifyBaseLogger): Promise<TrafficSimulator | undefined> {
  const { domains } = await loadSeedContext(db);
  if (!domains.length) return undefined;
  let reported = false;
  const simulator = new TrafficSimulator({
    baseUrl,
    domains,
    rate: DEMO_SIMULATOR_RATE,
    onError: (err) => {
      if (!reported) log.warn({ err }, 'demo traffic simulator: collect failed (reported once)');
      reported = true;
    },
  });
  simulator.start();
  log.info(`Demo traffic simulator: ~${DEMO_SIMULATOR_RATE} hits/s to ${baseUrl}/api/v1/collect (SIMULATE=0 turns it off).`);
  return simulator;
}
