import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { authenticatedSocket, until } from '../../support/socketFeeds';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Update {
  resource: string;
  key: string;
  data: { key: string; users: number; doc_count: number }[];
}

describe('live monitoring feeds', () => {
  let t: TestServer;
  let token: string;

  async function subscribed(filter: Record<string, unknown>, resource = 'devices', as = token): Promise<{ socket: Socket; updates: Update[] }> {
    const socket = await authenticatedSocket(t, as);
    const updates: Update[] = [];
    socket.on('update', (u: Update) => updates.push(u));
    const ack = await socket.emitWithAck('subscribe', { resource, filter });
    expect(ack.status).toBe('success');
    await until(() => updates.length > 0);
    return { socket, updates };
  }

  const phone = (u: Update) => u.data.find((r) => r.key === 'Phone')!.users;

  beforeAll(async () => {
    t = await startTestServer();
    token = (await t.login('analyst@demo.test')).token;
  });
  afterAll(() => t.close());

  it('WS-04: a socket subscribed to devices for a domain receives the new counts within 1 s of a collect; two sockets with the same filter cause one computation', async () => {
    // Counted at the store's entry (the live window answers most of them without SQL).
    const count = jest.spyOn(t.server.services.events, 'count');
    const a = await subscribed({ domain: 'news.example.com' });
    const b = await subscribed({ domain: 'news.example.com' });
    expect(phone(a.updates.at(-1)!)).toBe(0);
    await new Promise((r) => setTimeout(r, 600)); // past the flush throttle of the first computation
    count.mockClear();
    const seenA = a.updates.length;
    const seenB = b.updates.length;

    const sent = Date.now();
    const res = await fetch(`${t.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE_UA },
      body: JSON.stringify({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/live', title: 'Live', referrer: '', visitorId: 'live-visitor-1' }),
    });
    expect(res.status).toBe(202);
    await until(() => a.updates.slice(seenA).some((u) => phone(u) === 1) && b.updates.slice(seenB).some((u) => phone(u) === 1), 1000);
    expect(Date.now() - sent).toBeLessThan(1000);

    await new Promise((r) => setTimeout(r, 300));
    const deviceCounts = count.mock.calls.filter(([q]) => q.groupBy?.[0] === 'device');
    expect(deviceCounts).toHaveLength(1);
    count.mockRestore();
  });

  it('WS-03, CU-02: the users histogram of today counts a new hit in its current bucket (earlier buckets come from the settled cache)', async () => {
    // The hit must land in the bucket that is current when `before` is taken: stay clear of a 5-minute edge.
    const toNextBucket = 300_000 - (Date.now() % 300_000);
    if (toNextBucket < 5000) await new Promise((r) => setTimeout(r, toNextBucket + 100));
    const feed = await subscribed({ domain: 'news.example.com', interval: '5m' }, 'users/histogram');
    const points = (u: Update) => u.data as unknown as { key: number; users: number }[];
    const before = points(feed.updates.at(-1)!);
    const seen = feed.updates.length;
    const res = await fetch(`${t.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE_UA },
      body: JSON.stringify({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/now', title: 'Now', visitorId: 'live-visitor-2' }),
    });
    expect(res.status).toBe(202);
    await until(() => feed.updates.slice(seen).some((u) => points(u).at(-1)!.users === before.at(-1)!.users + 1), 1500);
    const after = points(feed.updates.at(-1)!);
    expect(after.slice(0, -1).map((p) => p.users)).toEqual(before.slice(0, after.length - 1).map((p) => p.users));
  });

  describe('every update event of §7 follows a collect', () => {
    type Rows = Record<string, any>[];
    const sum = (rows: Rows, field: string) => rows.reduce((n, r) => n + (r[field] ?? 0), 0);
    const row = (rows: Rows, key: unknown) => rows.find((r) => r.key === key);
    /** The audience node called `english` anywhere in the tree. */
    const node = (rows: Rows, english: string): Record<string, any> | undefined => {
      for (const r of rows) {
        const found = r.english === english ? r : node(r.children ?? [], english);
        if (found) return found;
      }
      return undefined;
    };
    const hit = (over: Record<string, unknown>) => ({ type: 'pageview', domain: 'news.example.com', title: 'Live', ...over });
    let politics: number;
    // toolsStats is for admins (viewToolsStats).
    let admin: string;

    beforeAll(async () => {
      admin = (await t.login('admin@demo.test')).token;
      const tree = (await t.request('GET', '/v1/audiences/getAudiences', { token: admin })).body.data;
      politics = node(tree, 'Politics')!.id;
    });

    const feeds: [string, string, () => Record<string, unknown>, Record<string, unknown>, (data: any) => number][] = [
      ['WS-05: referrer types', 'referrerTypes', () => ({}), hit({ url: 'https://news.example.com/ws-05', referrer: 'https://www.google.com/', visitorId: 'live-ws-05' }), (d) => row(d, 'Search')?.users ?? 0],
      ['WS-06: pages', 'users/pages', () => ({}), hit({ url: 'https://news.example.com/ws-06', visitorId: 'live-ws-06' }), (d) => row(d, '/ws-06')?.users ?? 0],
      ['WS-07: channels', 'users/channels', () => ({}), hit({ url: 'https://news.example.com/sport/ws-07', visitorId: 'live-ws-07' }), (d) => d.find((r: any) => r.title === 'Sport')?.users ?? 0],
      ['WS-08: domains', 'users/domains', () => ({}), hit({ domain: 'blog.example.org', url: 'https://blog.example.org/ws-08', visitorId: 'live-ws-08' }), (d) => row(d, 'blog.example.org')?.users ?? 0],
      ['WS-09: audiences', 'audiences', () => ({}), hit({ url: 'https://news.example.com/ws-09', visitorId: 'live-ws-09', meta: { 'og:section': 'politics' } }), (d) => node(d, 'Politics')?.users ?? 0],
      ['WS-10: audienceGrowth', 'audiences/growth/histogram', () => ({ audienceId: politics }), hit({ url: 'https://news.example.com/ws-10', visitorId: 'live-ws-10', meta: { 'og:section': 'politics' } }), (d) => sum(d, 'audienceCount')],
      ['WS-11: eventGrowth', 'eventHistogram', () => ({ eventName: 'cta_click' }), { type: 'event', domain: 'news.example.com', url: 'https://news.example.com/ws-11', event: 'cta_click', label: 'Subscribe', visitorId: 'live-ws-11' }, (d) => sum(d, 'eventCount')],
      ['WS-12: eventPages', 'eventHistory', () => ({ eventName: 'cta_click', count: 5 }), { type: 'event', domain: 'news.example.com', url: 'https://news.example.com/ws-12', event: 'cta_click', label: 'Subscribe', visitorId: 'live-ws-12' }, (d) => row(d.pages, '/ws-12')?.doc_count ?? 0],
      ['WS-13: toolsStats', 'toolsStats', () => ({}), { type: 'event', domain: 'news.example.com', url: 'https://news.example.com/ws-13', event: 'question_view', visitorId: 'live-ws-13', question: { id: 513, text: 'Live?', answers: [{ id: 1, answer: 'Yes' }] } }, (d) => sum(d, 'views')],
    ];

    it.each(feeds)('%s: the feed pushes counts that hold the new hit within 1 s', async (_name, resource, filter, body, value) => {
      const feed = await subscribed(filter(), resource, admin);
      const before = value(feed.updates.at(-1)!.data);
      const seen = feed.updates.length;
      const sent = Date.now();
      const res = await fetch(`${t.url}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': IPHONE_UA }, body: JSON.stringify(body) });
      expect(res.status).toBe(202);
      await until(() => feed.updates.slice(seen).some((u) => value(u.data) > before), 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
      feed.socket.close();
    });
  });

  it('a feed for another domain does not count the hit', async () => {
    const sport = await subscribed({ domain: 'sport.example.com' });
    expect(phone(sport.updates.at(-1)!)).toBe(0);
  });
});
