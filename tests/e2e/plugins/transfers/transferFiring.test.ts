import type { Page, Response } from 'playwright-core';
import { startFakeHttpServer, reply, type FakeHttpServer } from '../../../support/fakeHttpServer';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

/**
 * Issue 17, "pixels really fire": a transfer and its pixels made in the console, then a
 * publisher's page (a separate local origin embedding /t.js) visited in Chromium. The same local
 * site serves the image pixel and the javascript pixel's header script, recording who asked.
 */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WAIT = { timeout: 10000 };

/** A news page of `section` on news.example.com, tracked by the console's /t.js. */
const newsPage = (consoleUrl: string, title: string, section: string) => `<!doctype html><html><head><title>${title}</title>
  <meta property="og:title" content="${title}"><meta property="og:section" content="${section}">
  <script async src="${consoleUrl}/t.js" data-domain="news.example.com"></script></head><body><h1>${title}</h1></body></html>`;

let suite: BrowserSuite;
let site: FakeHttpServer;
/** The pixel requests the site received: the asking page (Referer) and browser. */
const pixelHits: { referer?: string; agent?: string }[] = [];
/** Requests for the javascript pixel's header script. */
const scriptHits: URL[] = [];

beforeAll(async () => {
  suite = await startBrowserSuite();
  site = await startFakeHttpServer({
    '/sport/derby': reply('text/html', newsPage(suite.server.url, 'Derby day', 'Football')),
    '/politics/budget': reply('text/html', newsPage(suite.server.url, 'Budget vote', 'Politics')),
    '/p.gif': (request, response, url) => {
      pixelHits.push({ referer: request.headers.referer, agent: request.headers['user-agent'] });
      reply('image/gif', GIF)(request, response, url);
    },
    '/retarget.js': (request, response, url) => {
      scriptHits.push(url);
      reply('text/javascript', '')(request, response, url);
    },
  });
}, 60000);
afterAll(async () => {
  await suite?.close();
  await site?.close();
});

const dialogOf = (page: Page, testId: string) => page.locator('.bp6-dialog', { has: page.getByTestId(testId) });
const assignedPixel = (page: Page, title: string) => page.getByTestId('assigned-pixel').filter({ hasText: title });
/** Waits (polling) until the site has received `count` pixel requests. */
async function pixelRequests(count: number) {
  for (const end = Date.now() + WAIT.timeout; pixelHits.length < count && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
  expect(pixelHits).toHaveLength(count);
}
/** An assigned pixel's cells: title, triggered, approved. */
const pixelRow = async (page: Page, title: string) => (await assignedPixel(page, title).locator('td').allInnerTexts()).map((text) => text.trim());

/** Adds a pixel in the pixels screen: its type, then each field typed (URLs keep the scheme given). */
async function addPixel(page: Page, title: string, type: string, fields: Record<string, string>) {
  await page.getByTestId('pixel-add').click();
  const dialog = dialogOf(page, 'pixel-dialog');
  await dialog.waitFor();
  await page.getByTestId('field-title').fill(title);
  await page.getByTestId('field-type').selectOption(type);
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`field-${name}`).fill(value);
  await page.getByTestId('pixel-dialog-submit').click();
  await toast(page, 'Pixel created', WAIT);
  await dialog.waitFor({ state: 'detached' });
}

/** Chooses the pixel titled `title` in the wizard's pixel step. */
async function pickPixel(page: Page, title: string) {
  await page.getByTestId('pixel-picker').click();
  await page.getByTestId('pixel-picker').fill(title);
  await page.getByTestId('pixel-picker-option').filter({ hasText: title }).click();
}

/** The reply of the page's (first) collect request, the page having been opened. */
async function visit(page: Page, path: string): Promise<{ directives?: { type: string; src?: string }[] }> {
  const [collected] = await Promise.all([page.waitForResponse((r: Response) => r.url().endsWith('/api/v1/collect'), WAIT), page.goto(`${site.url}${path}`)]);
  expect(collected.status()).toBe(202);
  return (await collected.json()).data;
}

describe('a transfer\'s pixels fire on a tracked page in Chromium', () => {
  let detail: Page;
  const pixelUrl = () => `${site.url}/p.gif`;
  const today = new Date().toISOString().slice(0, 10);

  it('TR-01, TR-21, PX-13: an image pixel and a transfer of "Football" with it, made in the console; its detail shows the pixel with triggered 0', async () => {
    detail = await suite.newPage();
    await detail.goto('/pixel/manage');
    await suite.login(detail, 'admin@demo.test');
    await detail.getByTestId('datatable-loading').waitFor({ state: 'detached' });
    await addPixel(detail, 'Derby pixel', 'image', { source: pixelUrl() });
    await addPixel(detail, 'Derby tag', 'javascript', { externalcode: `${site.url}/retarget.js`, trigger_code: 'window.retargeted = true;' });

    await detail.goto('/audiences/transfer');
    await detail.getByTestId('transfer-create').click();
    const wizard = dialogOf(detail, 'transfer-wizard');
    await wizard.waitFor();
    await wizard.getByTestId('field-name').fill('Derby remarketing');
    await wizard.getByTestId('field-start_date').fill(today);
    // A click beside the day closes its calendar (Enter there would also submit the step).
    await wizard.getByTestId('field-name').click();
    await wizard.getByTestId('transfer-wizard-continue').click();
    await wizard.getByTestId('transfer-interests').click();
    await wizard.getByRole('option', { name: 'Football', exact: true }).getByTestId('transfer-interests-option').click();
    await wizard.getByTestId('transfer-wizard-continue').click();
    await pickPixel(detail, 'Derby pixel');
    await pickPixel(detail, 'Derby tag');
    await wizard.getByTestId('transfer-wizard-submit').click();
    await detail.waitForURL(/\/audiences\/transfer\/\d+$/, WAIT);
    await assignedPixel(detail, 'Derby pixel').waitFor(WAIT);
    expect(await detail.getByTestId('transfer-dates').innerText()).toBe(`From ${today}`);
    expect(await pixelRow(detail, 'Derby pixel')).toEqual(['Derby pixel', '0', 'Yes']);
    expect(await pixelRow(detail, 'Derby tag')).toEqual(['Derby tag', '0', 'No']);
  });

  it('TR-01, PX-05: a visitor of a football page fires the image pixel there and at the next page view; the unapproved javascript pixel never fires', async () => {
    const context = await suite.browser.newContext({ userAgent: VISITOR_AGENT });
    const page = await context.newPage();
    const [image, first] = await Promise.all([page.waitForRequest(pixelUrl(), WAIT), visit(page, '/sport/derby')]);
    expect(first.directives).toEqual([{ type: 'image', src: pixelUrl() }]);
    expect(image.frame().url()).toBe(`${site.url}/sport/derby`);
    await pixelRequests(1);
    expect(pixelHits[0]).toEqual({ referer: `${site.url}/sport/derby`, agent: VISITOR_AGENT });

    // Football since the derby: a page of another section fires the pixel again.
    const [, second] = await Promise.all([page.waitForRequest(pixelUrl(), WAIT), visit(page, '/politics/budget')]);
    expect(second.directives).toEqual([{ type: 'image', src: pixelUrl() }]);
    await pixelRequests(2);
    expect(pixelHits[1].referer).toBe(`${site.url}/politics/budget`);
    await context.close();
  });

  it('TR-01: a new visitor of a page outside football fires nothing', async () => {
    const context = await suite.browser.newContext({ userAgent: VISITOR_AGENT });
    const page = await context.newPage();
    expect((await visit(page, '/politics/budget')).directives).toBeUndefined();
    await context.close();
  });

  it('TR-21, PX-05, PX-13: on the reloaded detail the image pixel\'s triggered count is the number of image requests; the javascript pixel fired nowhere', async () => {
    await suite.server.server.services.events.flush();
    await detail.reload();
    await assignedPixel(detail, 'Derby pixel').waitFor(WAIT);
    expect(pixelHits).toHaveLength(2);
    expect(await pixelRow(detail, 'Derby pixel')).toEqual(['Derby pixel', String(pixelHits.length), 'Yes']);
    expect(await pixelRow(detail, 'Derby tag')).toEqual(['Derby tag', '0', 'No']);
    expect(scriptHits).toHaveLength(0);
  });
});
