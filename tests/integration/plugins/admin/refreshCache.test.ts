import type { Kysely } from 'kysely';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '../../../../core/server/auth/passwordHash';
import { createUser, setUserAccess } from '../../../../core/server/users/userRepository';
import type { UserLight } from '../../../../plugins/admin/common/UserLight';
import { adPaths } from '../../../../plugins/ads/common/adPaths';
import { adminDb } from '../../../../plugins/admin/server/AdminTables';
import { authenticatedSocket, collectUpdates, until } from '../../../support/socketFeeds';
import { FIXTURE_PLUGINS_DIR, startTestServer, type TestServer } from '../../../support/startTestServer';

/** What the fixture feed needs (viewRealtime). */
const REALTIME = ['REALTIME.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];

describe('refresh caches (issue 19: management §2 Admin pages, §3 User light, §7 Users/cache)', () => {
  let t: TestServer;
  let admin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestServer({ extraPluginsDir: FIXTURE_PLUGINS_DIR });
    admin = (await t.login('admin@demo.test')).token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t?.close();
  });

  it('AP-17: getUsers lists every user light (id, email, firstname, lastname, image) with the titles of their domains', async () => {
    const res = await t.request('GET', '/v1/users/getUsers', { token: admin });
    expect(res.status).toBe(200);
    const users = res.body.data as UserLight[];
    const count = await t.server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(users).toHaveLength(Number(count.n));
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['domains', 'email', 'firstname', 'id', 'image', 'lastname']);
    const analyst = users.find((u) => u.email === 'analyst@demo.test')!;
    const domains = await t.server.db
      .selectFrom('user_domains as ud')
      .innerJoin('domains as d', 'd.id', 'ud.domain_id')
      .select('d.title')
      .where('ud.user_id', '=', analyst.id)
      .orderBy('d.title')
      .execute();
    expect(analyst.domains).toEqual(domains.map((d) => d.title));
    expect(analyst.domains.length).toBeGreaterThan(0);
  });

  it('AP-14: refreshUsers takes one user id or all; refreshing makes a permission list changed outside the server (the CLI) effective on open sockets at once', async () => {
    const email = 'refreshed@example.test';
    const userId = await createUser(t.server.db, { email, passwordHash: await hashPassword('a-long-secret'), firstname: 'Rae', lastname: 'Fresh', access: REALTIME });
    const { token } = await t.login(email, 'a-long-secret');
    const socket = await authenticatedSocket(t, token);
    sockets.push(socket);
    const updates = collectUpdates(socket);
    const refusals: { code: string }[] = [];
    socket.on('unauthorized', (refusal: { code: string }) => refusals.push(refusal));
    socket.emit('subscribe', { resource: 'fixtureCounter', filter: {} });
    await until(() => updates.length >= 2);

    // As `cli user set-access` does: the database changes, this server's sockets are not told.
    expect(await setUserAccess(t.server.db, email, ['MODULE_ANALYTICS.VIEW'])).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(refusals).toEqual([]);

    const res = await t.request('POST', '/v1/users/refreshUsers', { token: admin, body: { userId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ users: 1 });
    await until(() => refusals.length > 0, 1000);
    expect(refusals[0]).toMatchObject({ code: 'forbidden' });

    const all = await t.request('POST', '/v1/users/refreshUsers', { token: admin, body: { all: true } });
    const count = await t.server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(all.body.data).toEqual({ users: Number(count.n) });
  });

  it('AP-14: refreshUsers refuses a body with neither or both (422) and an unknown user (404)', async () => {
    for (const body of [{}, { userId: 1, all: true }, { userId: 'x' }, { userId: 0 }, { all: false }]) {
      const res = await t.request('POST', '/v1/users/refreshUsers', { token: admin, body });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
    }
    expect((await t.request('POST', '/v1/users/refreshUsers', { token: admin, body: { userId: 999_999 } })).status).toBe(404);
  });

  it('AP-15: refreshRetargetingCache drops the decision indexes of domains, or what is kept of visitors', async () => {
    const domains = await t.request('POST', '/v1/users/refreshRetargetingCache', { token: admin, body: { type: 'domains' } });
    expect(domains.status).toBe(200);
    expect(domains.body.data.type).toBe('domains');
    expect([...domains.body.data.caches].sort()).toEqual(['ads', 'mappingRules', 'pixels', 'trackings', 'transfers']);
    const visitors = await t.request('POST', '/v1/users/refreshRetargetingCache', { token: admin, body: { type: 'visitors' } });
    expect(visitors.body.data).toEqual({ type: 'visitors', caches: ['visitorAssignments'] });
    expect((await t.request('POST', '/v1/users/refreshRetargetingCache', { token: admin, body: { type: 'pages' } })).status).toBe(422);
  });

  it('AP-15: refreshing the domains drops the real ad decision index: an ad taken off in the database (by another process) is no longer served', async () => {
    const db = t.server.db as unknown as Kysely<any>;
    // The demo's ads run on every poll: out of the way.
    await db.deleteFrom('ads').execute();
    const created = await t.request('POST', adPaths.create, {
      token: admin,
      body: { name: 'Cached ad', target_url: 'https://shop.test/', tag: '<div>ad</div>', display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', isStatic: true, questions: [{ id: 7201, domain: 'news.example.com' }] },
    });
    expect(created.status).toBe(200);
    const served = async () => {
      const res = await fetch(`${t.url}/api${adPaths.serve}?domain=news.example.com&questionId=7201`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } });
      return ((await res.json()) as { data: { ad: { id: number } | null } }).data.ad?.id ?? null;
    };
    expect(await served()).toBe(created.body.data.id);
    await db.updateTable('ads').set({ approved: false }).where('id', '=', created.body.data.id).execute();
    // The index keeps its snapshot (reloaded every 30 s) …
    expect(await served()).toBe(created.body.data.id);
    expect((await t.request('POST', '/v1/users/refreshRetargetingCache', { token: admin, body: { type: 'domains' } })).status).toBe(200);
    // … until the refresh drops it.
    expect(await served()).toBeNull();
  });

  it('every refresh is kept in the admin audit trail', async () => {
    const rows = await adminDb(t.server.db).selectFrom('admin_actions').select(['action', 'target']).where('action', 'like', 'cache.%').orderBy('id').execute();
    expect(rows.map((r) => `${r.action} ${r.target}`)).toEqual(
      expect.arrayContaining(['cache.refreshUsers all', 'cache.refreshRetargetingCache domains', 'cache.refreshRetargetingCache visitors']),
    );
    expect(rows.some((r) => r.action === 'cache.refreshUsers' && /^\d+$/.test(r.target))).toBe(true);
  });

  it('manageCache: the analyst and the marketer get 403', async () => {
    for (const email of ['analyst@demo.test', 'marketer@demo.test']) {
      const { token } = await t.login(email);
      const statuses = await Promise.all([
        t.request('GET', '/v1/users/getUsers', { token }),
        t.request('POST', '/v1/users/refreshUsers', { token, body: { all: true } }),
        t.request('POST', '/v1/users/refreshRetargetingCache', { token, body: { type: 'domains' } }),
      ]);
      expect(statuses.map((r) => r.status)).toEqual([403, 403, 403]);
    }
  });
});
