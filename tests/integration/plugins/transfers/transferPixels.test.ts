import type { Kysely } from 'kysely';
import { pixelPaths } from '../../../../plugins/pixels/common/pixelPaths';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { collectReply, sectionPageview } from '../../../support/trackerHits';

const NEWS = 'news.example.com';
const IMAGE = { title: 'Football remarketing', type: 'image', source: 'https://pixel.test/football.gif' };
const JAVASCRIPT = { title: 'Football tag', type: 'javascript', externalcode: 'https://cdn.test/tag.js', trigger_code: "tag('football')" };

/**
 * Transfers fire their pixels (issue 17): a page view of a visitor in a transfer's audience gets
 * its approved pixels in collect's reply — the visitor the demo's og:section rule puts into
 * Football at this very page view included — and nobody else's does.
 */
describe('transfers fire their pixels', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let image: number;
  let javascript: number;
  let transfer: number;

  const directivesOf = async (hits: unknown) => {
    const reply = await collectReply(t.url, hits);
    expect(reply.status).toBe(202);
    return reply.body.data.directives ?? [];
  };
  const body = (overrides: object = {}) => ({ name: 'Football fans', start_date: null, end_date: null, assignedAudiences: [], assignedPixels: [image, javascript], ...overrides });

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    // The demo's transfers fire nothing (no pixels); switched off so only this one counts.
    await db.updateTable('transfers').set({ active: false }).execute();
    image = (await t.request('POST', pixelPaths.create, { token: admin, body: IMAGE })).body.data.id;
    javascript = (await t.request('POST', pixelPaths.create, { token: admin, body: JAVASCRIPT })).body.data.id;
    const football = (await db.selectFrom('audiences').select('id').where('english', '=', 'Football').executeTakeFirstOrThrow()).id;
    const created = await t.request('POST', '/v1/audiences/transfers/create', { token: admin, body: body({ assignedAudiences: [football] }) });
    expect(created.status).toBe(200);
    transfer = created.body.data.id;
  });
  afterAll(() => t?.close());

  it('TR-01, PX-05: a member of its audience fires its approved pixel on every page view, never the unapproved javascript one; others fire nothing', async () => {
    // The og:section "football" rule assigns Football at this page view: it fires at once.
    expect(await directivesOf(sectionPageview(NEWS, 'fan-00000001', 'football'))).toEqual([{ type: 'image', src: IMAGE.source }]);
    // The member's next page view, of any section: still a member.
    expect(await directivesOf(sectionPageview(NEWS, 'fan-00000001', 'weather'))).toEqual([{ type: 'image', src: IMAGE.source }]);
    expect(await directivesOf(sectionPageview(NEWS, 'other-00000001', 'weather'))).toEqual([]);
  });

  it('TR-23: switched off it fires nothing; outside its dates neither; open again it fires', async () => {
    const toggle = (newState: boolean) => t.request('POST', '/v1/audiences/transfers/toggleState', { token: admin, body: { id: transfer, newState } });
    expect((await toggle(false)).status).toBe(200);
    expect(await directivesOf(sectionPageview(NEWS, 'fan-00000001', 'weather'))).toEqual([]);
    expect((await toggle(true)).status).toBe(200);
    const edit = (await t.request('GET', `/v1/audiences/transfers/${transfer}/edit`, { token: admin })).body.data;
    const past = await t.request('PUT', `/v1/audiences/transfers/${transfer}`, { token: admin, body: { ...body({ assignedAudiences: edit.assignedAudiences }), start_date: '2018-01-01', end_date: '2018-12-31', version: edit.version } });
    expect(past.status).toBe(200);
    expect(await directivesOf(sectionPageview(NEWS, 'fan-00000001', 'weather'))).toEqual([]);
    const open = await t.request('PUT', `/v1/audiences/transfers/${transfer}`, { token: admin, body: { ...body({ assignedAudiences: edit.assignedAudiences }), version: past.body.data.version } });
    expect(open.status).toBe(200);
    expect(await directivesOf(sectionPageview(NEWS, 'fan-00000001', 'weather'))).toEqual([{ type: 'image', src: IMAGE.source }]);
  });

  it('TR-21, PX-13: the detail\'s pixels count exactly the fires: the image pixel 3, the unapproved one 0', async () => {
    await t.server.services.events.flush();
    const pixels = (await t.request('GET', pixelPaths.getPixels, { token: admin })).body.data as { id: number; triggered: number; approved: boolean }[];
    expect(pixels.filter((p) => p.id === image || p.id === javascript).map((p) => [p.id, p.triggered, p.approved])).toEqual(
      expect.arrayContaining([
        [image, 3, true],
        [javascript, 0, false],
      ]),
    );
  });
});
