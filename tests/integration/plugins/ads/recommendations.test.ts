import type { Kysely } from 'kysely';
import type { EventRow } from '../../../../core/server/events';
import { recommendationPaths } from '../../../../plugins/ads/common/recommendations';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const NEWS = 'news.example.com';

const view = (path: string, visitorId: string, audiences: number[]): EventRow => ({
  ts: Date.now() - 3_600_000,
  kind: 'pageview',
  event: '',
  label: '',
  domain: NEWS,
  path,
  url: `https://${NEWS}${path}`,
  title: `Title of ${path}`,
  image: '',
  visitorId,
  device: 'Desktop',
  browser: 'Chrome',
  os: 'Linux',
  referrer: '',
  referrerType: 'Direct',
  lists: audiences.length ? { audience: audiences } : {},
});
const times = (n: number, row: (i: number) => EventRow) => Array.from({ length: n }, (_, i) => row(i));

/** Recommend content (OP-66): an audience's pages by lift over the last 7 days, for admins and for a site's visitor. */
describe('ads: recommend content', () => {
  let t: TestServer;
  let admin: string;
  let audience: number;

  beforeAll(async () => {
    t = await startTestServer();
    admin = (await t.login('admin@demo.test')).token;
    audience = (await (t.server.db as unknown as Kysely<any>).selectFrom('audiences').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const events = t.server.services.events;
    events.append([
      // The audience's members: /sport/a 6 times, /sport/c 4 times, /news/b twice (too rare to rank).
      ...times(6, (i) => view('/sport/a', `member-${i}`, [audience])),
      ...times(4, (i) => view('/sport/c', `member-${i}`, [audience])),
      ...times(2, (i) => view('/news/b', `member-${i}`, [audience])),
      // Everyone else.
      ...times(20, (i) => view('/news/b', `reader-${i}`, [])),
      ...times(2, (i) => view('/sport/a', `reader-${i}`, [])),
      ...times(8, (i) => view('/sport/c', `reader-${i}`, [])),
    ]);
    events.appendAssignments([{ ts: Date.now() - 3_600_000, list: 'audience', id: audience, visitorId: 'member-0', domain: NEWS, score: 1 }]);
    await events.flush();
  });
  afterAll(() => t?.close());

  it('OP-66: the pages an audience reads more than all visitors, with their lift: (share of the audience\'s views) ÷ (share of all views)', async () => {
    const res = await t.request('GET', `${recommendationPaths.pages}?domain=${NEWS}&audienceId=${audience}`, { token: admin });
    // 12 of the audience's views among 42: /sport/a 6/12 ÷ 8/42 = 2.63; /sport/c 4/12 ÷ 12/42 = 1.17.
    expect(res.body.data).toEqual([
      { page: '/sport/a', title: 'Title of /sport/a', audienceViews: 6, views: 8, lift: 2.63 },
      { page: '/sport/c', title: 'Title of /sport/c', audienceViews: 4, views: 12, lift: 1.17 },
    ]);
  });

  it('OP-66: admins only; a bad query is a 422', async () => {
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await t.request('GET', `${recommendationPaths.pages}?domain=${NEWS}&audienceId=${audience}`, { token: marketer })).status).toBe(403);
    expect((await t.request('GET', `${recommendationPaths.pages}?domain=${NEWS}`, { token: admin })).status).toBe(422);
  });

  it('OP-66: a site asks for its visitor: the pages of the visitor\'s audiences by lift; none for a visitor without audiences or an unknown site', async () => {
    const forVisitor = async (query: string) => (await fetch(`${t.url}/api${recommendationPaths.forVisitor}?${query}`)).json() as Promise<{ data: { page: string }[] }>;
    expect((await forVisitor(`domain=${NEWS}&visitorId=member-0&limit=1`)).data.map((p) => p.page)).toEqual(['/sport/a']);
    expect((await forVisitor(`domain=${NEWS}&visitorId=member-0`)).data.map((p) => p.page)).toEqual(['/sport/a', '/sport/c']);
    expect((await forVisitor(`domain=${NEWS}&visitorId=reader-0000`)).data).toEqual([]);
    expect((await forVisitor('domain=unknown.example.net&visitorId=member-0')).data).toEqual([]);
  });
});
