import { startTestServer, type TestServer } from '../../support/startTestServer';
import { dstRows, realtimeRows, T, WINDOW } from './craftedEvents';

describe('monitoring resources on crafted events', () => {
  let t: TestServer;
  let admin: string;
  let analyst: string;

  const get = async (resource: string, params: Record<string, unknown> = {}, token = admin) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one));
    return t.request('GET', `/v1/monitoring/${resource}?${qs}`, { token });
  };
  const data = async (resource: string, params: Record<string, unknown> = {}, token = admin) => {
    const res = await get(resource, { ...WINDOW, ...params }, token);
    if (res.status !== 200) throw new Error(`${resource}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const pick = (rows: any[], ...fields: string[]) => rows.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]])));

  beforeAll(async () => {
    t = await startTestServer();
    t.server.services.events.append([...realtimeRows, ...dstRows]);
    await t.server.services.events.flush();
    admin = (await t.login('admin@demo.test')).token;
    analyst = (await t.login('analyst@demo.test')).token;
  });
  afterAll(() => t.close());

  it('API-21, API-26: users and views count distinct visitors and page views in the window', async () => {
    expect(await data('users')).toEqual({ users: 5, views: 6 });
    expect(await data('views')).toEqual({ users: 5, views: 6 });
    expect(await data('users', { domain: 'news.example.com' })).toEqual({ users: 3, views: 4 });
    expect(await data('users', { domain: ['news.example.com', 'blog.example.org'] })).toEqual({ users: 4, views: 5 });
    expect(await data('users', { page: '/a' })).toEqual({ users: 3, views: 3 });
  });

  it('API-15: a domain list also arrives as JSON, the way the client API kernel sends lists', async () => {
    const res = await t.request('GET', `/v1/monitoring/users?${new URLSearchParams({ ...WINDOW, domain: JSON.stringify(['news.example.com', 'blog.example.org']) } as any)}`, { token: admin });
    expect(res.body.data).toEqual({ users: 4, views: 5 });
  });

  it('API-15: terms filter by audience id and channel id; several values mean any of them', async () => {
    expect(await data('users', { terms: [{ field: 'audience', value: 1 }] })).toEqual({ users: 2, views: 3 });
    expect(await data('users', { terms: [{ field: 'audience', value: [1, 2] }] })).toEqual({ users: 3, views: 4 });
    expect(await data('users', { terms: [{ field: 'channel', value: 10 }] })).toEqual({ users: 1, views: 2 });
    expect(await data('users', { terms: [{ field: 'audience', value: 2 }, { field: 'domain', value: 'news.example.com' }] })).toEqual({ users: 1, views: 1 });
  });

  it('API-22, CD-01: devices gives Desktop, Phone and Tablet with views and users', async () => {
    expect(pick(await data('devices'), 'key', 'doc_count', 'users')).toEqual([
      { key: 'Desktop', doc_count: 3, users: 2 },
      { key: 'Phone', doc_count: 2, users: 2 },
      { key: 'Tablet', doc_count: 1, users: 1 },
    ]);
    expect(pick(await data('devices', { domain: 'blog.example.org' }), 'key', 'users')).toEqual([
      { key: 'Desktop', users: 1 },
      { key: 'Phone', users: 0 },
      { key: 'Tablet', users: 0 },
    ]);
  });

  it('API-18, API-19, CD-02: browsers and operating systems, most users first', async () => {
    expect(pick(await data('browsers'), 'key', 'users', 'doc_count')).toEqual([
      { key: 'Chrome', users: 2, doc_count: 3 },
      { key: 'Safari', users: 2, doc_count: 2 },
      { key: 'Firefox', users: 1, doc_count: 1 },
    ]);
    expect(pick(await data('operatingSystems'), 'key', 'users', 'doc_count')).toEqual([
      { key: 'iOS', users: 2, doc_count: 2 },
      { key: 'Windows', users: 1, doc_count: 2 },
      { key: 'Android', users: 1, doc_count: 1 },
      { key: 'Linux', users: 1, doc_count: 1 },
    ]);
  });

  it('API-35, CR-01, CR-03: referrer types in display order, and the top referrers', async () => {
    expect(pick(await data('referrerTypes'), 'key', 'users', 'doc_count')).toEqual([
      { key: 'Self', users: 0, doc_count: 0 },
      { key: 'Social', users: 1, doc_count: 1 },
      { key: 'Search', users: 3, doc_count: 3 },
      { key: 'Direct', users: 3, doc_count: 1 },
      { key: 'Other', users: 1, doc_count: 1 },
      { key: 'Paid_Search', users: 0, doc_count: 0 },
    ]);
    expect(pick(await data('referrer'), 'key', 'users', 'doc_count')).toEqual([
      { key: 'google.com', users: 3, doc_count: 3 },
      { key: 'facebook.com', users: 1, doc_count: 1 },
      { key: 'news.example.com', users: 1, doc_count: 1 },
    ]);
  });

  it('API-29: referrerByType nests the referrers of each type', async () => {
    const rows = await data('referrerByType');
    expect(rows.map((r: any) => [r.key, r.users, r.children.map((c: any) => [c.key, c.users])])).toEqual([
      ['Social', 1, [['facebook.com', 1]]],
      ['Search', 3, [['google.com', 3]]],
      ['Direct', 3, []],
      ['Other', 1, [['news.example.com', 1]]],
    ]);
  });

  it('API-24, API-27, API-44: domains with their top pages as children', async () => {
    const rows = await data('users/domains');
    expect(rows.map((r: any) => [r.key, r.users, r.views])).toEqual([
      ['news.example.com', 3, 4],
      ['blog.example.org', 1, 1],
      ['sport.example.com', 1, 1],
    ]);
    expect(pick(rows[0].children, 'key', 'users', 'views', 'title', 'href')).toEqual([
      { key: '/a', users: 3, views: 3, title: 'Page A', href: 'https://news.example.com/a' },
      { key: '/b', users: 1, views: 1, title: 'Title /b', href: 'https://news.example.com/b' },
    ]);
    expect((await data('views/domains', { size: 1 })).map((r: any) => [r.key, r.doc_count])).toEqual([['news.example.com', 4]]);
  });

  it('API-23, API-28: pages with domain, title and address, ranked by users or views', async () => {
    expect(pick(await data('users/pages'), 'key', 'domain', 'users', 'doc_count')).toEqual([
      { key: '/a', domain: 'news.example.com', users: 3, doc_count: 3 },
      { key: '/', domain: 'blog.example.org', users: 1, doc_count: 1 },
      { key: '/b', domain: 'news.example.com', users: 1, doc_count: 1 },
      { key: '/x', domain: 'sport.example.com', users: 1, doc_count: 1 },
    ]);
    expect(pick(await data('views/pages', { domain: 'news.example.com', size: 15 }), 'key', 'views')).toEqual([
      { key: '/a', views: 3 },
      { key: '/b', views: 1 },
    ]);
  });

  it('API-17, API-42, CO-04: users/histogram in 5-minute buckets, and compared with yesterday', async () => {
    const points = await data('users/histogram', { from: T, to: T + 10 * 60_000, interval: '5m' });
    expect(pick(points, 'key', 'users', 'views', 'eventCount', 'date')).toEqual([
      { key: T, users: 5, views: 6, eventCount: 3, date: '2026-06-10T12:00:00+00:00' },
      { key: T + 300_000, users: 1, views: 1, eventCount: 0, date: '2026-06-10T12:05:00+00:00' },
    ]);
    const compared = await data('views/histogram', { from: T, to: T + 10 * 60_000, interval: '5m', compare: 'yesterday' });
    expect(pick(compared, 'key', 'users', 'date')).toEqual([
      { key: T, users: 1, date: '2026-06-09T12:00:00+00:00' },
      { key: T + 300_000, users: 0, date: '2026-06-09T12:05:00+00:00' },
    ]);
    expect(await data('users/histogram', { from: T, to: T + 10 * 60_000, interval: '5m', compare: 'last_week' })).toEqual([
      expect.objectContaining({ users: 0 }),
      expect.objectContaining({ users: 0 }),
    ]);
  });

  it('API-16, API-42: day buckets follow the time zone, a DST day included (23 hours in Vienna)', async () => {
    const domain = 'dst.example.com';
    const vienna = await data('users/histogram', { domain, from: '2026-03-27T23:00:00Z', to: '2026-03-30T22:00:00Z', interval: '1d', timezone: 'Europe/Vienna' });
    expect(pick(vienna, 'date', 'users', 'views')).toEqual([
      { date: '2026-03-28T00:00:00+01:00', users: 1, views: 1 },
      { date: '2026-03-29T00:00:00+01:00', users: 4, views: 6 },
      { date: '2026-03-30T00:00:00+02:00', users: 1, views: 1 },
    ]);
    expect(vienna[2].key - vienna[1].key).toBe(23 * 3600_000);
    const utc = await data('views/histogram', { domain, from: '2026-03-28T00:00:00Z', to: '2026-03-31T00:00:00Z', interval: '1d' });
    expect(pick(utc, 'date', 'users', 'views')).toEqual([
      { date: '2026-03-28T00:00:00+00:00', users: 2, views: 3 },
      { date: '2026-03-29T00:00:00+00:00', users: 4, views: 5 },
      { date: '2026-03-30T00:00:00+00:00', users: 0, views: 0 },
    ]);
    const hours = await data('users/histogram', { domain, from: '2026-03-28T23:00:00Z', to: '2026-03-29T22:00:00Z', interval: '1h', timezone: 'Europe/Vienna' });
    expect(hours).toHaveLength(23);
    expect(pick(hours.slice(1, 3), 'date', 'users')).toEqual([
      { date: '2026-03-29T01:00:00+01:00', users: 1 },
      { date: '2026-03-29T03:00:00+02:00', users: 2 },
    ]);
    const halfHours = await data('users/histogram', { domain, from: '2026-03-28T23:00:00Z', to: '2026-03-29T22:00:00Z', interval: '30m', timezone: 'Europe/Vienna' });
    expect(halfHours).toHaveLength(46);
    expect(halfHours.reduce((n: number, p: any) => n + p.views, 0)).toBe(6);
  });

  it('API-33, API-34, CE-11..CE-13: event history (amount, sum, pages) and the half-hour event histogram', async () => {
    const history = await data('eventHistory', { eventName: 'vote', count: 5 });
    expect(history).toEqual({
      amount: 2,
      sum: 2,
      compare: { amount: 0, sum: 0 },
      pages: [
        expect.objectContaining({ key: '/a', domain: 'news.example.com', doc_count: 1 }),
        expect.objectContaining({ key: '/x', domain: 'sport.example.com', doc_count: 1 }),
      ],
    });
    expect(await data('eventHistory', { eventName: 'vote', label: 'yes', count: 0 })).toEqual({ amount: 1, sum: 1, compare: { amount: 0, sum: 0 }, pages: [] });
    const compared = await data('eventHistory', { eventName: 'vote', compareFrom: T, compareTo: T + 6000, count: 0 });
    expect(compared.compare).toEqual({ amount: 1, sum: 1 });
    const day = { from: '2026-06-10T00:00:00+02:00', to: '2026-06-11T00:00:00+02:00', timezone: 'Europe/Vienna' };
    const histogram = await data('eventHistogram', { eventName: 'vote', ...day });
    expect(histogram).toHaveLength(48);
    expect(histogram.filter((p: any) => p.eventCount)).toEqual([expect.objectContaining({ date: '2026-06-10T14:00:00+02:00', eventCount: 2, users: 2 })]);
  });

  it('API-36, CT-01, CT-06: toolsStats gives votes and poll views per UTC hour', async () => {
    const rows = await data('toolsStats', { from: T - 3600_000, to: T + 3600_000 });
    expect(rows).toEqual([
      { hour: '2026-06-10T11:00:00.000Z', key: T - 3600_000, votes: 0, views: 0 },
      { hour: '2026-06-10T12:00:00.000Z', key: T, votes: 2, views: 1 },
    ]);
  });

  it('API-37, API-38: events and labels of a domain', async () => {
    expect(await data('events')).toEqual([
      { key: 'vote', text: 'vote', doc_count: 2 },
      { key: 'question_view', text: 'question_view', doc_count: 1 },
    ]);
    expect(await data('events', { domain: 'news.example.com' })).toEqual([{ key: 'vote', text: 'vote', doc_count: 1 }]);
    expect(await data('labels', { event: 'vote' })).toEqual([
      { key: 'no', text: 'no', doc_count: 1 },
      { key: 'yes', text: 'yes', doc_count: 1 },
    ]);
  });

  it('API-39: complete suggests domains and pages containing the typed text', async () => {
    expect(await data('complete', { field: 'domain', value: 'EXAMPLE' })).toEqual([
      { key: 'news.example.com', doc_count: 5 },
      { key: 'sport.example.com', doc_count: 3 },
      { key: 'blog.example.org', doc_count: 1 },
    ]);
    expect(await data('complete', { field: 'page', value: '/A', domain: 'news.example.com' })).toEqual([{ key: '/a', doc_count: 4 }]);
  });

  it('domain scoping: a user without global monitoring sees only their analytics domains', async () => {
    expect(await data('users', {}, analyst)).toEqual({ users: 4, views: 5 });
    expect((await get('users', { ...WINDOW, domain: 'blog.example.org' }, analyst)).status).toBe(403);
    expect((await data('complete', { field: 'domain', value: 'ex' }, analyst)).map((r: any) => r.key)).toEqual(['news.example.com', 'sport.example.com']);
    expect((await get('toolsStats', WINDOW, analyst)).status).toBe(403);
  });

  it('bad filters are refused with 422 naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['users', { timezone: 'Mars/Base' }, 'timezone'],
      ['users/histogram', { interval: '2m' }, 'interval'],
      ['users', { from: 'yesterday-ish' }, 'from'],
      ['users', { terms: [{ field: 'colour', value: 'red' }] }, 'terms'],
      ['complete', { field: 'page', value: 'a' }, 'value'],
      ['eventHistory', {}, 'eventName'],
    ];
    for (const [resource, params, field] of cases) {
      const res = await get(resource, params);
      expect([resource, res.status, Object.keys(res.body.errors ?? {})]).toEqual([resource, 422, [field]]);
    }
    expect((await get('users', { from: T, to: T - 1 })).status).toBe(422);
  });
});
