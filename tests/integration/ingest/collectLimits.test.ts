import { startTestServer, type TestServer } from '../../support/startTestServer';
import { storedRows } from '../../support/storeRows';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const pageview = (domain: string, n: number) => ({ type: 'pageview', domain, url: `https://${domain}/limits/${n}`, title: 'Limits', referrer: '', visitorId: `visitor-limits-${n}` });

/** Collect's budgets per IP (requests) and per site (hits), small enough to reach quickly; X-Forwarded-For names the address. */
describe('collect abuse limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ trustProxy: true, limits: { collectPerIp: { points: 5, durationSeconds: 60 }, collectPerSite: { points: 10, durationSeconds: 60 } } });
  });
  afterAll(() => t?.close());

  const collect = async (body: unknown, ip: string) => {
    const res = await fetch(`${t.url}/api/v1/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'x-forwarded-for': ip, origin: 'https://news.example.com' },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  const storedFor = async (domain: string) => (await storedRows<{ url: string }>(t.server.services.events, { domain }, ['url'])).filter((r) => r.url.startsWith(`https://${domain}/limits/`)).length;

  it('requests from one IP beyond its budget get 429 with Retry-After (readable by the site); other addresses go on', async () => {
    for (let i = 0; i < 5; i++) expect((await collect(pageview('news.example.com', i), '10.1.0.1')).status).toBe(202);
    const refused = await collect(pageview('news.example.com', 5), '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', error: 'too_many_requests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://news.example.com');
    expect((await collect(pageview('news.example.com', 6), '10.1.0.2')).status).toBe(202);
    expect(await storedFor('news.example.com')).toBe(6);
  });

  it("hits for one site beyond its budget get 429 with Retry-After, nothing of the request stored; other sites go on", async () => {
    const batch = Array.from({ length: 8 }, (_, i) => pageview('sport.example.com', 100 + i));
    expect((await collect(batch, '10.1.1.1')).status).toBe(202);
    // Two more fit; a batch of three for the site does not: it is refused whole.
    const refused = await collect([pageview('sport.example.com', 200), pageview('sport.example.com', 201), pageview('sport.example.com', 202)], '10.1.1.2');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await collect(pageview('news.example.com', 300), '10.1.1.3')).status).toBe(202);
    expect(await storedFor('sport.example.com')).toBe(8);
  });
});
