import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { LoadedServerPlugins } from '../../plugin/loadServerPlugins';
import type { EventStore } from '../EventStore';
import { loadSeedDomains } from './seedDomains';
import { seedHistory } from './seedHistory';
import { TrafficSimulator } from './TrafficSimulator';

/** Demo history on `npm start`: lighter than the CLI's default so the first start stays quick. */
const DEMO_VISITS_PER_DAY = 4000;
/** Hits per second of the in-process simulator: enough to keep the realtime cards moving. */
const DEMO_SIMULATOR_RATE = 5;

/** SEED=demo with an empty event store: write `days` of history. Returns whether it did. */
export async function seedDemoHistory(db: Kysely<Database>, plugins: LoadedServerPlugins, events: EventStore, days: number, log: FastifyBaseLogger): Promise<boolean> {
  if (await events.hasEvents()) return false;
  const domains = await loadSeedDomains(db);
  if (!domains.length) return false;
  const started = Date.now();
  const rows = await seedHistory(events, { domains, days, visitsPerDay: DEMO_VISITS_PER_DAY, tools: plugins.demoTraffic, ingest: { steps: plugins.ingestSteps, db, contract: plugins.contract } });
  log.info(`Seeded ${rows} demo events over ${days} days in ${((Date.now() - started) / 1000).toFixed(1)} s (DEMO_HISTORY_DAYS=0 skips this).`);
  return true;
}

/** SEED=demo: light live traffic through this server's own collect endpoint (SIMULATE=0 turns it off). */
export async function startDemoSimulator(baseUrl: string, db: Kysely<Database>, plugins: LoadedServerPlugins, log: FastifyBaseLogger): Promise<TrafficSimulator | undefined> {
  const domains = await loadSeedDomains(db);
  if (!domains.length) return undefined;
  let reported = false;
  const simulator = new TrafficSimulator({
    baseUrl,
    domains: domains.map((d) => d.title),
    tools: plugins.demoTraffic,
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
