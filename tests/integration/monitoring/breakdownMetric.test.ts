import { startTestServer, type TestServer } from '../../support/startTestServer';
import { eventRow, T, WINDOW } from './craftedEvents';

/**
 * Two readers on Chrome with one page view each, one on Firefox with five, all from google.com
 * or bing.com alike: most users and most page views name different browsers and referrers.
 */
const rows = [
  eventRow(T + 1000, { visitorId: 'a', browser: 'Chrome', os: 'Windows', referrer: 'google.com', referrerType: 'Search' }),
  eventRow(T + 2000, { visitorId: 'b', browser: 'Chrome', os: 'Windows', referrer: 'google.com', referrerType: 'Search' }),
  ...[3, 4, 5, 6, 7].map((i) => eventRow(T + i * 1000, { visitorId: 'c', browser: 'Firefox', os: 'Linux', referrer: 'bing.com', referrerType: 'Search' })),
];

describe('breakdown lists by metric', () => {
  let t: TestServer;
  let admin: string;
  const get = (resource: string, params: Record<string, unknown> = {}) => t.request('GET', `/v1/monitoring/${resource}?${new URLSearchParams(Object.entries({ ...WINDOW, ...params }).map(([k, v]) => [k, String(v)]))}`, { token: admin });
  const keys = async (resource: string, params: Record<string, unknown> = {}) => {
    const res = await get(resource, params);
    if (res.status !== 200) throw new Error(`${resource}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.map((r: { key: string; users: number; views: number }) => [r.key, r.users, r.views]);
  };

  beforeAll(async () => {
    t = await startTestServer();
    t.server.services.events.append(rows);
    await t.server.services.events.flush();
    admin = (await t.login('admin@demo.test')).token;
  });
  afterAll(() => t.close());

  it('OP-28: browsers, operating systems and referrers come most users first, or most page views first with metric=views (page views only: no users counted)', async () => {
    expect(await keys('browsers')).toEqual([['Chrome', 2, 2], ['Firefox', 1, 5]]);
    expect(await keys('browsers', { metric: 'users' })).toEqual([['Chrome', 2, 2], ['Firefox', 1, 5]]);
    expect(await keys('browsers', { metric: 'views' })).toEqual([['Firefox', undefined, 5], ['Chrome', undefined, 2]]);
    expect(await keys('operatingSystems', { metric: 'views', size: 1 })).toEqual([['Linux', undefined, 5]]);
    expect(await keys('referrer', { metric: 'views' })).toEqual([['bing.com', undefined, 5], ['google.com', undefined, 2]]);
  });

  it('OP-28: metric other than users or views is refused with 422 naming it', async () => {
    const res = await get('browsers', { metric: 'clicks' });
    expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['metric']]);
  });
});
