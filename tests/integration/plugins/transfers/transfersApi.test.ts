import type { Kysely } from 'kysely';
import { datatableQueryString } from '../../../../core/common/datatable';
import { crud } from '../../../../core/common/permissions';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** The transfer calls (management §7) on a real server and database, as the demo admin. */
describe('transfers API (management §7)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  /** Demo audiences by English name: interests (type 1) and properties (type 2) of the shared taxonomy. */
  let audience: Record<string, number>;

  const create = (body: object, token = admin) => t.request('POST', '/v1/audiences/transfers/create', { token, body });
  const show = (id: number, token = admin) => t.request('GET', `/v1/audiences/transfers/${id}`, { token });
  const update = (id: number, body: object, token = admin) => t.request('PUT', `/v1/audiences/transfers/${id}`, { token, body });
  const list = (query: Parameters<typeof datatableQueryString>[0] = {}, token = admin) => t.request('GET', `/v1/audiences/transfers/datatable?${datatableQueryString(query)}`, { token });
  const counts = async () => ({
    transfers: Number((await db.selectFrom('transfers').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    audiences: Number((await db.selectFrom('transfer_audiences').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    pixels: Number((await db.selectFrom('transfer_pixels').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    const rows = await db.selectFrom('audiences').select(['id', 'english']).execute();
    audience = Object.fromEntries(rows.map((r: any) => [r.english, r.id]));
  });
  afterAll(() => t?.close());

  it('TR-01: the demo has transfers of the demo organisation passing demo audiences on', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((row: any) => row.name)).toEqual(['Travel remarketing', 'Sports fans to the ad network']);
    const sports = (await show(res.body.data.items[1].id)).body.data;
    expect(sports).toMatchObject({ active: true, assignedPixels: [] });
    expect(sports.assignedInterests).toEqual([audience.Sports, audience.Football].sort((a, b) => a - b));
    expect(sports.assignedProperties).toEqual([audience['Frequent travellers']]);
  });

  it('TR-17, TR-26, TR-16: create answers the new id; show has the entity’s fields and splits the one assignedAudiences list into interests and properties', async () => {
    const created = await create({ name: 'Football and parents', start_date: '2026-02-01', end_date: '2026-02-28', assignedAudiences: [audience.Parents, audience.Football, audience.Football] });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: expect.any(Number) });
    const { id } = created.body.data;
    const shown = (await show(id)).body.data;
    expect(Object.keys(shown).sort()).toEqual(['active', 'assignedAudiences', 'assignedInterests', 'assignedPixels', 'assignedProperties', 'auditInformation', 'email', 'end_date', 'id', 'name', 'start_date', 'version']);
    expect(shown).toMatchObject({ id, name: 'Football and parents', start_date: '2026-02-01', end_date: '2026-02-28', active: true, assignedPixels: [], version: 1, email: 'admin@demo.test' });
    expect(shown.assignedAudiences).toEqual([audience.Football, audience.Parents].sort((a, b) => a - b));
    expect(shown.assignedInterests).toEqual([audience.Football]);
    expect(shown.assignedProperties).toEqual([audience.Parents]);
    // The wizard's read: the one list, without the split.
    const edit = (await t.request('GET', `/v1/audiences/transfers/${id}/edit`, { token: admin })).body.data;
    const { assignedInterests: _i, assignedProperties: _p, ...transfer } = shown;
    expect(edit).toEqual(transfer);
    // Kept as the data plane will read them: dates, state, audience ids.
    expect(await db.selectFrom('transfers').select(['active']).select((eb: any) => eb.cast('start_date', 'text').as('start')).where('id', '=', id).executeTakeFirst()).toEqual({ active: true, start: '2026-02-01' });
  });

  it('OP-53: dates are optional', async () => {
    const { id } = (await create({ name: 'Always on' })).body.data;
    expect((await show(id)).body.data).toMatchObject({ start_date: null, end_date: null, assignedAudiences: [], assignedPixels: [] });
  });

  it('TR-12..TR-15: a refused field is a 422 naming it, and nothing is stored', async () => {
    const before = await counts();
    const refused = async (body: object) => {
      const res = await create(body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused({ name: 'ab' })).toEqual({ name: ['Name must be at least 3 characters.'] });
    expect(await refused({ name: 'x'.repeat(51) })).toEqual({ name: ['Name may not be greater than 50 characters.'] });
    expect(await refused({ start_date: null })).toEqual({ name: ['Name is required.'] });
    expect(await refused({ name: 'Early', start_date: '2017-12-31' })).toEqual({ start_date: ['start_date may not be before 2018-01-01.'] });
    expect(await refused({ name: 'Reversed', start_date: '2026-03-02', end_date: '2026-03-01', assignedAudiences: [audience.Sports] })).toEqual({ end_date: ['end_date may not be before the start date.'] });
    expect(await refused({ name: 'German date', start_date: '01.03.2026' })).toEqual({ start_date: ['start_date must be a date in the form YYYY-MM-DD.'] });
    expect(await counts()).toEqual(before);
  });

  it('TR-16: an unknown audience or pixel id is a 422 on its list, and nothing is stored', async () => {
    const before = await counts();
    const unknown = await create({ name: 'Unknown audience', assignedAudiences: [audience.Sports, 999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ assignedAudiences: ['assignedAudiences must be one of the allowed values.'] });
    const pixel = await create({ name: 'Unknown pixel', assignedAudiences: [audience.Sports], assignedPixels: [999_999] });
    expect(pixel.status).toBe(422);
    expect(pixel.body.errors).toEqual({ assignedPixels: ['assignedPixels must be one of the allowed values.'] });
    expect(await counts()).toEqual(before);
  });

  it('TR-18, issue 14: update replaces fields and audiences from the version it was edited from; a stale version is a 409 that changes nothing', async () => {
    const { id } = (await create({ name: 'To change', assignedAudiences: [audience.Sports] })).body.data;
    const changed = await update(id, { name: 'Changed', start_date: '2026-05-01', end_date: null, assignedAudiences: [audience.Parents], version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Changed', start_date: '2026-05-01', end_date: null, assignedAudiences: [audience.Parents], assignedInterests: [], assignedProperties: [audience.Parents], version: 2 });
    const stale = await update(id, { name: 'Stale', assignedAudiences: [audience.Sports], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', modified_email: 'admin@demo.test', version: 2 });
    expect((await show(id)).body.data).toMatchObject({ name: 'Changed', assignedAudiences: [audience.Parents], version: 2 });
    // A refused update keeps the transfer as it was too.
    const refused = await update(id, { name: 'Refused', assignedAudiences: [999_999], version: 2 });
    expect(refused.status).toBe(422);
    expect((await show(id)).body.data).toMatchObject({ name: 'Changed', assignedAudiences: [audience.Parents], version: 2 });
  });

  it('TR-23: toggleState sets the new state, counts the version up and answers the transfer; an unknown id is a 404', async () => {
    const { id } = (await create({ name: 'Toggled' })).body.data;
    const off = await t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id, newState: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id, active: false, version: 2 });
    const again = await t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id, newState: false } });
    expect(again.body.data).toMatchObject({ active: false, version: 2 });
    const on = await t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id, newState: true } });
    expect(on.body.data).toMatchObject({ active: true, version: 3 });
    expect((await t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id: 999_999, newState: true } })).status).toBe(404);
    expect((await t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id } })).body.errors).toEqual({ newState: ['newState is required.'] });
  });

  it('TR-22: destroy removes the transfer with its audiences and pixels; then it is a 404', async () => {
    const { id } = (await create({ name: 'To delete', assignedAudiences: [audience.Sports] })).body.data;
    const removed = await t.request('DELETE', `/v1/audiences/transfers/${id}`, { token: admin });
    expect(removed.body.data).toEqual({ id });
    expect((await show(id)).status).toBe(404);
    expect(await db.selectFrom('transfer_audiences').selectAll().where('transfer_id', '=', id).execute()).toEqual([]);
    expect((await t.request('DELETE', `/v1/audiences/transfers/${id}`, { token: admin })).status).toBe(404);
  });

  it('TR-05, TR-06, OP-51: the datatable pages 10 by id descending, searches the name, sorts by the whitelist and filters by state and date range', async () => {
    const ids: number[] = [];
    for (const [name, start_date, end_date] of [
      ['Range January', '2030-01-01', '2030-01-31'],
      ['Range March', '2030-03-01', '2030-03-31'],
      ['Range open end', '2030-02-15', null],
    ] as const) {
      ids.push((await create({ name, start_date, end_date })).body.data.id);
    }
    await t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id: ids[1], newState: false } });
    // More than a page.
    for (let i = 0; i < 10; i++) await create({ name: `Page filler ${i}` });
    const items = async (query: Parameters<typeof datatableQueryString>[0]) => (await list(query)).body.data.items.map((row: any) => row.name);
    const first = (await list()).body.data;
    expect(first.items).toHaveLength(10);
    expect(first.items.map((row: any) => row.id)).toEqual([...first.items.map((row: any) => row.id)].sort((a: number, b: number) => b - a));
    expect(Object.keys(first.items[0]).sort()).toEqual(['active', 'auditInformation', 'email', 'end_date', 'id', 'name', 'start_date', 'version']);
    expect(first.total).toBeGreaterThan(10);
    expect(await items({ search: 'range', options: { sortBy: ['name'], sortDesc: [false] } })).toEqual(['Range January', 'Range March', 'Range open end']);
    expect(await items({ search: 'range', options: { sortBy: ['end_date'], sortDesc: [true] } })).toEqual(['Range open end', 'Range March', 'Range January']);
    expect(await items({ search: 'range', filters: { state: 'inactive' } })).toEqual(['Range March']);
    expect(await items({ search: 'range', filters: { state: 'active' } })).toEqual(['Range open end', 'Range January']);
    // Running on some day from February 1st to 20th: not the January one, not the March one.
    expect(await items({ search: 'range', filters: { from: '2030-02-01', to: '2030-02-20' } })).toEqual(['Range open end']);
    expect(await items({ search: 'range', filters: { from: '2030-03-15' } })).toEqual(['Range open end', 'Range March']);
    expect(await items({ search: 'range', filters: { to: '2030-01-15' } })).toEqual(['Range January']);
    const bad = await list({ options: { sortBy: ['email'] }, filters: { state: 'paused' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['filters.state', 'options.sortBy[0]']);
  });

  it('PM-15, TR-16: an editor of transfers without AUDIENCES.VIEW reads the taxonomy the wizard picks from, and assigns from it; not the audiences\' counts', async () => {
    const organisationId = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const editor = await organisationMember(t, 'transfer-editor@demo.test', organisationId, [...crud('AUDIENCE_TRANSFERS'), 'PIXELS.VIEW', 'MODULE_DMP.VIEW']);
    const tree = await t.request('GET', '/v1/audiences/getAudiences', { token: editor.token });
    expect(tree.status).toBe(200);
    expect(JSON.stringify(tree.body.data)).toContain('"english":"Sports"');
    const created = await create({ name: 'Picked without AUDIENCES.VIEW', assignedAudiences: [audience.Sports] }, editor.token);
    expect(created.status).toBe(200);
    expect((await show(created.body.data.id, editor.token)).body.data.assignedInterests).toEqual([audience.Sports]);
    expect((await t.request('POST', '/v1/audiences/getVisitorCount', { token: editor.token, body: { timeframe: 'today' } })).status).toBe(403);
  });

  it('TR-26, management §6: the list asks viewTransferAudiences, the rest crudTransferAudiences', async () => {
    const routes = t.server.apiRoutes.filter((route) => route.pluginId === 'transfers').map((route) => `${route.method} ${route.url} ${route.permission}`);
    expect(routes.sort()).toEqual(
      [
        'GET /api/v1/audiences/transfers/datatable viewTransferAudiences',
        'POST /api/v1/audiences/transfers/toggleState crudTransferAudiences',
        'POST /api/v1/audiences/transfers/create crudTransferAudiences',
        'GET /api/v1/audiences/transfers/:id crudTransferAudiences',
        'GET /api/v1/audiences/transfers/:id/edit crudTransferAudiences',
        'PUT /api/v1/audiences/transfers/:id crudTransferAudiences',
        'DELETE /api/v1/audiences/transfers/:id crudTransferAudiences',
      ].sort(),
    );
  });
});
