import Fastify from 'fastify';
import { migrateToLatest } from '../../../../core/server/db/migrateToLatest';
import type { ScheduledJob } from '../../../../core/server/jobs';
import { Scheduler } from '../../../../core/server/jobs';
import { Tasks } from '../../../../core/server/tasks';
import type { ServerServices } from '../../../../core/server/ServerServices';
import { scratchDatabase } from '../../../support/scratchDatabase';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that takes `ms` and notes when each of its runs began and ended, on which scheduler. */
function slowJob(name: string, ms: number, runs: { node: string; from: number; to: number }[], node: () => string): ScheduledJob {
  return {
    name,
    pattern: '* * * * * *',
    async run({ signal }) {
      const from = Date.now();
      await wait(ms);
      signal.throwIfAborted();
      runs.push({ node: node(), from, to: Date.now() });
    },
  };
}

/**
 * Two schedulers on one database stand for two server processes (each its own node name): the
 * lease in the job's row lets one run a tick, and no run start while another is under way.
 */
describe('Scheduler lease (issue 19: never twice at once, once per tick across processes)', () => {
  const scratch = scratchDatabase();
  const log = Fastify({ logger: false }).log;
  const services = { config: { scheduleJobs: true } } as ServerServices;

  it('two schedulers on one database run each tick of a quick job once', async () => {
    const db = scratch.db();
    await migrateToLatest(db, {}, scratch.schema);
    const runs: { node: string; from: number; to: number }[] = [];
    const a = new Scheduler(db, [slowJob('quick', 10, runs, () => 'a')], new Tasks('node-a'), log);
    const b = new Scheduler(db, [slowJob('quick', 10, runs, () => 'b')], new Tasks('node-b'), log);
    await Promise.all([a.start(services), b.start(services)]);
    await wait(3_500);
    await Promise.all([a.close(), b.close()]);
    const rows = await db.selectFrom('cron_job_runs').select(['started_at', 'outcome']).where('job', '=', 'quick').execute();
    const ticks = rows.map((r: { started_at: Date }) => new Date(r.started_at).getTime());
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size).toBe(ticks.length);
    // A run under way when the schedulers close is cancelled before it notes itself (seen under load).
    expect(runs.length).toBe(rows.filter((r: { outcome: string }) => r.outcome !== 'cancelled').length);
  });

  it('a run longer than the pattern\'s period is never joined by a second one, on either scheduler', async () => {
    const db = scratch.db();
    const runs: { node: string; from: number; to: number }[] = [];
    const a = new Scheduler(db, [slowJob('slow', 1_500, runs, () => 'a')], new Tasks('node-a'), log);
    const b = new Scheduler(db, [slowJob('slow', 1_500, runs, () => 'b')], new Tasks('node-b'), log);
    await Promise.all([a.start(services), b.start(services)]);
    await wait(5_200);
    await Promise.all([a.close(), b.close()]);
    const done = [...runs].sort((x, y) => x.from - y.from);
    expect(done.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < done.length; i++) expect(done[i].from).toBeGreaterThanOrEqual(done[i - 1].to);
    // The runs closed by the stop are recorded as cancelled, not left running.
    const outcomes = (await db.selectFrom('cron_job_runs').select('outcome').where('job', '=', 'slow').execute()).map((r: { outcome: string }) => r.outcome);
    expect(outcomes).not.toContain('running');
    expect(outcomes.filter((o: string) => o === 'succeeded')).toHaveLength(done.length);
  });

  it('a job whose lease a dead process left is taken over once the lease is old', async () => {
    const db = scratch.db();
    const runs: { node: string; from: number; to: number }[] = [];
    await db.insertInto('cron_jobs').values({ name: 'orphan', pattern: '* * * * * *', running_node: 'dead-node', running_since: new Date(Date.now() - 60_000) }).execute();
    const a = new Scheduler(db, [slowJob('orphan', 10, runs, () => 'a')], new Tasks('node-a'), log);
    await a.start(services);
    await wait(2_500);
    // A minute-old lease may still be a live process's (heartbeats come every 30 s): not taken.
    expect(runs).toHaveLength(0);
    await db.updateTable('cron_jobs').set({ running_since: new Date(Date.now() - 10 * 60_000) }).where('name', '=', 'orphan').execute();
    await wait(2_500);
    await a.close();
    expect(runs.length).toBeGreaterThanOrEqual(1);
  });
});
