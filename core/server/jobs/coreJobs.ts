import { sql } from 'kysely';
import type { ScheduledJob } from './ScheduledJob';

const DAY_MS = 86_400_000;

/** removeOldEntries: deletes events and assignments older than the retention (EVENT_RETENTION_DAYS); roll-ups follow. */
const removeOldEntries: ScheduledJob = {
  name: 'removeOldEntries',
  pattern: '30 */6 * * *',
  async run({ services }) {
    const days = services.config.eventRetentionDays;
    const before = Date.now() - days * DAY_MS;
    return { retentionDays: days, before: new Date(before).toISOString(), deletedEvents: await services.events.deleteBefore(before) };
  },
};

/** optimizeIndex: writes the buffer, catches the roll-ups up and checkpoints the event store. */
const optimizeIndex: ScheduledJob = {
  name: 'optimizeIndex',
  pattern: '15 4 * * *',
  async run({ services }) {
    const { rolledUntil } = await services.events.optimize();
    return { rolledUntil: new Date(rolledUntil).toISOString() };
  },
};

/** manageCluster: the stores' health — sizes, row counts, roll-up lag — kept as the run's result. */
const manageCluster: ScheduledJob = {
  name: 'manageCluster',
  pattern: '*/10 * * * *',
  async run({ services, db }) {
    const health = await services.events.health();
    const { bytes } = await sql<{ bytes: string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db).then((r) => r.rows[0]);
    return {
      events: health.events,
      assignments: health.assignments,
      eventStoreBytes: health.bytes,
      bufferedRows: health.buffered,
      rolledUntil: new Date(health.rolledUntil).toISOString(),
      rollupLagMs: health.rollupLagMs,
      databaseBytes: Number(bytes),
    };
  },
};

/** The jobs of core's own stores; the audiences plugin brings those of the DMP. */
export const coreJobs: ScheduledJob[] = [removeOldEntries, optimizeIndex, manageCluster];
