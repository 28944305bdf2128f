import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { CRON_MODE, cronPatternError, cronPatternMessage, nextRunsOf, tickOf, type CronJob, type CronJobRun, type CronJobs } from '../../common/jobs';
import { ApiError } from '../http/ApiError';
import type { CronJobRunTable, CronJobTable, Database } from '../db/Database';
import type { ServerServices } from '../ServerServices';
import { TaskCancelledError } from '../tasks/TaskCancelledError';
import type { Tasks } from '../tasks/Tasks';
import type { ScheduledJob } from './ScheduledJob';

/** A running job renews its lease this often; a lease not renewed for LEASE_MS is a dead process's, and taken over. */
const HEARTBEAT_MS = 30_000;
const LEASE_MS = 4 * HEARTBEAT_MS;
/** Every process reads the jobs' rows this often, so a state or pattern set through another process applies here too. */
const SYNC_MS = 10_000;
/** Runs kept per job in the history. */
const KEPT_RUNS = 20;

type JobRow = Selectable<CronJobTable>;
type Claim = UpdateQueryBuilder<Database, 'cron_jobs', 'cron_jobs', UpdateResult>;

/**
 * Runs the server's jobs by their cron patterns (croner), with state and pattern in the database so
 * they survive restarts and every process sees the admin's changes. A run first takes the job's
 * lease in its row — one conditional UPDATE, so it holds on PGlite and across several processes on
 * one PostgreSQL: a job never runs twice at once, and a tick is run by the first process to claim
 * it. A change made through another process applies here within SYNC_MS (and a tick on an outdated
 * pattern is not run: the claim checks state and pattern).
 */
export class Scheduler {
  private readonly jobs: ReadonlyMap<string, ScheduledJob>;
  /** The timers of the active jobs, with the pattern each was made from. */
  private readonly crons = new Map<string, { cron: Cron; pattern: string }>();
  /** This process's runs under way, by job. */
  private readonly runs = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private services?: ServerServices;
  private sync?: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    jobs: readonly ScheduledJob[],
    /** Each run is a task of this process (the task manager kills it); its node names the runs. */
    private readonly tasks: Tasks,
    private readonly log: FastifyBaseLogger,
  ) {
    this.jobs = new Map(jobs.map((job) => [job.name, job]));
  }

  /** Adds the rows of new jobs (their default pattern, active) and schedules the active ones (unless SCHEDULE_JOBS=0). */
  async start(services: ServerServices): Promise<void> {
    this.services = services;
    const defined = [...this.jobs.values()];
    if (defined.length) {
      await this.db
        .insertInto('cron_jobs')
        .values(defined.map((job) => ({ name: job.name, pattern: job.pattern })))
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    if (!services.config.scheduleJobs) return;
    await this.follow();
    this.sync = setInterval(() => {
      this.follow().catch((err: unknown) => this.log.error({ err }, 'cron jobs: rows not read'));
    }, SYNC_MS);
    this.sync.unref();
  }

  /** Schedules each job as its row says now. */
  private async follow() {
    for (const row of await this.rows()) this.schedule(row);
  }

  /** Every job, keyed by name (getCronJobs). */
  async list(): Promise<CronJobs> {
    // The row before the runs: a run that ended meanwhile shows ended, never still leased.
    const rows = await this.rows();
    const runs = await this.recentRuns();
    return Object.fromEntries(rows.map((row) => [row.name, this.view(row, runs.get(row.name) ?? [])]));
  }

  async get(name: string): Promise<CronJob> {
    const row = await this.row(name);
    const runs = await this.recentRuns(name);
    return this.view(row, runs.get(name) ?? []);
  }

  /** Sets the state (start, stop) and returns the job; a stopped job finishes a run under way. */
  async setState(name: string, state: CronJob['state'], userId: number): Promise<CronJob> {
    await this.update(name, { state }, userId);
    return this.get(name);
  }

  /** Sets the pattern (refused with 422 unless a standard cron expression) and returns the job. */
  async setPattern(name: string, pattern: string, userId: number): Promise<CronJob> {
    const message = cronPatternMessage(pattern);
    if (message) throw ApiError.validation({ pattern: [message] });
    await this.update(name, { pattern: pattern.trim() }, userId);
    return this.get(name);
  }

  /** Starts a run now, whatever the pattern and state; 409 while one runs (here or on another process). */
  async runNow(name: string): Promise<CronJob> {
    await this.row(name);
    if (!(await this.begin(name, 'manual', new Date()))) throw new ApiError(409, 'job_running', `${name} is running already.`);
    return this.get(name);
  }

  /** Stops scheduling, aborts this process's runs and waits for them to end (their leases freed). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sync);
    for (const { cron } of this.crons.values()) cron.stop();
    this.crons.clear();
    for (const { controller } of this.runs.values()) controller.abort(new Error('The server is stopping.'));
    await Promise.allSettled([...this.runs.values()].map((run) => run.done));
  }

  private async update(name: string, set: Partial<Pick<JobRow, 'state' | 'pattern'>>, userId: number) {
    // A disabled plugin's job keeps its row but is no job of this server.
    if (!this.jobs.has(name)) throw unknownJob(name);
    const row = await this.db
      .updateTable('cron_jobs')
      .set({ ...set, modified_by: userId, modified_at: new Date() })
      .where('name', '=', name)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw unknownJob(name);
    this.schedule(row);
  }

  /** (Re)creates the job's timer from its row: none while stopped or for a job no plugin defines now. */
  private schedule(row: JobRow) {
    if (!this.services?.config.scheduleJobs) return;
    const current = this.crons.get(row.name);
    if (current?.pattern === row.pattern && row.state === 'active') return;
    current?.cron.stop();
    this.crons.delete(row.name);
    if (this.closed || row.state !== 'active' || !this.jobs.has(row.name) || cronPatternError(row.pattern)) return;
    const cron = new Cron(row.pattern, { ...CRON_MODE, unref: true }, () => this.tick(row.name, row.pattern));
    this.crons.set(row.name, { cron, pattern: row.pattern });
  }

  private async tick(name: string, pattern: string) {
    try {
      const at = tickOf(pattern, new Date()) ?? new Date();
      const claimed = await this.begin(name, 'schedule', at, (claim) =>
        claim
          .where('state', '=', 'active')
          .where('pattern', '=', pattern)
          .where((eb) => eb.or([eb('last_execution', 'is', null), eb('last_execution', '<', at)])),
      );
      // Another process ran this tick, or the admin changed the job there: follow the row.
      if (!claimed) this.schedule(await this.row(name));
    } catch (err) {
      this.log.error({ err }, `cron job ${name}: tick failed`);
    }
  }

  /**
   * Takes the job's lease (free, or a dead process's) as of `at` — narrowed by `narrow` — and
   * records the run as started, in one transaction; then runs it in the background. False when
   * the lease was not taken.
   */
  private async begin(name: string, trigger: CronJobRun['trigger'], at: Date, narrow: (claim: Claim) => Claim = (claim) => claim): Promise<boolean> {
    const id = await this.db.transaction().execute(async (trx) => {
      const claim = trx
        .updateTable('cron_jobs')
        .set({ running_node: this.tasks.node, running_since: sql<Date>`now()`, last_execution: at })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('running_node', 'is', null), eb('running_since', '<', sql<Date>`now() - ${`${LEASE_MS} milliseconds`}::interval`)]));
      if (!(await narrow(claim).returning('name').executeTakeFirst())) return undefined;
      const run = await trx.insertInto('cron_job_runs').values({ job: name, node: this.tasks.node, trigger, started_at: at, outcome: 'running' }).returning('id').executeTakeFirstOrThrow();
      return run.id;
    });
    if (id === undefined) return false;
    await this.execute(name, trigger, id);
    return true;
  }

  /** Runs the job under the lease this process took; the run's end, the lease's release and the history's trim commit together. */
  private async execute(name: string, trigger: CronJobRun['trigger'], id: number) {
    const job = this.jobs.get(name)!;
    const lastSuccess = await this.lastSuccess(name, id);
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      this.release(this.db, name, { running_since: sql<Date>`now()` }).catch((err: unknown) => this.log.error({ err }, `cron job ${name}: lease not renewed`));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const started = performance.now();
    const done = (async () => {
      let outcome: CronJobRun['outcome'] = 'succeeded';
      let error: string | null = null;
      let result: unknown = null;
      let signal = controller.signal;
      try {
        result = await this.tasks.run({ action: `cron:job/${name}`, type: 'job', description: `${name} (${trigger === 'manual' ? 'run now' : 'by its pattern'})` }, (task) => {
          signal = AbortSignal.any([controller.signal, task.signal]);
          return job.run({ db: this.db, services: this.services!, signal, log: this.log, lastSuccess });
        });
        result ??= null;
      } catch (err) {
        // Killed: the run's task, or a query of it in the task manager.
        outcome = signal.aborted || err instanceof TaskCancelledError ? 'cancelled' : 'failed';
        error = err instanceof Error ? err.message : String(err);
        if (outcome === 'failed') this.log.error({ err }, `cron job ${name} failed`);
      } finally {
        clearInterval(heartbeat);
      }
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('cron_job_runs')
          .set({ duration_ms: Math.round(performance.now() - started), outcome, error, result: result === null ? null : JSON.stringify(result) })
          .where('id', '=', id)
          .execute();
        await this.release(trx, name, { running_node: null, running_since: null });
        await this.prune(trx, name);
      });
    })()
      .catch((err: unknown) => this.log.error({ err }, `cron job ${name}: run not recorded`))
      .finally(() => this.runs.delete(name));
    this.runs.set(name, { controller, done });
  }

  /** Changes the lease only while this process holds it (a lease taken over stays the new holder's). */
  private release(db: Kysely<Database>, name: string, set: { running_node?: null; running_since: unknown }) {
    return db
      .updateTable('cron_jobs')
      .set(set as Partial<JobRow>)
      .where('name', '=', name)
      .where('running_node', '=', this.tasks.node)
      .execute();
  }

  private async prune(db: Kysely<Database>, name: string) {
    const keep = await db.selectFrom('cron_job_runs').select('id').where('job', '=', name).orderBy('id', 'desc').offset(KEPT_RUNS - 1).limit(1).executeTakeFirst();
    if (keep) await db.deleteFrom('cron_job_runs').where('job', '=', name).where('id', '<', keep.id).execute();
  }

  private async lastSuccess(name: string, before: number): Promise<Date | null> {
    const row = await this.db
      .selectFrom('cron_job_runs')
      .select('started_at')
      .where('job', '=', name)
      .where('outcome', '=', 'succeeded')
      .where('id', '<', before)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? new Date(row.started_at) : null;
  }

  /** The rows of the jobs this server defines (a plugin disabled since keeps its row, unlisted). */
  private async rows(): Promise<JobRow[]> {
    const names = [...this.jobs.keys()];
    if (!names.length) return [];
    return this.db.selectFrom('cron_jobs').selectAll().where('name', 'in', names).orderBy('name').execute();
  }

  private async row(name: string): Promise<JobRow> {
    if (!this.jobs.has(name)) throw unknownJob(name);
    const row = await this.db.selectFrom('cron_jobs').selectAll().where('name', '=', name).executeTakeFirst();
    if (!row) throw unknownJob(name);
    return row;
  }

  private async recentRuns(name?: string): Promise<Map<string, CronJobRun[]>> {
    let query = this.db.selectFrom('cron_job_runs').selectAll().orderBy('id', 'desc');
    if (name) query = query.where('job', '=', name);
    const runs = new Map<string, CronJobRun[]>();
    for (const row of await query.execute()) {
      const list = runs.get(row.job) ?? [];
      if (!runs.has(row.job)) runs.set(row.job, list);
      if (list.length < KEPT_RUNS) list.push(runView(row));
    }
    return runs;
  }

  private view(row: JobRow, runs: CronJobRun[]): CronJob {
    const leased = row.running_node !== null && row.running_since !== null && new Date(row.running_since).getTime() > Date.now() - LEASE_MS;
    const running = leased && runs[0]?.outcome === 'running';
    return {
      name: row.name,
      state: row.state === 'stopped' ? 'stopped' : 'active',
      lastExecution: iso(row.last_execution),
      nextExecution: iso(this.nextExecution(row)),
      pattern: row.pattern,
      running,
      runs,
    };
  }

  /** Derived from state and pattern (both kept), so never stored. */
  private nextExecution(row: JobRow): Date | null {
    if (row.state !== 'active' || cronPatternError(row.pattern)) return null;
    return nextRunsOf(row.pattern, 1)[0] ?? null;
  }
}

function runView(row: Selectable<CronJobRunTable>): CronJobRun {
  return {
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    durationMs: row.duration_ms,
    outcome: row.outcome as CronJobRun['outcome'],
    error: row.error,
    result: (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as CronJobRun['result'],
    trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
    node: row.node,
  };
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function unknownJob(name: string): ApiError {
  return new ApiError(404, 'job_not_found', `There is no cron job "${name}".`);
}
