import type { Kysely } from 'kysely';
import { datatableQueryString, type DatatableRequest } from '../../../../core/common/datatable';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { pixelPaths } from '../../../../plugins/pixels/common/pixelPaths';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** What crudPixels asks (the pixels manifest): a pixel manager who is no admin. */
const CRUD_PIXELS = ['PIXELS.VIEW', 'PIXELS.CREATE', 'PIXELS.EDIT', 'PIXELS.DELETE', 'MODULE_DMP.VIEW'];
const JAVASCRIPT = { title: 'Retargeting', type: 'javascript', externalcode: 'https://cdn.example.com/tag.js', staticcode: '<noscript></noscript>', trigger_code: "tag('visit')" };
const IMAGE = { title: 'Sign-up', type: 'image', source: 'https://pixel.example.com/p.gif' };

/** A hit of the event store that fired `pixels` (the firing records them on the hit's row). */
function firingRow(ts: number, pixels: number[]): EventRow {
  return { ts, kind: 'pageview', event: '', label: '', domain: 'news.example.com', path: '/', url: 'https://news.example.com/', title: 'Home', image: '', visitorId: 'v1', device: 'Desktop', browser: 'Chrome', os: 'Linux', referrer: '', referrerType: 'Direct', lists: { pixel: pixels } };
}

/**
 * The pixels API (management §7) against a real server and database: the demo admin
 * (viewModuleAdmin), a pixel manager of the demo organisation (a) and one of another organisation (b).
 */
describe('pixels API: CRUD, validation, versions, tenancy, approval, triggered', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let a: { id: number; token: string };
  let b: { id: number; token: string };

  const create = (token: string, body: object) => t.request('POST', pixelPaths.create, { token, body });
  const show = (token: string, id: number) => t.request('GET', pixelPaths.show(id), { token });
  const update = (token: string, id: number, body: object) => t.request('PUT', pixelPaths.update(id), { token, body });
  const approve = (token: string, id: number, version: number) => t.request('POST', pixelPaths.approve(id), { token, body: { version } });
  const reject = (token: string, id: number, body: object) => t.request('POST', pixelPaths.reject(id), { token, body });
  const queued = async () => ((await t.request('GET', pixelPaths.queue, { token: admin })).body.data as { id: number }[]).map((p) => p.id);
  const datatable = (token: string, request: DatatableRequest) => t.request('GET', `${pixelPaths.datatable}?${datatableQueryString(request)}`, { token });
  const getPixels = (token: string) => t.request('GET', pixelPaths.getPixels, { token });
  const row = (id: number) => db.selectFrom('pixels').selectAll().where('id', '=', id).executeTakeFirst();
  const count = async () => Number((await db.selectFrom('pixels').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** Creates as `token` and reads the pixel back. */
  const created = async (token: string, body: object) => {
    const res = await create(token, body);
    expect(res.status).toBe(200);
    return (await show(token, res.body.data.id)).body.data;
  };

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    const demoOrganisation = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    a = await organisationMember(t, 'pixels-a@demo.test', demoOrganisation, CRUD_PIXELS);
    b = await organisationMember(t, 'pixels-b@other.test', otherOrganisation, CRUD_PIXELS);
  });
  afterAll(() => t?.close());

  it('demo seed: the demo organisation has an approved image pixel and a javascript pixel waiting for approval', async () => {
    const pixels = (await getPixels(a.token)).body.data;
    expect(pixels).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'image', approved: true, triggered: 0 }),
        expect.objectContaining({ type: 'javascript', approved: false, triggered: 0 }),
      ]),
    );
    expect((await getPixels(b.token)).body.data).toEqual([]);
  });

  it('PX-13: create answers the new id; show answers every field of the pixel, owned by the caller and versioned; the aliases are read as their fields', async () => {
    const res = await create(a.token, { title: 'Meta', type: 'facebook', pixelid: '1234567890' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number) });
    const pixel = (await show(a.token, res.body.data.id)).body.data;
    expect(Object.keys(pixel).sort()).toEqual(
      ['approved', 'auditInformation', 'conversion_id', 'conversion_label', 'conversionvalue', 'created_at', 'custom_value', 'email', 'externalcode', 'facebook_id', 'id', 'image', 'rejection_reason', 'source', 'staticcode', 'title', 'trigger_code', 'triggered', 'type', 'version'].sort(),
    );
    expect(pixel).toMatchObject({ id: res.body.data.id, title: 'Meta', type: 'facebook', facebook_id: '1234567890', approved: true, triggered: 0, version: 1, email: 'pixels-a@demo.test', externalcode: null, source: null });

    const aliased = await created(a.token, { title: 'Aliased', type: 'javascript', headercode: 'https://a.example/t.js', bodycode: '<b>', triggercode: 't()' });
    expect(aliased).toMatchObject({ externalcode: 'https://a.example/t.js', staticcode: '<b>', trigger_code: 't()' });
    expect(await created(a.token, { title: 'Aliased image', type: 'image', imageurl: 'https://i.example/p.gif' })).toMatchObject({ source: 'https://i.example/p.gif' });
  });

  it("a save keeps only its type's fields: code sent with an image pixel is not stored", async () => {
    const image = await created(a.token, { ...IMAGE, trigger_code: 'evil()', staticcode: '<script>evil()</script>', facebook_id: '1' });
    expect(image).toMatchObject({ trigger_code: null, staticcode: null, facebook_id: null, approved: true });
  });

  it('PX-06 … PX-11: bad input is a 422 naming each field, and stores nothing', async () => {
    const before = await count();
    const cases: [object, Record<string, string[]>][] = [
      [{ ...IMAGE, title: 'ab' }, { title: ['Title must be at least 3 characters.'] }],
      [{ ...IMAGE, title: 'x'.repeat(101) }, { title: ['Title may not be greater than 100 characters.'] }],
      [{ title: 'No type' }, { type: ['Type is required.'] }],
      [{ ...IMAGE, type: 'unspecified' }, { type: ['Type must be one of the allowed values.'] }],
      [{ ...JAVASCRIPT, externalcode: 'abc', trigger_code: '' }, { externalcode: ['Header code is not a valid URL.'], trigger_code: ['Trigger code is required.'] }],
      [{ title: 'Google', type: 'google', conversion_label: 'l' }, { conversion_id: ['Conversion id is required.'] }],
      [{ title: 'Meta', type: 'facebook' }, { facebook_id: ['Pixel id is required.'] }],
      [{ title: 'Image', type: 'image', imageurl: 'x' }, { source: ['Image URL is not a valid URL.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await create(a.token, body);
      expect({ body, status: res.status, errors: res.body.errors }).toEqual({ body, status: 422, errors });
    }
    const pixel = await created(a.token, IMAGE);
    const refused = await update(a.token, pixel.id, { ...IMAGE, source: '', version: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ source: ['Image URL is required.'] });
    expect(await count()).toBe(before + 1);
    expect(await row(pixel.id)).toMatchObject({ source: IMAGE.source, version: 1 });
  });

  it('CRUD: update changes the fields and counts the version up, a stale version is a 409 that changes nothing, delete removes the pixel', async () => {
    const pixel = await created(a.token, IMAGE);
    const updated = await update(a.token, pixel.id, { ...IMAGE, title: 'Newsletter', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Newsletter', version: 2, triggered: 0 });
    const stale = await update(a.token, pixel.id, { ...IMAGE, title: 'Stale', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', modified_email: 'pixels-a@demo.test', version: 2 });
    expect(await row(pixel.id)).toMatchObject({ title: 'Newsletter', version: 2 });
    expect((await t.request('DELETE', pixelPaths.remove(pixel.id), { token: a.token })).body.data).toEqual({ id: pixel.id });
    expect(await row(pixel.id)).toBeUndefined();
    expect((await show(a.token, pixel.id)).status).toBe(404);
  });

  it('PX-01, PX-03: the datatable pages id descending by 10, searches the title, filters by type and approved, sorts by the whitelisted keys only', async () => {
    const titles = ['Alpha tag', 'Bravo tag', 'Charlie image'];
    const ids: number[] = [];
    for (const title of titles) ids.push((await create(b.token, title.endsWith('image') ? { ...IMAGE, title } : { ...JAVASCRIPT, title })).body.data.id);
    const first = await datatable(b.token, {});
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items.map((p: any) => p.id)).toEqual([...ids].reverse());
    expect(first.body.data.items[0]).toMatchObject({ title: 'Charlie image', triggered: 0, approved: true });
    expect((await datatable(b.token, { search: 'TAG' })).body.data.items.map((p: any) => p.title)).toEqual(['Bravo tag', 'Alpha tag']);
    expect((await datatable(b.token, { filters: { type: 'image' } })).body.data.items.map((p: any) => p.title)).toEqual(['Charlie image']);
    expect((await datatable(b.token, { filters: { approved: false } })).body.data.total).toBe(2);
    expect((await datatable(b.token, { options: { sortBy: ['title'], sortDesc: [false], itemsPerPage: 5 } })).body.data.items.map((p: any) => p.title)).toEqual(['Alpha tag', 'Bravo tag', 'Charlie image']);
    const unsortable = await datatable(b.token, { options: { sortBy: ['triggered'] } });
    expect(unsortable.status).toBe(422);
    expect(Object.keys(unsortable.body.errors)).toEqual(['options.sortBy[0]']);
    expect((await datatable(b.token, { filters: { type: 'flash' } as object })).status).toBe(422);
  });

  it("tenancy: another organisation's pixel is absent from getPixels and the datatable, and a 404 on show, update and delete; the admin reads it", async () => {
    const foreign = await created(b.token, IMAGE);
    expect((await getPixels(a.token)).body.data.map((p: any) => p.id)).not.toContain(foreign.id);
    expect((await datatable(a.token, { options: { itemsPerPage: 100 } })).body.data.items.map((p: any) => p.id)).not.toContain(foreign.id);
    for (const [method, body] of [['GET'], ['PUT', { ...IMAGE, title: 'Taken', version: 1 }], ['DELETE']] as const) {
      const res = await t.request(method, pixelPaths.show(foreign.id), { token: a.token, body });
      expect({ method, status: res.status, error: res.body.error }).toEqual({ method, status: 404, error: 'pixel_not_found' });
    }
    expect(await row(foreign.id)).toMatchObject({ title: IMAGE.title, version: 1, owner_id: b.id });
    expect((await show(admin, foreign.id)).body.data).toMatchObject({ id: foreign.id, email: 'pixels-b@other.test' });
  });

  it('OP-12: only an admin approves (viewModuleAdmin), from the version reviewed; approved in a body is not taken', async () => {
    const pixel = await created(a.token, { ...JAVASCRIPT, approved: true });
    expect(pixel.approved).toBe(false);
    const refused = await approve(a.token, pixel.id, 1);
    expect(refused.status).toBe(403);
    expect(await row(pixel.id)).toMatchObject({ approved: false, version: 1 });
    await update(a.token, pixel.id, { ...JAVASCRIPT, title: 'Retargeting EU', version: 1 });
    expect((await approve(admin, pixel.id, 1)).status).toBe(409);
    const approved = await approve(admin, pixel.id, 2);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ approved: true, version: 3, auditInformation: { modified_email: 'admin@demo.test' } });
    expect((await approve(admin, (await created(b.token, JAVASCRIPT)).id, 1)).status).toBe(200);
  });

  it('PX-05, OP-12: an approved javascript pixel loses its approval when its header, body or trigger code changes, keeps it when only its title does; other types stay approved', async () => {
    const pixel = await created(a.token, JAVASCRIPT);
    let version = (await approve(admin, pixel.id, 1)).body.data.version;
    const save = async (body: object) => {
      const res = await update(a.token, pixel.id, { ...body, version });
      expect(res.status).toBe(200);
      version = res.body.data.version;
      return res.body.data.approved as boolean;
    };
    expect(await save({ ...JAVASCRIPT, title: 'Renamed' })).toBe(true);
    for (const change of [{ externalcode: 'https://cdn.example.com/v2.js' }, { staticcode: '<img>' }, { trigger_code: "tag('v2')" }]) {
      expect(await save({ ...JAVASCRIPT, ...change })).toBe(false);
      version = (await approve(admin, pixel.id, version)).body.data.version;
    }
    expect(await save(IMAGE)).toBe(true);
    expect(await save(JAVASCRIPT)).toBe(false);
  });

  it('OP-12: the review queue lists the javascript pixels waiting; a rejection takes its reason, stays while the code does, and new code waits again; only javascript pixels, only admins', async () => {
    const pixel = await created(a.token, { ...JAVASCRIPT, title: 'Queued' });
    const image = await created(a.token, IMAGE);
    expect(await queued()).toContain(pixel.id);
    expect(await queued()).not.toContain(image.id);
    expect((await t.request('GET', pixelPaths.queue, { token: a.token })).status).toBe(403);
    expect((await reject(a.token, pixel.id, { version: 1, reason: 'No' })).status).toBe(403);
    const noReason = await reject(admin, pixel.id, { version: 1 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect((await reject(admin, image.id, { version: 1, reason: 'No' })).status).toBe(409);

    const rejected = await reject(admin, pixel.id, { version: 1, reason: 'Loads a script from an unknown host.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ approved: false, rejection_reason: 'Loads a script from an unknown host.', version: 2 });
    expect(await queued()).not.toContain(pixel.id);
    // The owner sees the reason; renaming keeps the rejection, new code sends it back to the queue.
    expect((await show(a.token, pixel.id)).body.data.rejection_reason).toBe('Loads a script from an unknown host.');
    expect((await update(a.token, pixel.id, { ...JAVASCRIPT, title: 'Queued again', version: 2 })).body.data).toMatchObject({ approved: false, rejection_reason: 'Loads a script from an unknown host.' });
    expect((await update(a.token, pixel.id, { ...JAVASCRIPT, title: 'Queued again', trigger_code: "tag('safe')", version: 3 })).body.data).toMatchObject({ approved: false, rejection_reason: null });
    expect(await queued()).toContain(pixel.id);
    expect((await approve(admin, pixel.id, 4)).body.data).toMatchObject({ approved: true, rejection_reason: null });
    expect(await queued()).not.toContain(pixel.id);
  });

  it('triggered: the hits that fired the pixel (its id in their pixel list) since its creation, in getPixels, the datatable and show', async () => {
    const [one, two] = [await created(b.token, IMAGE), await created(b.token, JAVASCRIPT)];
    const now = Date.now();
    const events = t.server.services.events;
    events.append([
      firingRow(now, [one.id]),
      firingRow(now, [one.id, two.id]),
      firingRow(now, [one.id]),
      // Not fires of these pixels: a hit without pixels, a fire of another pixel, a fire long before.
      firingRow(now, []),
      firingRow(now, [999999]),
      firingRow(Date.parse(one.created_at) - 86_400_000, [one.id]),
    ]);
    await events.flush();
    const triggered = (items: any[]) => Object.fromEntries(items.filter((p) => p.id === one.id || p.id === two.id).map((p) => [p.id, p.triggered]));
    const expected = { [one.id]: 3, [two.id]: 1 };
    expect(triggered((await getPixels(b.token)).body.data)).toEqual(expected);
    expect(triggered((await datatable(b.token, { options: { itemsPerPage: 100 } })).body.data.items)).toEqual(expected);
    expect((await show(b.token, one.id)).body.data.triggered).toBe(3);
    expect((await show(b.token, two.id)).body.data.triggered).toBe(1);
  });

  it('permissions: viewPixels reads, crudPixels changes; anonymous callers get 401', async () => {
    const viewer = await organisationMember(t, 'pixel-viewer@demo.test', (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id, ['PIXELS.VIEW', 'MODULE_DMP.VIEW']);
    const pixel = (await getPixels(viewer.token)).body.data[0];
    expect((await datatable(viewer.token, {})).status).toBe(200);
    expect((await show(viewer.token, pixel.id)).status).toBe(200);
    expect((await create(viewer.token, IMAGE)).status).toBe(403);
    expect((await update(viewer.token, pixel.id, { ...IMAGE, version: 1 })).status).toBe(403);
    expect((await t.request('DELETE', pixelPaths.remove(pixel.id), { token: viewer.token })).status).toBe(403);
    expect((await t.request('GET', pixelPaths.getPixels)).status).toBe(401);
    const { token: analyst } = await t.login('analyst@demo.test');
    expect((await datatable(analyst, {})).status).toBe(403);
  });
});
