import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { ServerServices } from '../ServerServices';

/**
 * A job the scheduler runs by its cron pattern (a plugin's server half lists its own: `jobs`).
 * Its state and pattern are the admin's (the cron jobs page); the default pattern is where it starts.
 */
export interface ScheduledJob {
  /** The spec's name (syncAudiencesOfVotes, removeOldEntries …): the key of getCronJobs. */
  name: string;
  /** Its pattern until an admin sets another: a standard cron expression, in UTC. */
  pattern: string;
  /** Does the work once; what it returns is kept in the run history. Throws to fail the run. */
  run(ctx: JobContext): Promise<JobResult | void>;
}

/** What the job reports of its work, shown with the run (counts, sizes). */
export type JobResult = Record<string, unknown>;

export interface JobContext {
  db: Kysely<Database>;
  services: ServerServices;
  /** Aborted when the run is killed (task manager) or the server stops: stop at the next step and throw. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** When the job's last successful run started, or null: the sync jobs re-apply rules to what came since. */
  lastSuccess: Date | null;
}
