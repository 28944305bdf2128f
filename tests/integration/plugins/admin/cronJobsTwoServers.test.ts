import { randomBytes } from 'node:crypto';
import type { CronJobs } from '../../../../core/common/jobs';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { testDatabaseUrl } from '../../../support/testDatabaseUrl';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two servers on one PostgreSQL (each its own pool, event store and node name) stand for two
 * processes of a deployment: a job with a one-second pattern runs once per tick, by whichever
 * claims the tick first. PGlite is one process's database: this runs in integration-pg.
 */
(testDatabaseUrl() ? describe : describe.skip)('cron jobs with two servers on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  afterAll(async () => {
    // b first: a's close drops the schema.
    await b?.server.close();
    await a?.close();
  });

  it('a one-second job runs once per tick across both, and a stop through one stops it on both', async () => {
    a = await startTestServer({ databaseSchema: schema });
    const { token } = await a.login('admin@demo.test');
    const manage = (query: Record<string, string>) => a.request('GET', `/v1/elastic/manageCronJob?${new URLSearchParams(query)}`, { token });
    expect((await manage({ name: 'manageCluster', action: 'setTime', pattern: '* * * * * *' })).status).toBe(200);
    b = await startTestServer({ databaseSchema: schema });
    expect(b.server.services.tasks.node).not.toBe(a.server.services.tasks.node);

    await wait(4_500);
    const jobs = (await a.request('GET', '/v1/elastic/getCronJobs', { token })).body.data as CronJobs;
    const runs = jobs.manageCluster.runs;
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const ticks = runs.map((run) => run.startedAt);
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const run of runs) expect([a.server.services.tasks.node, b.server.services.tasks.node]).toContain(run.node);

    // Stopped through a: b follows the row within its sync (10 s) and never runs a tick of the old pattern meanwhile.
    expect((await manage({ name: 'manageCluster', action: 'stop' })).status).toBe(200);
    await wait(1_500);
    const count = ((await a.request('GET', '/v1/elastic/getCronJobs', { token })).body.data as CronJobs).manageCluster.runs.length;
    await wait(2_500);
    expect(((await a.request('GET', '/v1/elastic/getCronJobs', { token })).body.data as CronJobs).manageCluster.runs.length).toBe(count);
  }, 60_000);
});
