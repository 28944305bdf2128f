import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { startTestServer, type TestServer } from '../../support/startTestServer';

/**
 * The tracker on a publisher's page: the page is served by a separate origin (as a real site
 * would be) and embeds /t.js from the console server with one script tag.
 */
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
    browser = await launchBrowser();
  }, 60000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await t?.close();
  });

  const eventsWhere = async (where: string) => {
    for (let i = 0; i < 50; i++) {
      await t.server.services.events.flush();
      const rows = await t.server.services.events.query<Record<string, any>>(`SELECT * FROM events WHERE ${where} ORDER BY ts`);
      if (rows.length) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  };

  it('sends the page view with its meta tags; the visitor is assigned by og:section; acTrack sends tracked events', async () => {
    // Headless Chromium names itself HeadlessChrome, which the bot filter drops: play a visitor's browser.
    const userAgent = (await browser.newBrowserCDPSession().then((s) => s.send('Browser.getVersion'))).userAgent.replace('HeadlessChrome', 'Chrome');
    const context = await browser.newContext({ userAgent });
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
});
