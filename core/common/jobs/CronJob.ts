/** A scheduled job as the admin pages see it (management §3 "Cron job", plus what it did lately). */
export interface CronJob {
  name: string;
  state: CronJobState;
  /** When it last started (ISO), whether by its pattern or by "run now"; null before its first run. */
  lastExecution: string | null;
  /** When its pattern runs it next (ISO); null while stopped. */
  nextExecution: string | null;
  /** A standard cron expression (five fields, or six with seconds first), in UTC. */
  pattern: string;
  /** Whether a run is under way on some server process. */
  running: boolean;
  /** Its last runs, newest first. */
  runs: CronJobRun[];
}

export type CronJobState = 'active' | 'stopped';

export interface CronJobRun {
  id: number;
  /** ISO. */
  startedAt: string;
  /** null while it runs. */
  durationMs: number | null;
  outcome: 'running' | 'succeeded' | 'failed' | 'cancelled';
  error: string | null;
  /** What the job reports of its work (rows deleted, visitors assigned, store sizes). */
  result: Record<string, unknown> | null;
  trigger: 'schedule' | 'manual';
  /** The server process that ran it. */
  node: string;
}

/** A job name the scheduler knows: getCronJobs answers every job keyed by name. */
export type CronJobs = Record<string, CronJob>;
