import type { Socket } from 'socket.io-client';
import { nextEvent, startTestServer, type TestServer } from '../../support/startTestServer';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Update {
  resource: string;
  key: string;
  data: { key: string; users: number; doc_count: number }[];
}

describe('live monitoring feeds', () => {
  let t: TestServer;
  let token: string;

  async function subscribed(filter: Record<string, unknown>, resource = 'devices'): Promise<{ socket: Socket; updates: Update[] }> {
    const socket = t.socket();
    await nextEvent(socket, 'connect');
    const ready = nextEvent(socket, 'authenticated');
    socket.emit('authenticate', { token });
    await ready;
    const updates: Update[] = [];
    socket.on('update', (u: Update) => updates.push(u));
    const ack = await socket.emitWithAck('subscribe', { resource, filter });
    expect(ack.status).toBe('success');
    await until(() => updates.length > 0);
    return { socket, updates };
  }

  async function until(check: () => boolean, ms = 3000) {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const phone = (u: Update) => u.data.find((r) => r.key === 'Phone')!.users;

  beforeAll(async () => {
    t = await startTestServer();
    token = (await t.login('analyst@demo.test')).token;
  });
  afterAll(() => t.close());

  it('WS-04: a socket subscribed to devices for a domain receives the new counts within 1 s of a collect; two sockets with the same filter cause one computation', async () => {
    const query = jest.spyOn(t.server.services.events, 'query');
    const a = await subscribed({ domain: 'news.example.com' });
    const b = await subscribed({ domain: 'news.example.com' });
    expect(phone(a.updates.at(-1)!)).toBe(0);
    await new Promise((r) => setTimeout(r, 600)); // past the flush throttle of the first computation
    query.mockClear();
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
    const deviceQueries = query.mock.calls.filter(([sql]) => sql.includes('GROUP BY device'));
    expect(deviceQueries).toHaveLength(1);
    query.mockRestore();
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

  it('a feed for another domain does not count the hit', async () => {
    const sport = await subscribed({ domain: 'sport.example.com' });
    expect(phone(sport.updates.at(-1)!)).toBe(0);
  });
});
