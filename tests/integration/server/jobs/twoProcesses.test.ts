import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CronJobs } from '../../../../core/common/jobs';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../../support/serverProcess';
import { hasPostgresBinaries, ThrowawayPostgres } from '../../../support/throwawayPostgres';

const DEMO_PASSWORD = 'demo-jobs-1234';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo admin's token on a server. */
async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * Two server processes on one PostgreSQL, as a deployment runs them (issue 19; issue 20 adds the
 * rest of the cluster): each process has its scheduler, its event store and its node name, and the
 * job's lease in its database row lets one of them run each tick. CI installs PostgreSQL (.ci/run).
 */
(hasPostgresBinaries ? describe : describe.skip)('cron jobs: two server processes on one PostgreSQL', () => {
  let pg: ThrowawayPostgres | undefined;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-jobs-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: pg!.url, DEMO_PASSWORD });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    pg = await ThrowawayPostgres.create();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server).catch(() => server.child.kill('SIGKILL'));
    await pg?.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a one-second job runs once per tick across both processes; a stop made through one holds on both', async () => {
    const a = await start();
    const token = await adminToken(a.url);
    const get = async (url: string) => ((await (await fetch(`${url}/api/v1/elastic/getCronJobs`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: CronJobs }).data;
    const manage = (query: Record<string, string>) => fetch(`${a.url}/api/v1/elastic/manageCronJob?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await manage({ name: 'manageCluster', action: 'setTime', pattern: '* * * * * *' })).status).toBe(200);
    const b = await start();
    // Both processes run by now: every tick from here on is claimed by one of them, never by both.
    const from = Date.now();
    await wait(5_000);
    const runs = (await get(b.url)).manageCluster.runs.filter((run) => Date.parse(run.startedAt) >= from);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const ticks = runs.map((run) => run.startedAt);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(runs.every((run) => run.outcome === 'succeeded')).toBe(true);
    expect(new Set(runs.map((run) => run.node)).size).toBeGreaterThanOrEqual(1);

    expect((await manage({ name: 'manageCluster', action: 'stop' })).status).toBe(200);
    await wait(1_500);
    const stoppedAt = (await get(a.url)).manageCluster.runs.length;
    await wait(2_500);
    expect((await get(b.url)).manageCluster.runs.length).toBe(stoppedAt);
    expect((await get(b.url)).manageCluster.state).toBe('stopped');
    for (const server of servers) expect(server.output()).not.toMatch(/unhandled error|tick failed/);
  }, 120_000);
});
