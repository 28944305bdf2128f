import type { Kysely } from 'kysely';
import { crud } from '../../../../core/common/permissions';
import { datatableQueryString } from '../../../../core/common/datatable';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { adPaths } from '../../../../plugins/ads/common/adPaths';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const CRUD_ADS = [...crud('ADS'), 'MODULE_ADS.VIEW'];
const SEES_ORGANISATION = [...CRUD_ADS, 'ORGANISATION_ADS.VIEW'];

const body = (name: string) => ({ name, target_url: 'https://shop.test/', tag: '<div>ad</div>', display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', isStatic: true });

/**
 * The ad rules of management §5 on the server (issue 18, OP-56): who sees, edits, deletes and
 * duplicates their own ads, their organisation's, and another organisation's.
 */
describe('ads: the permission matrix', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  const users: Record<string, { id: number; token: string }> = {};
  let mine: number;

  const created = async (token: string, name: string) => (await t.request('POST', adPaths.create, { token, body: body(name) })).body.data.id as number;
  const statuses = async (token: string, id: number, name: string) => ({
    show: (await t.request('GET', adPaths.show(id), { token })).status,
    edit: (await t.request('PUT', adPaths.update(id), { token, body: { ...body(name), version: (await db.selectFrom('ads').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version } })).status,
    duplicate: (await t.request('POST', adPaths.duplicate(id), { token, body: body(`Copy of ${name}`) })).status,
  });
  const listed = async (token: string) => (await t.request('GET', `${adPaths.datatable}?${datatableQueryString({ options: { itemsPerPage: 100 } })}`, { token })).body.data.items.map((i: { id: number }) => i.id);

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const other = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    const access: Record<string, [number, string[]]> = {
      owner: [demo, CRUD_ADS],
      crudOnly: [demo, CRUD_ADS],
      viewer: [demo, SEES_ORGANISATION],
      editor: [demo, [...SEES_ORGANISATION, 'ORGANISATION_ADS.EDIT']],
      deleter: [demo, [...SEES_ORGANISATION, 'ORGANISATION_ADS.DELETE']],
      duplicator: [demo, [...SEES_ORGANISATION, 'ADS.DUPLICATE']],
      foreign: [other, [...SEES_ORGANISATION, 'ORGANISATION_ADS.EDIT', 'ORGANISATION_ADS.DELETE', 'ADS.DUPLICATE']],
    };
    for (const [name, [organisation, grants]] of Object.entries(access)) users[name] = await organisationMember(t, `ads-${name}@test.test`, organisation, grants);
    mine = await created(users.owner.token, 'Owner ad');
  });
  afterAll(() => t?.close());

  it('OP-56, AD-14: an ad is seen by its owner, with viewOrganisationAds by its organisation, by every admin — and by no one else', async () => {
    expect(await listed(users.owner.token)).toContain(mine);
    expect(await listed(users.viewer.token)).toContain(mine);
    expect(await listed(admin)).toContain(mine);
    expect(await listed(users.crudOnly.token)).not.toContain(mine);
    expect(await listed(users.foreign.token)).not.toContain(mine);
  });

  it('management §5: edit needs crudAds and (admin, own ad or editOrganisationAds); duplicate needs duplicateAds — enforced by the server', async () => {
    expect(await statuses(users.viewer.token, mine, 'Viewer edit')).toEqual({ show: 200, edit: 403, duplicate: 403 });
    expect(await statuses(users.editor.token, mine, 'Editor edit')).toEqual({ show: 200, edit: 200, duplicate: 403 });
    expect(await statuses(users.duplicator.token, mine, 'Duplicator edit')).toEqual({ show: 200, edit: 403, duplicate: 200 });
    expect(await statuses(users.owner.token, mine, 'Owner edit')).toEqual({ show: 200, edit: 200, duplicate: 403 });
    expect(await statuses(users.crudOnly.token, mine, 'Stranger edit')).toEqual({ show: 404, edit: 404, duplicate: 404 });
    expect(await statuses(users.foreign.token, mine, 'Foreign edit')).toEqual({ show: 404, edit: 404, duplicate: 404 });
    expect((await statuses(admin, mine, 'Admin edit')).edit).toBe(200);
    // A duplicate is the duplicator's own ad.
    const copies = await db.selectFrom('ads').select(['owner_id', 'name']).where('name', '=', 'Copy of Duplicator edit').execute();
    expect(copies).toEqual([{ owner_id: users.duplicator.id, name: 'Copy of Duplicator edit' }]);
  });

  it('management §5: crudAds alone deletes one\'s own ads; others\' ads need deleteOrganisationAds (or admin)', async () => {
    const remove = async (token: string, id: number) => (await t.request('DELETE', adPaths.remove(id), { token })).status;
    const target = await created(users.owner.token, 'To delete');
    expect(await remove(users.viewer.token, target)).toBe(403);
    expect(await remove(users.editor.token, target)).toBe(403);
    expect(await remove(users.foreign.token, target)).toBe(404);
    expect(await remove(users.deleter.token, target)).toBe(200);
    expect(await remove(users.owner.token, await created(users.owner.token, 'Own delete'))).toBe(200);
    expect(await remove(admin, await created(users.owner.token, 'Admin delete'))).toBe(200);
    expect(await db.selectFrom('ads').select('name').where('name', 'in', ['To delete', 'Own delete', 'Admin delete']).execute()).toEqual([]);
  });

  it('OP-12: only admins review ads', async () => {
    expect((await t.request('GET', adPaths.queue, { token: users.editor.token })).status).toBe(403);
    expect((await t.request('POST', adPaths.approve(mine), { token: users.owner.token, body: { version: 1 } })).status).toBe(403);
  });

  it('AD-64: entityInformationBatch answers the audit information of the ads the caller sees, and leaves the others out', async () => {
    const batch = async (token: string) => (await t.request('GET', `/v1/account/entityInformationBatch?type=ad&ids=${mine}`, { token })).body.data;
    expect(await batch(users.viewer.token)).toEqual({ [mine]: expect.objectContaining({ auditable_id: mine, created_email: 'ads-owner@test.test' }) });
    expect(await batch(users.crudOnly.token)).toEqual({});
    expect(await batch(users.foreign.token)).toEqual({});
  });
});
