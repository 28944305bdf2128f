import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '../../../core/server/auth/passwordHash';
import type { Database } from '../../../core/server/db/Database';
import type { TaskList } from '../../../plugins/admin/common/TaskList';
import { createUser, setUserAccess } from '../../../core/server/users/userRepository';
import { FIXTURE_SERVER_MAIN, startServerProcess, stopServerProcess, type ServerProcess } from '../../support/serverProcess';
import { collectHits } from '../../support/trackerHits';
import { authenticatedSocketAt, collectUpdates, sleep, until, type FeedUpdate } from '../../support/socketFeeds';
import { hasPostgresBinaries, ThrowawayPostgres } from '../../support/throwawayPostgres';
import { hasRedisBinary, ThrowawayRedis } from '../../support/throwawayRedis';

const DEMO_PASSWORD = 'demo-cluster-1234';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** What the realtime feeds need. */
const REALTIME = ['REALTIME.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];

/** The devices feed's rows. */
type Devices = { key: string; users: number }[];

/**
 * Issue 20: two server processes on one PostgreSQL and one Redis (REDIS_URL), as a deployment
 * behind a load balancer runs them. Each process keeps its own DuckDB event store here, so a
 * count only one of them can know shows which process computed it. Both serve the fixture
 * plugins too, for an event-store read that runs until the task manager kills it.
 */
(hasPostgresBinaries && hasRedisBinary ? describe : describe.skip)('issue 20: two server processes on one Redis', () => {
  let pg: ThrowawayPostgres | undefined;
  let redis: ThrowawayRedis | undefined;
  let db: Kysely<Database> | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs: string[] = [];
  const sockets: Socket[] = [];

  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ac-cluster-'));
    dataDirs.push(dataDir);
    return startServerProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: pg!.url,
        REDIS_URL: redis!.url,
        DEMO_PASSWORD,
        SCHEDULE_JOBS: '0',
        TRUST_PROXY: '1',
        LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '3/60',
        LIMIT_LOGIN_PER_IP: '6/60',
      },
      { entry: FIXTURE_SERVER_MAIN },
    );
  };
  const api = async <T = any>(server: ServerProcess, method: string, apiPath: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}/api${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };
  const login = async (server: ServerProcess, email: string, password = DEMO_PASSWORD, ip = '10.1.0.1') => {
    const res = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email, password }) });
    return { status: res.status, token: res.status === 200 ? ((await res.json()) as { data: { token: string } }).data.token : '' };
  };
  /** A socket of `server` authenticated with `token`, streaming devices of news.example.com, with the updates and refusals it receives. */
  const devicesFeed = async (server: ServerProcess, token: string) => {
    const socket = await authenticatedSocketAt(server.url, token);
    sockets.push(socket);
    const updates = collectUpdates<Devices>(socket);
    const refusals: { code: string }[] = [];
    socket.on('unauthorized', (r: { code: string }) => refusals.push(r));
    expect(await socket.emitWithAck('subscribe', { resource: 'devices', filter: { domain: 'news.example.com' } })).toMatchObject({ status: 'success' });
    await until(() => updates.length > 0);
    return { updates, refusals };
  };
  const phones = (u: FeedUpdate<Devices>) => u.data.find((row) => row.key === 'Phone')?.users;
  /** A server process's node name (core/server/jobs/nodeName: host and pid). */
  const nodeOf = (server: ServerProcess) => `${hostname().replace(/[^\w.-]/g, '_')}-${server.child.pid}`;
  /** getTasks through `server`: the nodes that answered, and the fixture's slow reads among their tasks by "node:id". */
  const tasksThrough = async (server: ServerProcess, token: string) => {
    const { nodes } = (await api<{ data: TaskList }>(server, 'GET', '/v1/elastic/getTasks', token)).body.data;
    const slowReads = Object.values(nodes).flatMap((node) => Object.entries(node.tasks).filter(([, task]) => task.type === 'query' && task.description.includes('range(')));
    return { nodes: Object.keys(nodes), slowReads };
  };
  /** Starts the fixture's endless event-store read on `server`; resolves once getTasks through `asked` lists it. */
  const slowReadOn = async (server: ServerProcess, token: string, asked: ServerProcess) => {
    const answer = api(server, 'GET', '/v1/fixture-feed/slowQuery?rows=10000000000000', token);
    await until(async () => (await tasksThrough(asked, token)).slowReads.length === 1, 5000);
    const [[ref, task]] = (await tasksThrough(asked, token)).slowReads;
    return { answer, ref, task };
  };

  beforeAll(async () => {
    [pg, redis] = await Promise.all([ThrowawayPostgres.create(), ThrowawayRedis.create()]);
    a = await start();
    b = await start();
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: pg.url, max: 1 }) }) });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await db?.destroy();
    for (const server of [a, b]) if (server) await stopServerProcess(server).catch(() => server.child.kill('SIGKILL'));
    await Promise.all([pg?.destroy(), redis?.destroy()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('SH-02: failed logins split across both processes hit the limits at the same totals as on one', async () => {
    // Per e-mail + IP (3): two failures on A, one on B; the next try is refused on either, right password or not.
    for (const server of [a, a, b]) expect((await login(server, 'marketer@demo.test', 'wrong', '10.2.0.1')).status).toBe(401);
    expect((await login(a, 'marketer@demo.test', DEMO_PASSWORD, '10.2.0.1')).status).toBe(429);
    expect((await login(b, 'marketer@demo.test', DEMO_PASSWORD, '10.2.0.1')).status).toBe(429);
    // Per IP (6, over e-mails): three on each process.
    for (let i = 1; i <= 6; i++) expect((await login(i % 2 ? a : b, `nobody${i}@demo.test`, 'wrong', '10.2.0.2')).status).toBe(401);
    expect((await login(b, 'admin@demo.test', DEMO_PASSWORD, '10.2.0.2')).status).toBe(429);
    expect((await login(a, 'admin@demo.test', DEMO_PASSWORD, '10.2.0.3')).status).toBe(200);
  });

  it('WS-04: a collect sent to A reaches a socket subscribed on B within 1 s; the feed is computed once, by the process holding its lease', async () => {
    const { token } = await login(a, 'analyst@demo.test');
    // A opens the room first and so holds its lease; B's room only relays A's results.
    const onA = await devicesFeed(a, token);
    const onB = await devicesFeed(b, token);
    expect(phones(onB.updates.at(-1)!)).toBe(0);
    await sleep(600); // past the flush throttle of the first computation
    const seenA = onA.updates.length;
    const seenB = onB.updates.length;
    const sent = Date.now();
    const res = await fetch(`${a.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE_UA },
      body: JSON.stringify({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/live', title: 'Live', referrer: '', visitorId: 'cluster-visitor-1' }),
    });
    expect(res.status).toBe(202);
    // B's own event store never saw the hit: the phone came from A's computation.
    await until(() => onB.updates.slice(seenB).some((u) => phones(u) === 1), 1000);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(onA.updates.slice(seenA).some((u) => phones(u) === 1)).toBe(true);
  });

  it('issue 20: a mapping rule created through A applies to the next collect through B', async () => {
    const admin = (await login(a, 'admin@demo.test')).token;
    const { id: audienceId } = await (db as unknown as Kysely<any>).selectFrom('audiences').select('id').where('english', '=', 'Parents').executeTakeFirstOrThrow();
    const page = (visitorId: string) => ({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/cluster', visitorId, meta: { 'og:section': 'Clusterwide' } });
    const members = async () => {
      const res = await api<{ data: Record<string, number> }>(b, 'POST', '/v1/audiences/getVisitorCount', admin, { missingAudienceIds: [audienceId], timeframe: 'last7Days', refreshCache: true });
      return res.body.data[String(audienceId)];
    };
    // B reads its rules now, before the rule exists: from here on only an invalidation makes it read them again.
    expect((await collectHits(b.url, page('before-rule'))).status).toBe(202);
    const assigned = await api(a, 'POST', '/v1/audiences/assignAudience', admin, { mode: 'behaviour', audienceId, selectedField: 'og:section', affinityScore: 7, modeParams: { value: 'clusterwide', logic: 'contains' } });
    expect(assigned.status).toBe(200);
    await sleep(100); // Redis pub/sub delivers in about a millisecond on loopback
    expect((await collectHits(b.url, page('after-rule'))).status).toBe(202);
    // Counted from B's own event store once it flushed.
    const deadline = Date.now() + 5000;
    let count = await members();
    while (count !== 1 && Date.now() < deadline) {
      await sleep(200);
      count = await members();
    }
    expect(count).toBe(1);
  });

  it('issue 20: a user whose access changed, refreshed through A, loses the feed open on B', async () => {
    const email = 'cluster-user@example.test';
    await createUser(db!, { email, passwordHash: await hashPassword('a-long-secret'), firstname: 'Cleo', lastname: 'Cluster', access: REALTIME, domains: ['news.example.com'] });
    const feed = await devicesFeed(b, (await login(a, email, 'a-long-secret')).token);
    // Changed as the CLI changes it, without any server knowing; the admin's refreshUsers on A tells every process.
    await setUserAccess(db!, email, ['MODULE_ANALYTICS.VIEW']);
    const { id: userId } = await db!.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const admin = (await login(a, 'admin@demo.test')).token;
    expect((await api(a, 'POST', '/v1/users/refreshUsers', admin, { userId })).status).toBe(200);
    await until(() => feed.refusals.length > 0, 1000);
    expect(feed.refusals).toEqual([expect.objectContaining({ code: 'forbidden' })]);
  });

  it('AP-09, AP-10: a slow read running on B is listed by getTasks through A, and killTasks through A stops it on B', async () => {
    const admin = (await login(a, 'admin@demo.test')).token;
    expect((await tasksThrough(a, admin)).nodes).toEqual([nodeOf(a), nodeOf(b)]);
    const { answer, ref, task } = await slowReadOn(b, admin, a);
    expect(task).toMatchObject({ node: nodeOf(b), action: 'eventStore:query', cancellable: true });
    expect(ref).toBe(`${nodeOf(b)}:${task.id}`);

    const killedAt = Date.now();
    const kill = await api(a, 'POST', '/v1/elastic/killTasks', admin, { tasks: [ref] });
    expect(kill).toEqual({ status: 200, body: { status: 'success', data: { cancelled: [ref], missing: [] } } });
    // The read really ended on B: its caller is answered, B lists it no more, and B's store serves the next read.
    const { status, body } = await answer;
    expect(Date.now() - killedAt).toBeLessThan(1000);
    expect({ status, error: body.error }).toEqual({ status: 409, error: 'task_cancelled' });
    expect((await tasksThrough(b, admin)).slowReads).toEqual([]);
    expect((await api(b, 'GET', '/v1/fixture-feed/slowQuery?rows=1000', admin)).body.data).toEqual({ total: 2997 });
  });

  it('AP-09, AP-10: a process that does not answer within 1 s is left out — getTasks through A lists A alone, a kill of its task is refused naming it — and A logs it; the kill applies once it reaches B', async () => {
    const admin = (await login(a, 'admin@demo.test')).token;
    const { answer, ref } = await slowReadOn(b, admin, a);
    b.child.kill('SIGSTOP');
    try {
      const asked = Date.now();
      expect((await tasksThrough(a, admin)).nodes).toEqual([nodeOf(a)]);
      expect(Date.now() - asked).toBeGreaterThanOrEqual(1000);
      expect(Date.now() - asked).toBeLessThan(2000);
      const kill = await api(a, 'POST', '/v1/elastic/killTasks', admin, { tasks: [ref] });
      expect(kill).toMatchObject({ status: 404, body: { error: 'task_not_found', message: `The server process of ${ref} did not answer (a kill that reaches it later still applies).` } });
      expect(a.output()).toContain('1 of 1 other processes did not answer within 1000 ms');
    } finally {
      b.child.kill('SIGCONT');
    }
    expect((await answer).status).toBe(409);
    await until(async () => (await tasksThrough(a, admin)).nodes.length === 2, 5000);
    expect((await tasksThrough(a, admin)).slowReads).toEqual([]);
  });

  it('issue 20: B never computes a feed whose lease A holds; when A dies, B takes the feed over', async () => {
    const { token } = await login(b, 'analyst@demo.test');
    const onB = await devicesFeed(b, token);
    // Past a tick of B's room (5 s): every update still carries A's count, which B's own store cannot give.
    await sleep(6000);
    expect(onB.updates.every((u) => phones(u) === 1)).toBe(true);
    a.child.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();
    // A's lease lapses after three of its 5 s ticks; B's next tick takes it and B computes from its own store (no phone).
    await until(() => onB.updates.some((u) => u.receivedAt > killedAt && phones(u) === 0), 25_000);
  }, 50_000);
});
