import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { duckDbStore } from '../../support/duckDbStore';

/**
 * The tracker on a publisher's page: the page is served by a separate origin (as a real site
 * would be) and embeds /t.js from the console server with one script tag.
 */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('tracker /t.js in Chromium', () => {
  let t: TestServer;
  let site: Server;
  let siteUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestServer();
    const page = `<!doctype html><html><head><title>Derby day</title>
      <meta property="og:title" content="Derby day"><meta property="og:section" content="Sport Football">
      <meta name="description" content="The derby">
      <script async src="${t.url}/t.js" data-domain="news.example.com"></script></head>
      <body><a id="next" href="/sport/next">next</a></body></html>`;
    site = createServer((_request, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // Headless Chromium names itself HeadlessChrome, which the bot filter drops: play a visitor's
    // browser for every request, the beacon a leaving page sends included (a context's override misses it).
    browser = await launchBrowser([`--user-agent=${VISITOR_AGENT}`]);
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await t?.close();
  });

  const eventsWhere = async (where: string) => {
    for (let i = 0; i < 50; i++) {
      await t.server.services.events.flush();
      const rows = await duckDbStore(t.server.services.events).query<Record<string, any>>(`SELECT * FROM events WHERE ${where} ORDER BY ts`);
      if (rows.length) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  };

  it('sends the page view with its meta tags; the visitor is assigned by og:section; acTrack sends tracked events', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/sport/derby?utm_medium=cpc`, { referer: 'https://www.google.com/' });
    const [view] = await eventsWhere(`path = '/sport/derby'`);
    expect(view).toMatchObject({ kind: 'pageview', domain: 'news.example.com', title: 'Derby day', device: 'Desktop', browser: 'Chrome', referrer_type: 'Paid_Search' });
    expect(view.visitor_id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect([...view.audience_ids].length).toBe(2);

    await page.evaluate(() => (window as any).acTrack('cta_click', 'Subscribe'));
    const [event] = await eventsWhere(`kind = 'event' AND event = 'cta_click'`);
    expect(event).toMatchObject({ label: 'Subscribe', path: '/sport/derby', visitor_id: view.visitor_id });
    expect([...event.audience_ids]).toEqual([...view.audience_ids]);
    await context.close();
  });

  it('queues hits and sends them as one array by fetch (whose reply it reads); what is still queued leaves by sendBeacon on pagehide', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The site fires a question_view as it finishes loading: it joins the page view in one request.
    await page.addInitScript(() => window.addEventListener('load', () => (window as any).acTrack('question_view', 'Derby poll')));
    // Every body the tracker sends and its transport, in the site's session storage (beacons sent while a page unloads escape page.on('request')).
    await page.addInitScript(() => {
      const keep = (transport: string, body: unknown) => sessionStorage.setItem('sent', `${sessionStorage.getItem('sent') ?? ''}${JSON.stringify({ transport, hits: JSON.parse(String(body)) })}\n`);
      const beacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        keep('beacon', body);
        return beacon(url, body);
      };
      const fetch = window.fetch.bind(window);
      window.fetch = (url, init) => {
        keep('fetch', init?.body);
        return fetch(url, init);
      };
    });
    await page.goto(`${siteUrl}/sport/batched`);
    const rows = await eventsWhere(`path = '/sport/batched' AND kind = 'event'`);
    expect(rows.map((r) => r.event)).toEqual(['question_view']);
    const sent = async () => (await page.evaluate(() => sessionStorage.getItem('sent')))!.trim().split('\n').map((line) => JSON.parse(line));
    expect((await sent()).map(({ transport, hits }) => [transport, hits.map((h: any) => h.event ?? h.type)])).toEqual([['fetch', ['pageview', 'question_view']]]);

    // Leaving the page before the delay ends: the queued click is sent by the beacon and stored.
    await page.evaluate(() => (window as any).acTrack('cta_click', 'Leaving'));
    await page.goto(`${siteUrl}/sport/next-page`);
    const [click] = await eventsWhere(`kind = 'event' AND label = 'Leaving'`);
    expect(click).toMatchObject({ event: 'cta_click', path: '/sport/batched' });
    expect((await sent())[1]).toEqual({ transport: 'beacon', hits: [expect.objectContaining({ event: 'cta_click', label: 'Leaving' })] });
    await context.close();
  });
});
