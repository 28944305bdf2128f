import type { CronJob, CronJobs } from '../../../../core/common/jobs';
import { adminDb } from '../../../../plugins/admin/server/AdminTables';
import { eventRow } from '../../monitoring/craftedEvents';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const DAY_MS = 86_400_000;
const JOB_NAMES = ['syncAudiencesOfVotes', 'syncAudiencesOfFormData', 'refreshCache', 'removeOldEntries', 'removeDeletedAudiences', 'optimizeIndex', 'manageCluster'];

/** Resolves once `check` holds for the job (polled), or fails naming what it last saw. */
async function jobWhen(t: TestServer, token: string, name: string, check: (job: CronJob) => boolean, ms = 8_000): Promise<CronJob> {
  const until = Date.now() + ms;
  let job: CronJob | undefined;
  while (Date.now() < until) {
    job = ((await t.request('GET', '/v1/elastic/getCronJobs', { token })).body.data as CronJobs)[name];
    if (job && check(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} never got there: ${JSON.stringify(job)}`);
}

const manage = (t: TestServer, token: string, query: Record<string, string>) => t.request('GET', `/v1/elastic/manageCronJob?${new URLSearchParams(query)}`, { token });

describe('cron jobs (issue 19: management §2 Admin pages, §3, §4, §7)', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer({ eventRetentionDays: 5, scheduleJobs: true });
    admin = (await t.login('admin@demo.test')).token;
  });
  afterAll(() => t?.close());

  it('AP-03, AP-05, AP-02: getCronJobs answers the seven jobs keyed by name, each with state, last and next execution and pattern', async () => {
    const res = await t.request('GET', '/v1/elastic/getCronJobs', { token: admin });
    expect(res.status).toBe(200);
    const jobs = res.body.data as CronJobs;
    expect(Object.keys(jobs).sort()).toEqual([...JOB_NAMES].sort());
    for (const name of JOB_NAMES) {
      expect(jobs[name]).toMatchObject({ name, state: 'active', lastExecution: null, running: false, runs: [] });
      expect(Date.parse(jobs[name].nextExecution!)).toBeGreaterThan(Date.now());
      expect(jobs[name].pattern.split(' ')).toHaveLength(5);
    }
  });

  it('AP-04: stop and start answer the updated job; a stopped job has no next execution', async () => {
    const stopped = await manage(t, admin, { name: 'optimizeIndex', action: 'stop' });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ name: 'optimizeIndex', state: 'stopped', nextExecution: null });
    expect((await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data.optimizeIndex.state).toBe('stopped');
    const started = await manage(t, admin, { name: 'optimizeIndex', action: 'start' });
    expect(started.body.data).toMatchObject({ state: 'active', nextExecution: expect.any(String) });
  });

  it('OP-61: setTime takes only a standard cron pattern: anything else is a 422 on the pattern, and nothing changes', async () => {
    for (const pattern of ['61 * * * *', 'every day', '1 2 3 4 5 6 7', '0 0 31 2 *', '']) {
      const res = await manage(t, admin, { name: 'refreshCache', action: 'setTime', pattern });
      expect({ pattern, status: res.status }).toEqual({ pattern, status: 422 });
      expect(res.body.errors.pattern[0]).toMatch(/^Pattern (is required|is not a cron pattern: .+)/);
    }
    expect((await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data.refreshCache.pattern).toBe('0 3 * * *');
    const set = await manage(t, admin, { name: 'refreshCache', action: 'setTime', pattern: '0 4 * * 1' });
    expect(set.body.data).toMatchObject({ pattern: '0 4 * * 1', state: 'active' });
    expect(new Date(set.body.data.nextExecution).getUTCDay()).toBe(1);
    expect((await manage(t, admin, { name: 'noSuchJob', action: 'stop' })).status).toBe(404);
    expect((await manage(t, admin, { name: 'refreshCache', action: 'pause' })).status).toBe(422);
  });

  it('a one-second pattern runs the job every second and keeps each run (duration, outcome, result); stop stops it', async () => {
    await manage(t, admin, { name: 'manageCluster', action: 'setTime', pattern: '* * * * * *' });
    const ran = await jobWhen(t, admin, 'manageCluster', (job) => job.runs.filter((r) => r.outcome === 'succeeded').length >= 2);
    const run = ran.runs.find((r) => r.outcome === 'succeeded')!;
    expect(run).toMatchObject({ trigger: 'schedule', error: null, node: expect.any(String), durationMs: expect.any(Number) });
    expect(run.result).toMatchObject({ events: expect.any(Number), eventStoreBytes: expect.any(Number), databaseBytes: expect.any(Number), rollupLagMs: expect.any(Number) });
    expect(Date.parse(ran.lastExecution!)).toBeGreaterThan(Date.now() - 5_000);
    // One run per tick: the start times are whole, distinct seconds.
    const starts = ran.runs.map((r) => Date.parse(r.startedAt));
    expect(new Set(starts).size).toBe(starts.length);
    for (const start of starts) expect(start % 1000).toBe(0);

    await manage(t, admin, { name: 'manageCluster', action: 'stop' });
    const settled = await jobWhen(t, admin, 'manageCluster', (job) => !job.running);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const after = (await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data.manageCluster as CronJob;
    expect(after.runs.length).toBe(settled.runs.length);
  });

  it('run now starts a run beside the pattern (trigger manual); removeOldEntries deletes exactly the events past retention and the roll-ups agree', async () => {
    const { events } = t.server.services;
    const now = Date.now();
    const domain = 'retention.example.com';
    events.append([
      eventRow(now - 10 * DAY_MS, { domain, visitorId: 'old-1' }),
      eventRow(now - 7 * DAY_MS, { domain, visitorId: 'old-2' }),
      eventRow(now - 3 * DAY_MS, { domain, visitorId: 'kept-1' }),
      eventRow(now - 3_600_000, { domain, visitorId: 'kept-2' }),
    ]);
    // Rolled up first: the deleted days must leave the roll-ups too.
    await events.optimize();
    const hits = async () => {
      const [row] = await events.count({ name: 'retention-test', range: { from: now - 20 * DAY_MS, to: now + 60_000 }, filter: { domain }, measures: { hits: 'hits' } });
      return row?.hits ?? 0;
    };
    expect(await hits()).toBe(4);

    const res = await t.request('POST', '/v1/elastic/runCronJob', { token: admin, body: { name: 'removeOldEntries' } });
    expect(res.status).toBe(200);
    const done = await jobWhen(t, admin, 'removeOldEntries', (job) => job.runs[0]?.outcome === 'succeeded');
    expect(done.runs[0]).toMatchObject({ trigger: 'manual', result: { retentionDays: 5, deletedEvents: 2 } });
    expect(await hits()).toBe(2);
    const [{ users }] = await events.count({ name: 'retention-users', range: { from: now - 20 * DAY_MS, to: now + 60_000 }, filter: { domain }, measures: { users: 'users' } });
    expect(users).toBe(2);
  });

  it('every action is kept in the admin audit trail with who did it', async () => {
    const rows = await adminDb(t.server.db).selectFrom('admin_actions').select(['action', 'target', 'user_id']).orderBy('id').execute();
    const adminId = (await t.server.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id;
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'cronJob.stop', target: 'optimizeIndex', user_id: adminId },
        { action: 'cronJob.start', target: 'optimizeIndex', user_id: adminId },
        { action: 'cronJob.setTime', target: 'refreshCache', user_id: adminId },
        { action: 'cronJob.run', target: 'removeOldEntries', user_id: adminId },
      ]),
    );
    // A refused pattern changed nothing, so it is not an action taken.
    expect(rows.filter((r) => r.action === 'cronJob.setTime' && r.target === 'refreshCache')).toHaveLength(1);
  });

  it('OP-62: GET /v1/cronJobs answers the same jobs; PUT /v1/cronJobs/{name} sets state and pattern', async () => {
    const legacy = await t.request('GET', '/v1/cronJobs', { token: admin });
    const current = await t.request('GET', '/v1/elastic/getCronJobs', { token: admin });
    expect(legacy.body.data).toEqual(current.body.data);
    const put = await t.request('PUT', '/v1/cronJobs/removeDeletedAudiences', { token: admin, body: { state: 'stopped', pattern: '0 5 * * *' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'removeDeletedAudiences', state: 'stopped', pattern: '0 5 * * *', nextExecution: null });
    expect((await t.request('PUT', '/v1/cronJobs/removeDeletedAudiences', { token: admin, body: {} })).status).toBe(422);
    expect((await t.request('PUT', '/v1/cronJobs/removeDeletedAudiences', { token: admin, body: { pattern: '* *' } })).status).toBe(422);
  });

  it('manageCronJobs: the analyst and the marketer get 403 on every cron job call', async () => {
    for (const email of ['analyst@demo.test', 'marketer@demo.test']) {
      const { token } = await t.login(email);
      const calls = [
        t.request('GET', '/v1/elastic/getCronJobs', { token }),
        manage(t, token, { name: 'refreshCache', action: 'stop' }),
        t.request('POST', '/v1/elastic/runCronJob', { token, body: { name: 'refreshCache' } }),
        t.request('GET', '/v1/cronJobs', { token }),
        t.request('PUT', '/v1/cronJobs/refreshCache', { token, body: { state: 'stopped' } }),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await t.request('GET', '/v1/elastic/getCronJobs', { token: admin })).body.data.refreshCache.state).toBe('active');
  });
});

describe('cron jobs across restarts', () => {
  it('state, pattern and last execution survive a restart', async () => {
    const first = await startTestServer();
    const { token } = await first.login('admin@demo.test');
    await manage(first, token, { name: 'optimizeIndex', action: 'stop' });
    await manage(first, token, { name: 'refreshCache', action: 'setTime', pattern: '*/20 * * * *' });
    await first.request('POST', '/v1/elastic/runCronJob', { token, body: { name: 'refreshCache' } });
    const ran = await jobWhen(first, token, 'refreshCache', (job) => job.runs[0]?.outcome === 'succeeded');
    // The same data directory (PGlite) or schema (PostgreSQL), a new server.
    const { dataDir } = first.server.config;
    await first.server.close();
    const second = await startTestServer({ dataDir, databaseSchema: first.server.config.databaseSchema });
    try {
      const again = await second.login('admin@demo.test');
      const jobs = (await second.request('GET', '/v1/elastic/getCronJobs', { token: again.token })).body.data as CronJobs;
      expect(jobs.optimizeIndex).toMatchObject({ state: 'stopped', nextExecution: null });
      expect(jobs.refreshCache).toMatchObject({ state: 'active', pattern: '*/20 * * * *', lastExecution: ran.lastExecution });
      expect(jobs.refreshCache.runs[0]).toMatchObject({ id: ran.runs[0].id, outcome: 'succeeded', trigger: 'manual' });
    } finally {
      await second.close();
    }
  });
});
