import type { Kysely } from 'kysely';
import { datatableQueryString } from '../../../../core/common/datatable';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/**
 * Channels as a management entity (issue 14): two organisations, a channel manager in each and
 * the demo admin (viewModuleAdmin, a member of the demo organisation).
 */
describe('channels: tenancy, audit and versioned updates (issue 14)', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  /** Channel managers of the demo organisation (a) and of another one (b). */
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let demoOrganisation: number;
  let otherOrganisation: number;
  /** A channel each manager created through the API. */
  let ownChannel: any;
  let foreignChannel: any;

  const batch = (query: string, token?: string) => t.request('GET', `/v1/account/entityInformationBatch?${query}`, { token });
  const update = (id: number, body: object, token: string) => t.request('PUT', `/v1/channels/${id}`, { token, body });
  const row = (id: number) => db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    demoOrganisation = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    a = await organisationMember(t, 'manager-a@demo.test', demoOrganisation);
    b = await organisationMember(t, 'manager-b@other.test', otherOrganisation);
    ownChannel = (await t.request('POST', '/v1/channels/create', { token: a.token, body: { title: 'Own', path: '/own' } })).body.data;
    foreignChannel = (await t.request('POST', '/v1/channels/create', { token: b.token, body: { title: 'Foreign', path: '/foreign' } })).body.data;
  });
  afterAll(() => t?.close());

  it('issue 14: a created channel belongs to the caller\'s organisation and is owned, created and last changed by the caller, at version 1', async () => {
    expect(ownChannel).toMatchObject({ title: 'Own', path: '/own', version: 1, email: 'manager-a@demo.test' });
    expect(ownChannel.auditInformation).toEqual({
      auditable_id: ownChannel.id,
      created_at: ownChannel.created_at,
      created_email: 'manager-a@demo.test',
      modified_at: ownChannel.created_at,
      modified_email: 'manager-a@demo.test',
    });
    expect(await row(ownChannel.id)).toMatchObject({ organisation_id: demoOrganisation, owner_id: a.id, created_by: a.id, modified_by: a.id, version: 1 });
    expect(await row(foreignChannel.id)).toMatchObject({ organisation_id: otherOrganisation, owner_id: b.id });
  });

  it("issue 14: every channel route is scoped — another organisation's channel is absent from list, datatable and names, and a 404 on show, update and delete", async () => {
    const listed = async (path: string, token: string, items = (body: any) => body.data) => items((await t.request('GET', path, { token })).body).map((c: any) => c.id);
    for (const [member, own, foreign] of [
      [a, ownChannel, foreignChannel],
      [b, foreignChannel, ownChannel],
    ]) {
      expect(await listed('/v1/channels', member.token)).toContain(own.id);
      expect(await listed('/v1/channels', member.token)).not.toContain(foreign.id);
      const datatable = `/v1/channels/datatable?${datatableQueryString({ options: { itemsPerPage: 100 } })}`;
      expect(await listed(datatable, member.token, (body) => body.data.items)).toContain(own.id);
      expect(await listed(datatable, member.token, (body) => body.data.items)).not.toContain(foreign.id);
      const shown = await t.request('GET', `/v1/channels/${own.id}`, { token: member.token });
      expect(shown.status).toBe(200);
      expect(shown.body.data).toEqual(own);
      for (const [method, body] of [['GET'], ['PUT', { title: 'Taken', path: '/taken', version: 1 }], ['DELETE']] as const) {
        const res = await t.request(method, `/v1/channels/${foreign.id}`, { token: member.token, body });
        expect({ method, status: res.status, body: res.body }).toEqual({ method, status: 404, body: { status: 'error', error: 'channel_not_found', message: 'Channel not found.' } });
      }
    }
    // The analyst's channel filter (names) is scoped alike: the demo organisation's only.
    const names = (await t.request('GET', '/v1/channels/names', { token: (await t.login('analyst@demo.test')).token })).body.data.map((c: any) => c.id);
    expect(names).toContain(ownChannel.id);
    expect(names).not.toContain(foreignChannel.id);
    // Nothing of the other organisation's channel changed.
    expect(await row(foreignChannel.id)).toMatchObject({ title: 'Foreign', path: '/foreign', version: 1, modified_by: b.id });
  });

  it("issue 14: an admin (viewModuleAdmin) sees every organisation's channels with the owner's e-mail, and may show and update them", async () => {
    const list = (await t.request('GET', '/v1/channels', { token: admin })).body.data;
    expect(list.map((c: any) => c.id)).toEqual(expect.arrayContaining([ownChannel.id, foreignChannel.id]));
    expect(list.find((c: any) => c.id === foreignChannel.id).email).toBe('manager-b@other.test');
    const datatable = await t.request('GET', `/v1/channels/datatable?${datatableQueryString({ search: 'foreign' })}`, { token: admin });
    expect(datatable.body.data.items.map((c: any) => c.id)).toEqual([foreignChannel.id]);
    expect((await t.request('GET', `/v1/channels/${foreignChannel.id}`, { token: admin })).status).toBe(200);
    const updated = await update(foreignChannel.id, { title: 'Foreign (checked)', path: '/foreign', version: 1 }, admin);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Foreign (checked)', version: 2, email: 'manager-b@other.test', auditInformation: { created_email: 'manager-b@other.test', modified_email: 'admin@demo.test' } });
    // The owner and organisation stay; the admin is recorded as the last editor.
    expect(await row(foreignChannel.id)).toMatchObject({ organisation_id: otherOrganisation, owner_id: b.id, modified_by: (await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id });
  });

  it('API-14, AD-64: entityInformationBatch answers the audit information of the asked channels the caller may see, with e-mails, leaving the others out', async () => {
    const seeded = (await t.request('GET', '/v1/channels', { token: a.token })).body.data.find((c: any) => c.path === '/sport');
    const ids = [seeded.id, ownChannel.id, foreignChannel.id, 999_999];
    const mine = await batch(`type=channel&ids=${ids.join(',')}`, a.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({
      [seeded.id]: { auditable_id: seeded.id, created_at: seeded.created_at, created_email: 'admin@demo.test', modified_at: seeded.created_at, modified_email: 'admin@demo.test' },
      [ownChannel.id]: ownChannel.auditInformation,
    });
    // The ids as a repeated parameter; the other manager sees their own channel only.
    const theirs = await batch(ids.map((id) => `ids=${id}`).join('&') + '&type=channel', b.token);
    expect(Object.keys(theirs.body.data)).toEqual([String(foreignChannel.id)]);
    expect(theirs.body.data[foreignChannel.id]).toMatchObject({ created_email: 'manager-b@other.test', modified_email: 'admin@demo.test' });
    const all = await batch(`type=channel&ids=${ids.join(',')}`, admin);
    expect(Object.keys(all.body.data).map(Number).sort((x, y) => x - y)).toEqual([seeded.id, ownChannel.id, foreignChannel.id].sort((x, y) => x - y));
    expect((await batch('type=channel&ids=', a.token)).body.data).toEqual({});
  });

  it('API-14: entityInformationBatch refuses an unknown type or bad ids with 422 naming the field, and needs the type\'s rule (403) and a login (401)', async () => {
    const errorsOf = async (query: string) => {
      const res = await batch(query, a.token);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errorsOf('type=campaign&ids=1')).toEqual({ type: ['type must be one of ad, audience, channel, pixel, tracking, transfer.'] });
    expect(await errorsOf('ids=1')).toEqual({ type: ['type is required.'] });
    expect(await errorsOf('type=channel')).toEqual({ ids: ['ids is required.'] });
    expect(await errorsOf('type=channel&ids=1,x')).toEqual({ 'ids[1]': ['ids must be a number.'] });
    expect(await errorsOf('type=channel&ids=0')).toEqual({ 'ids[0]': ['ids must be at least 1.'] });
    expect(await errorsOf(`type=channel&ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).toEqual({ ids: ['ids may hold at most 100 items.'] });
    // The analyst is signed in but may not manage channels.
    expect((await batch(`type=channel&ids=${ownChannel.id}`, (await t.login('analyst@demo.test')).token)).status).toBe(403);
    expect((await batch(`type=channel&ids=${ownChannel.id}`)).status).toBe(401);
  });

  it('issue 14: a stale update is refused with 409 naming who changed the channel and when, and nothing is overwritten', async () => {
    // Manager a opens the channel at version 1; the admin saves a change first.
    const opened = ownChannel;
    const first = await update(opened.id, { title: 'Own (admin)', path: '/own-admin', version: opened.version }, admin);
    expect(first.status).toBe(200);
    const before = await row(opened.id);
    const stale = await update(opened.id, { title: 'Own (stale)', path: '/own-stale', version: opened.version }, a.token);
    expect(stale.status).toBe(409);
    const modifiedAt = first.body.data.auditInformation.modified_at;
    expect(stale.body).toEqual({
      status: 'error',
      error: 'conflict',
      message: `admin@demo.test changed this entry at ${modifiedAt}, after you opened it. Reload it and make your changes again.`,
      modified_email: 'admin@demo.test',
      modified_at: modifiedAt,
      version: 2,
    });
    expect(await row(opened.id)).toEqual(before);
    expect((await t.request('GET', `/v1/channels/${opened.id}`, { token: a.token })).body.data).toEqual(first.body.data);
  });

  it('issue 14: an update from the current version is saved, counts the version up and records the editor; created stays', async () => {
    const current = (await t.request('GET', `/v1/channels/${ownChannel.id}`, { token: a.token })).body.data;
    const res = await update(current.id, { title: 'Own (fresh)', path: '/own-fresh', version: current.version }, a.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: current.id, title: 'Own (fresh)', path: '/own-fresh', version: current.version + 1, email: 'manager-a@demo.test', created_at: current.created_at });
    const audit = res.body.data.auditInformation;
    expect(audit).toMatchObject({ created_at: current.created_at, created_email: 'manager-a@demo.test', modified_email: 'manager-a@demo.test' });
    expect(Date.parse(audit.modified_at)).toBeGreaterThanOrEqual(Date.parse(current.auditInformation.modified_at));
    expect(await row(current.id)).toMatchObject({ title: 'Own (fresh)', path: '/own-fresh', version: current.version + 1, modified_by: a.id, owner_id: a.id });
  });

  it('issue 14: of two updates sent at once from the same version exactly one is saved, the other gets 409', async () => {
    const current = (await t.request('GET', `/v1/channels/${ownChannel.id}`, { token: a.token })).body.data;
    const [x, y] = await Promise.all([
      update(current.id, { title: 'Racer A', path: '/racer-a', version: current.version }, a.token),
      update(current.id, { title: 'Racer B', path: '/racer-b', version: current.version }, admin),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const winner = x.status === 200 ? x : y;
    expect(await row(current.id)).toMatchObject({ title: winner.body.data.title, version: current.version + 1 });
  });

  it('issue 14: an update needs its version and valid fields (422 naming them), and the rule (403)', async () => {
    const res = await update(ownChannel.id, { title: 'No version', path: '/no-version' }, a.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ version: ['version is required.'] });
    const bad = await update(ownChannel.id, { title: 'x', path: 'y', version: 0 }, a.token);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['path', 'title', 'version']);
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await update(ownChannel.id, { title: 'Nope', path: '/nope', version: 1 }, marketer)).status).toBe(403);
    expect((await t.request('GET', `/v1/channels/${ownChannel.id}`, { token: marketer })).status).toBe(403);
  });

  it("issue 14: a delete is scoped like the rest: the admin deletes another organisation's channel", async () => {
    expect((await t.request('DELETE', `/v1/channels/${foreignChannel.id}`, { token: admin })).status).toBe(200);
    expect(await row(foreignChannel.id)).toBeUndefined();
  });
});
