import { sql, type Kysely } from 'kysely';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import { ApiError } from '../../../../core/client/api/ApiError';
import { SnackbarStore } from '../../../../core/client/shell/SnackbarStore';
import { DashboardStore } from '../../../../plugins/realtime/client/DashboardStore';
import type { MonitoringStore } from '../../../../plugins/realtime/client/MonitoringStore';
import { DASHBOARD_NAME_INDEX, dashboardNamesUniqueMigration } from '../../../../plugins/realtime/server/dashboardNamesUniqueMigration';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const card = (x: number) => ({ i: '1', component: 'UsersCard', x, y: 0, w: 4, h: 3, params: {} });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** OP-35 held by a unique index, and a dashboard's saves stored in the order they were made. */
describe('dashboards integrity', () => {
  let t: TestServer;
  let analyst: string;
  let analystId: number;
  beforeAll(async () => {
    t = await startTestServer();
    const login = await t.login('analyst@demo.test');
    analyst = login.token;
    analystId = login.response.body.data.user.id;
  });
  afterAll(() => t?.close());

  const create = (name: string) => t.request('POST', '/v1/dashboards', { token: analyst, body: { name, grid: [], filter: {} } });
  const list = async () => (await t.request('GET', '/v1/dashboards', { token: analyst })).body.data as Array<{ id: number; name: string; grid: any[] }>;

  it('OP-35: two concurrent creates of one name in different case: one is stored, the other gets the 422 name error', async () => {
    const replies = await Promise.all([create('Reports'), create('REPORTS')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.status === 422)!.body.errors).toEqual({ name: ['A dashboard with this name already exists.'] });
    expect((await list()).filter((d) => d.name.toLowerCase() === 'reports')).toHaveLength(1);
  });

  it('OP-35: two concurrent renames to one name: one is stored, the other gets the 422 name error', async () => {
    const ids = await Promise.all(['North', 'South'].map(async (name) => (await create(name)).body.data.id as number));
    const replies = await Promise.all(ids.map((id, n) => t.request('PUT', `/v1/dashboards/${id}`, { token: analyst, body: { name: n ? 'west' : 'West', grid: [], filter: {} } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.status === 422)!.body.errors).toEqual({ name: ['A dashboard with this name already exists.'] });
    expect((await list()).filter((d) => d.name.toLowerCase() === 'west')).toHaveLength(1);
    // Saving a dashboard under its own name, in another case, is no clash.
    const kept = replies.findIndex((r) => r.status === 200);
    expect((await t.request('PUT', `/v1/dashboards/${ids[kept]}`, { token: analyst, body: { name: 'WEST', grid: [], filter: {} } })).status).toBe(200);
  });

  it('OP-35: the migration renames names that already clash, oldest first kept, before it adds the index', async () => {
    const db = t.server.db as unknown as Kysely<any>;
    await sql`drop index ${sql.id(DASHBOARD_NAME_INDEX)}`.execute(db);
    const long = 'L'.repeat(64);
    const rows = await db
      .insertInto('dashboards')
      .values(['Old', 'old', 'OLD', long, long.toLowerCase()].map((name) => ({ user_id: analystId, name })))
      .returning(['id', 'name'])
      .execute();
    await dashboardNamesUniqueMigration.up(db);
    const names = await db.selectFrom('dashboards').select(['id', 'name']).where('id', 'in', rows.map((r) => r.id)).orderBy('id').execute();
    const [, b, c, , e] = rows.map((r) => r.id);
    expect(names.map((r) => r.name)).toEqual(['Old', `old (${b})`, `OLD (${c})`, long, `${'l'.repeat(64 - ` (${e})`.length)} (${e})`]);
    expect((await create('old')).status).toBe(422);
  });

  it('RG-22: rapid layout changes over a network that delivers later requests sooner: the server keeps the last one', async () => {
    const { id } = (await create('Rapid')).body.data;
    let inFlight = 0;
    let sends = 0;
    // Each request takes less time than the one before it, as on a congested connection that clears.
    const request = async (method: string, path: string, options: { body?: unknown }) => {
      const delay = Math.max(0, 300 - 60 * sends++);
      inFlight++;
      try {
        await sleep(delay);
        const reply = await t.request(method, path, { token: analyst, body: options.body });
        if (reply.status >= 400) throw ApiError.fromReply(reply.status, reply.body);
        return reply.body.data;
      } finally {
        inFlight--;
      }
    };
    const api = { request, get: (path: string) => request('GET', path, {}), post: (path: string, body: unknown) => request('POST', path, { body }) };
    const monitoring = { filters: {}, settings: {} } as unknown as MonitoringStore;
    const store = new DashboardStore(api as unknown as ApiKernel, new SnackbarStore(), monitoring, [], 'My dashboard');
    store.dashboards = [{ id, name: 'Rapid', grid: [card(0)], filter: {} }];
    for (const x of [1, 2, 3, 4, 5, 6, 7, 8]) {
      store.setLayout([card(x)]);
      await sleep(10);
    }
    for (let quiet = 0; quiet < 3; ) {
      const before = sends;
      await sleep(100);
      quiet = inFlight === 0 && sends === before ? quiet + 1 : 0;
    }
    expect((await list()).find((d) => d.id === id)!.grid).toEqual([card(8)]);
    // Changes made while a save was in flight left together: fewer requests than changes.
    expect(sends).toBeLessThan(8);
  });
});
