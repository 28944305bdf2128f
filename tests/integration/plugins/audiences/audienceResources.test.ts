import type { Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('audience resources', () => {
  let t: TestServer;
  let analyst: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestServer();
    const db = t.server.db as unknown as Kysely<any>;
    for (const english of ['Sports', 'Football', 'Business']) ids[english] = (await db.selectFrom('audiences').select('id').where('english', '=', english).executeTakeFirstOrThrow()).id;
    const view = (visitorId: string, section: string, domain = 'news.example.com') =>
      fetch(`${t.url}/api/v1/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': UA },
        body: JSON.stringify({ type: 'pageview', domain, url: `https://${domain}/a`, visitorId, meta: { 'og:section': section } }),
      });
    for (const [v, s] of [['aud-visitor-1', 'Sport Football'], ['aud-visitor-2', 'sport'], ['aud-visitor-2', 'sport'], ['aud-visitor-3', 'business']]) expect((await view(v, s)).status).toBe(202);
    expect((await view('aud-visitor-4', 'football', 'blog.example.org')).status).toBe(202);
    await t.server.services.events.flush();
    analyst = (await t.login('analyst@demo.test')).token;
  });
  afterAll(() => t?.close());

  it('audiences: users and views per audience as a tree, limited to the caller\'s domains', async () => {
    const res = await t.request('GET', '/v1/monitoring/audiences', { token: analyst });
    expect(res.status).toBe(200);
    const sports = res.body.data.find((a: any) => a.key === ids.Sports);
    expect(sports).toMatchObject({ english: 'Sports', users: 2, views: 3, is_pinpoll: true });
    expect(sports.children).toEqual([expect.objectContaining({ key: ids.Football, users: 1, views: 1, children: [] })]);
    expect(res.body.data.find((a: any) => a.key === ids.Business)).toMatchObject({ users: 1 });
  });

  it('API-15, CI-01: audiences follows the dashboard filter: page and audience terms narrow the tree', async () => {
    const none = await t.request('GET', '/v1/monitoring/audiences?page=/zzz', { token: analyst });
    expect(none.body.data).toEqual([]);
    const terms = encodeURIComponent(JSON.stringify([{ field: 'audience', value: ids.Business }]));
    const business = await t.request('GET', `/v1/monitoring/audiences?terms=${terms}`, { token: analyst });
    expect(business.body.data.map((a: any) => a.key)).toEqual([ids.Business]);
  });

  it('audiences with usePinpollAudiences=false leaves out the provider\'s (is_pinpoll) audiences', async () => {
    const res = await t.request('GET', '/v1/monitoring/audiences?usePinpollAudiences=false', { token: analyst });
    expect(res.body.data.map((a: any) => a.key)).not.toContain(ids.Sports);
    expect(res.body.data.map((a: any) => a.key)).not.toContain(ids.Business);
  });

  it('audiences/growth/histogram: new visitors per 30-minute UTC bucket of today; history: per UTC day', async () => {
    const histogram = await t.request('GET', `/v1/monitoring/audiences/growth/histogram?audienceId=${ids.Sports}`, { token: analyst });
    expect(histogram.status).toBe(200);
    const points = histogram.body.data;
    expect(points[0].key % (30 * 60_000)).toBe(0);
    expect(new Date(points[0].key).toISOString()).toMatch(/T00:00:00.000Z$/);
    expect(points[1].key - points[0].key).toBe(30 * 60_000);
    expect(points.reduce((sum: number, p: any) => sum + p.audienceCount, 0)).toBe(2);
    const history = await t.request('GET', `/v1/monitoring/audiences/growth/history?audienceId=${ids.Sports}`, { token: analyst });
    expect(history.body.data).toHaveLength(30);
    expect(history.body.data.at(-1).audienceCount).toBe(2);
  });

  it('CG-04, CG-05: growth takes a UTC time range: a whole day is 48 half-hour points; history has one point per UTC day from `from`', async () => {
    const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const yesterday = new Date(today - 86_400_000).toISOString();
    const range = `from=${yesterday}&to=${new Date(today).toISOString()}`;
    const day = await t.request('GET', `/v1/monitoring/audiences/growth/histogram?audienceId=${ids.Sports}&${range}`, { token: analyst });
    expect(day.status).toBe(200);
    expect(day.body.data).toHaveLength(48);
    expect(day.body.data[0]).toEqual({ key: today - 86_400_000, date: yesterday, audienceCount: 0 });
    const history = await t.request('GET', `/v1/monitoring/audiences/growth/history?audienceId=${ids.Sports}&from=${yesterday}`, { token: analyst });
    expect(history.body.data.map((p: any) => [p.key, p.audienceCount])).toEqual([
      [today - 86_400_000, 0],
      [today, 2],
    ]);
  });

  it('growth needs an audienceId (422); a viewer without AUDIENCES.VIEW gets 403', async () => {
    expect((await t.request('GET', '/v1/monitoring/audiences/growth/history', { token: analyst })).status).toBe(422);
    const viewer = (await t.login('viewer@demo.test')).token;
    expect((await t.request('GET', '/v1/monitoring/audiences', { token: viewer })).status).toBe(403);
  });
});
