import { COLLECT_BODY_LIMIT } from '../../../core/server/ingest/collectRoute';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { storedCounts, storedRows } from '../../support/storeRows';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const pageview = (over: Record<string, unknown> = {}) => ({
  type: 'pageview',
  domain: 'news.example.com',
  url: 'https://news.example.com/sport/football?x=1',
  title: 'Football',
  referrer: 'https://www.google.de/',
  visitorId: 'visitor-collect-1',
  meta: { 'og:title': 'Football', 'og:image': 'https://news.example.com/i.jpg' },
  ...over,
});

describe('POST /api/v1/collect', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const collect = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => undefined), headers: res.headers }));
  /** The stored rows of a visitor or a path, with the columns this suite checks. */
  const stored = (where: { visitorId?: string; path?: string }) =>
    storedRows<Record<string, unknown>>(t.server.services.events, where, ['kind', 'event', 'label', 'domain', 'path', 'title', 'image', 'visitor_id', 'device', 'browser', 'os', 'referrer', 'referrer_type', 'channel_ids']);

  it('accepts a page view with 202 and stores it enriched (device, browser, OS, referrer class, path, image, channels)', async () => {
    const res = await collect(pageview(), { 'user-agent': IPHONE });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'success', data: { accepted: 1 } });
    const [row] = await stored({ visitorId: 'visitor-collect-1' });
    expect(row).toMatchObject({
      kind: 'pageview',
      domain: 'news.example.com',
      path: '/sport/football',
      title: 'Football',
      image: 'https://news.example.com/i.jpg',
      device: 'Phone',
      browser: 'Mobile Safari',
      os: 'iOS',
      referrer: 'google.de',
      referrer_type: 'Search',
    });
    expect((row.channel_ids as number[]).length).toBe(1);
  });

  it('accepts a list of hits, a tracked event among them, sent as text/plain like the tracker', async () => {
    const hits = [pageview({ visitorId: 'visitor-collect-2' }), { type: 'event', domain: 'news.example.com', url: 'https://news.example.com/a', event: 'cta_click', label: 'Subscribe', visitorId: 'visitor-collect-2' }];
    const res = await collect(JSON.stringify(hits), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.status).toBe(202);
    const rows = await stored({ visitorId: 'visitor-collect-2' });
    expect(rows.map((r) => [r.kind, r.event, r.label])).toEqual(
      expect.arrayContaining([
        ['pageview', '', ''],
        ['event', 'cta_click', 'Subscribe'],
      ]),
    );
  });

  it('without visitorId keeps a first-party id in the httpOnly ac_vid cookie and reuses it', async () => {
    const first = await collect(pageview({ visitorId: undefined, url: 'https://news.example.com/cookie' }));
    expect(first.status).toBe(202);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('ac_vid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const id = cookie.split(';')[0].slice('ac_vid='.length);
    const second = await collect(pageview({ visitorId: undefined, url: 'https://news.example.com/cookie' }), { cookie: `ac_vid=${id}` });
    expect(second.status).toBe(202);
    const rows = await stored({ path: '/cookie' });
    expect(rows.map((r) => r.visitor_id)).toEqual([id, id]);
  });

  describe('bad input → clear 4xx, nothing stored', () => {
    const before = async () => (await storedCounts(t.server.services.events)).events;
    const expectNothingStored = async (count: number) => expect(await before()).toBe(count);

    it('missing fields: 422 naming every missing field', async () => {
      const n = await before();
      const res = await collect({ type: 'pageview' });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('validation_failed');
      expect(Object.keys(res.body.errors).sort()).toEqual(['domain', 'url']);
      await expectNothingStored(n);
    });

    it('wrong types: 422 (type, url, meta, event)', async () => {
      const n = await before();
      const res = await collect({ type: 'click', domain: 'news.example.com', url: 42, meta: ['x'] });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['meta', 'type', 'url']);
      const event = await collect({ type: 'event', domain: 'news.example.com', url: 'https://news.example.com/' });
      expect(event.status).toBe(422);
      expect(event.body.errors.event).toEqual(['event is required for type "event".']);
      await expectNothingStored(n);
    });

    it('malformed URL: 422 on url', async () => {
      const n = await before();
      const res = await collect(pageview({ url: 'news.example.com/a b' }));
      expect(res.status).toBe(422);
      expect(res.body.errors.url).toEqual(['url is not a valid http(s) URL.']);
      await expectNothingStored(n);
    });

    it('unknown domain: 422 "Unknown domain." — and one bad hit in a list refuses the whole list', async () => {
      const n = await before();
      const res = await collect(pageview({ domain: 'evil.example.net' }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ domain: ['Unknown domain.'] });
      const list = await collect([pageview(), pageview({ domain: 'evil.example.net' })]);
      expect(list.status).toBe(422);
      expect(list.body.errors).toEqual({ '[1].domain': ['Unknown domain.'] });
      await expectNothingStored(n);
    });

    it('a 1 MB body: 413 with the reason', async () => {
      const n = await before();
      const res = await collect(pageview({ title: 'x'.repeat(1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ status: 'error', error: 'body_too_large', message: `The body exceeds ${COLLECT_BODY_LIMIT / 1024} KB.` });
      await expectNothingStored(n);
    });

    it('a bot user agent (or none): 422 "bot"', async () => {
      const n = await before();
      const res = await collect(pageview(), { 'user-agent': GOOGLEBOT });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 'error', error: 'bot', message: 'Bot traffic is not recorded.' });
      expect((await collect(pageview(), { 'user-agent': '' })).status).toBe(422);
      await expectNothingStored(n);
    });

    it('not JSON, or neither an object nor a list: 400', async () => {
      const n = await before();
      expect((await collect('{"type":', { 'content-type': 'text/plain' })).body.error).toBe('invalid_json');
      expect((await collect('{"type":')).status).toBe(400);
      expect((await collect('"hello"')).body.error).toBe('invalid_body');
      expect((await collect([])).status).toBe(422);
      await expectNothingStored(n);
    });
  });

  it('GET /t.js serves the tracker, cacheable, under 3 KB gzipped', async () => {
    const res = await fetch(`${t.url}/t.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(Buffer.from(await res.arrayBuffer())).length).toBeLessThan(3 * 1024);
    const again = await fetch(`${t.url}/t.js`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
