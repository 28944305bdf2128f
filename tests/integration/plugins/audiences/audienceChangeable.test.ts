import type { Kysely } from 'kysely';
import { crud } from '../../../../core/common/permissions';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const AUDIENCE_MANAGER = [...crud('AUDIENCES'), 'MODULE_DMP.VIEW'];

/** GET changeable: which audiences of the caller's trees the tree manager offers to change (TM-10, issue 15). */
describe('audiences: the ids a caller may change (issue 15)', () => {
  let t: TestServer;
  let db: Kysely<any>;

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
  });
  afterAll(() => t?.close());

  it('TM-10: a member may change their organisation\'s audiences only (not the shared taxonomy nor another organisation\'s provider audience); the admin every one of their tree; the analyst is refused', async () => {
    const demo = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const other = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    const a = await organisationMember(t, 'changeable-a@demo.test', demo, AUDIENCE_MANAGER);
    const b = await organisationMember(t, 'changeable-b@other.test', other, AUDIENCE_MANAGER);
    const admin = (await t.login('admin@demo.test')).token;
    const create = async (token: string, body: object) => (await t.request('POST', '/v1/audiences', { token, body })).body.data.id as number;
    const own = await create(a.token, { german: 'Eigen', english: 'Own', type_id: 1 });
    const foreign = await create(b.token, { german: 'Fremd', english: 'Foreign', type_id: 1 });
    // A provider audience of the other organisation: every member reads it, only its organisation changes it.
    const foreignProvider = await create(admin, { german: 'Anbieter', english: 'Provider', type_id: 1, parent_id: foreign, is_pinpoll: true });
    const changeable = async (token: string) => (await t.request('GET', '/v1/audiences/changeable', { token })).body.data as number[];
    const shared = (await db.selectFrom('audiences').select('id').where('organisation_id', 'is', null).orderBy('id').execute()).map((r) => r.id);

    expect(await changeable(a.token)).toEqual([own]);
    expect(await changeable(b.token)).toEqual([foreign, foreignProvider]);
    // The admin's tree: the shared taxonomy, the demo organisation's and every provider audience.
    expect(await changeable(admin)).toEqual([...shared, own, foreignProvider]);
    const analyst = (await t.login('analyst@demo.test')).token;
    expect((await t.request('GET', '/v1/audiences/changeable', { token: analyst })).status).toBe(403);
  });
});
