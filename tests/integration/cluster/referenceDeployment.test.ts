import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingPackages } from '../../../tools/cluster/localServices';
import { startCluster, type Cluster } from '../../../tools/cluster/startCluster';
import { collectHits } from '../../support/trackerHits';
import { authenticatedSocketAt, sleep, until } from '../../support/socketFeeds';
import { freePort } from '../../support/throwawayPostgres';

const DEMO_PASSWORD = 'demo-reference-1234';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Issue 20: the reference deployment `npm run cluster` starts — nginx in front of two console
 * processes sharing PostgreSQL, ClickHouse (the events) and Redis — as a user starts it, the
 * console bundle aside.
 */
(missingPackages().length ? describe.skip : describe)('issue 20: the reference deployment (npm run cluster)', () => {
  let dir: string;
  let cluster: Cluster;
  const output: string[] = [];

  const login = async (url: string) => {
    const res = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }) });
    return { status: res.status, token: res.status === 200 ? ((await res.json()) as { data: { token: string } }).data.token : '' };
  };
  /** Page views and users of the last hour on news.example.com, as `url` counts them. */
  const counted = async (url: string, token: string, page: string) => {
    const qs = new URLSearchParams({ from: String(Date.now() - 3_600_000), to: String(Date.now() + 60_000), domain: 'news.example.com', page });
    const res = await fetch(`${url}/api/v1/monitoring/users?${qs}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { users: number; views: number } }).data;
  };
  const pageview = (visitorId: string, page: string) => ({ type: 'pageview', domain: 'news.example.com', url: `https://news.example.com${page}`, title: 'Reference', referrer: '', visitorId });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ac-reference-'));
    cluster = await startCluster({
      dir,
      port: await freePort(),
      env: { DEMO_PASSWORD, DEMO_HISTORY_DAYS: '0', SIMULATE: '0', SCHEDULE_JOBS: '0', LIMIT_COLLECT_PER_IP: '10000000/60' },
      log: (name, line) => output.push(`[${name}] ${line}`),
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('issue 20: nginx answers for both processes; a hit collected through it is counted from ClickHouse by either process', async () => {
    const { status, token } = await login(cluster.url);
    expect(status).toBe(200);
    expect((await collectHits(cluster.url, pageview('reference-1', '/through-nginx'))).status).toBe(202);
    const { a, b } = cluster.processes;
    await until(async () => (await counted(b.url, token, '/through-nginx')).views === 1, 5000);
    expect(await counted(a.url, token, '/through-nginx')).toEqual({ users: 1, views: 1 });
  });

  it('issue 20, WS-04: a collect sent to A reaches a socket on B within 1 s', async () => {
    const { a, b } = cluster.processes;
    const { token } = await login(b.url);
    const socket = await authenticatedSocketAt(b.url, token);
    try {
      const phones: number[] = [];
      socket.on('update', (u: { data: { key: string; users: number }[] }) => phones.push(u.data.find((row) => row.key === 'Phone')?.users ?? 0));
      expect(await socket.emitWithAck('subscribe', { resource: 'devices', filter: { domain: 'news.example.com' } })).toMatchObject({ status: 'success' });
      await until(() => phones.length > 0);
      const before = phones.at(-1)!;
      await sleep(600);
      const sent = Date.now();
      const res = await fetch(`${a.url}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': IPHONE_UA }, body: JSON.stringify(pageview('reference-phone', '/live')) });
      expect(res.status).toBe(202);
      await until(() => phones.at(-1) === before + 1, 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
    } finally {
      socket.disconnect();
    }
  });

  it('issue 20: killing a process loses no hit it accepted before its last flush; nginx goes on through the other', async () => {
    const { a, b } = cluster.processes;
    const { token } = await login(b.url);
    for (let i = 0; i < 20; i++) expect((await collectHits(a.url, pageview(`reference-kill-${i}`, '/before-kill'))).status).toBe(202);
    // The store flushes 250 ms after a row waits: what a SIGKILL can lose is bounded by that (docs/deployment.md).
    await sleep(1000);
    a.child.kill('SIGKILL');
    await new Promise((resolve) => (a.child.exitCode === null ? a.child.once('exit', resolve) : resolve(undefined)));
    expect(await counted(b.url, token, '/before-kill')).toEqual({ users: 20, views: 20 });
    // nginx takes A out and serves from B.
    expect((await login(cluster.url)).status).toBe(200);
    expect((await collectHits(cluster.url, pageview('reference-after', '/after-kill'))).status).toBe(202);
    await until(async () => (await counted(b.url, token, '/after-kill')).views === 1, 5000);
  });
});
