import type { Command } from 'commander';
import { configFromEnv } from '../../core/server/config/configFromEnv';
import { resolveServerConfig, type ServerOptions } from '../../core/server/config/ServerConfig';
import { CliError } from '../CliError';
import type { Output } from './Output';
import { positiveNumber } from './positiveNumber';

const positive = (flag: string) => positiveNumber(flag, { integer: true });

/**
 * `seed --days 45`: realistic demo history straight into the event store (the server must be
 * stopped), of the deployment `serverOptions` describe (the environment; tests pass their own).
 */
export function registerSeedCommand(program: Command, out: Output, serverOptions: () => ServerOptions = configFromEnv): Command {
  return program
    .command('seed')
    .description('write days of demo traffic into the event store of DATA_DIR (stop the server first)')
    .option('--days <n>', 'days of history up to now', positive('--days'), 45)
    .option('--visits-per-day <n>', 'average visits per day (each 1–9 page views plus events)', positive('--visits-per-day'), 8000)
    .option('--replace', "delete every stored event first, and what the plugins stored from hits (leads, the poll and form catalogue); otherwise a non-empty store is refused")
    .action(async (opts: { days: number; visitsPerDay: number; replace?: boolean }) => {
      // Loaded on use: --help needs neither the databases nor the generator.
      const [{ openMigratedDatabase }, { openEventStore }, { loadSeedDomains }, { seedHistory }] = await Promise.all([
        import('../../core/server/db/openMigratedDatabase'),
        import('../../core/server/events/openEventStore'),
        import('../../core/server/events/seed/seedDomains'),
        import('../../core/server/events/seed/seedHistory'),
      ]);
      const config = resolveServerConfig({ ...serverOptions(), logger: false });
      const database = await openMigratedDatabase(config);
      try {
        const domains = await loadSeedDomains(database.db);
        if (!domains.length) throw new CliError('No domains are configured: start the server once with SEED=demo, or add users with --domains.');
        const store = await openEventStore(config, { lists: database.plugins.eventLists }).catch((err: Error) => {
          throw new CliError(err.message);
        });
        try {
          const present = await store.hasEvents();
          if (present && !opts.replace) throw new CliError('The event store already holds events. Use --replace to delete them and seed afresh.');
          if (present) out.print(`Deleted ${await store.deleteBefore(Number.MAX_SAFE_INTEGER)} events.`);
          // What earlier hits left beside the events (leads, polls): the new history brings its own.
          if (opts.replace) {
            for (const step of database.plugins.ingestSteps) {
              const deleted = await step.forgetHistory?.(database.db);
              if (deleted) out.print(`Deleted ${Object.entries(deleted).map(([table, n]) => `${n} ${table}`).join(', ')} (${step.name}).`);
            }
          }
          const started = Date.now();
          const rows = await seedHistory(store, {
            domains,
            tools: database.plugins.demoTraffic,
            ingest: { steps: database.plugins.ingestSteps, db: database.db, contract: database.plugins.contract },
            days: opts.days,
            visitsPerDay: opts.visitsPerDay,
            onDay: (day, n) => {
              if (day % 5 === 0 || day === opts.days) out.print(`day ${day}/${opts.days}: ${n} events`);
            },
          });
          out.print(`Seeded ${rows} events over ${opts.days} days for ${domains.map((d) => d.title).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        } finally {
          await store.close();
        }
      } finally {
        await database.db.destroy();
      }
    });
}
