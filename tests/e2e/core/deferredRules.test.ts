import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEFERRED_FAMILIES } from '../../../core/client/theme/splitDeferredRules';
import { startBrowserSuite, type BrowserSuite } from '../../support/startBrowserSuite';
import { DEMO_PASSWORD } from '../../support/startTestServer';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

/** Blueprint's style sheet as published, before the build split it (read as a file: jest maps CSS imports to a stub). */
const WHOLE_SHEET = readFileSync(path.join(__dirname, '../../../node_modules/@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
/** Where the test serves it and a sheet that stops animations (same origin: the console's CSP allows no inline style). */
const WHOLE_SHEET_PATH = '/test-only/blueprint-whole.css';
const STILL_SHEET_PATH = '/test-only/still.css';
const DEFERRED_CLASS = `(^|\\s)bp6-(?:${DEFERRED_FAMILIES.join('|')})(?:-[\\w-]*)?(?=\\s|$)`;

const deferredSheetApplies = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes('.deferred.') && s.cssRules.length > 0));

/**
 * Every element's computed style with the build's sheets (initial + deferred) and then with
 * Blueprint's whole published sheet in their place; the differences, and how many elements of
 * the deferred families the page shows.
 */
async function compareWithWholeSheet(page: Page) {
  return page.evaluate(
    async ({ deferredClass, wholeSheetPath, stillSheetPath }) => {
      // Running animations and transitions would differ between the two snapshots.
      const still = document.createElement('link');
      still.rel = 'stylesheet';
      still.href = stillSheetPath;
      const stilled = new Promise((resolve) => still.addEventListener('load', resolve));
      document.head.append(still);
      await stilled;
      const elements = [...document.body.querySelectorAll('*')];
      const snapshot = () =>
        elements.map((e) => {
          const style = getComputedStyle(e);
          // Custom properties compute to their tokens as written (the build minified them); the properties using them are compared.
          return Object.fromEntries([...style].filter((p) => !p.startsWith('--')).map((p) => [p, style.getPropertyValue(p)]));
        });
      const built = snapshot();
      const vendor = document.querySelector<HTMLLinkElement>('link[data-deferred-rules]')!;
      const deferred = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href.includes('.deferred.'))!;
      const reference = document.createElement('link');
      reference.rel = 'stylesheet';
      reference.href = wholeSheetPath;
      const loaded = new Promise((resolve) => reference.addEventListener('load', resolve));
      vendor.after(reference);
      await loaded;
      vendor.disabled = deferred.disabled = true;
      const original = snapshot();
      reference.remove();
      still.remove();
      vendor.disabled = deferred.disabled = false;
      const name = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`;
      // The build's minifier writes `background:none` as `background:0 0`: positions 0% and 0px are the same place.
      const same = (a: string, b: string) => a === b || a.replace(/\b0%/g, '0px') === b.replace(/\b0%/g, '0px');
      const differences = elements.flatMap((e, i) =>
        Object.keys(original[i])
          .filter((p) => !same(original[i][p], built[i][p]))
          .map((p) => `${name(e)} ${p}: ${original[i][p]} → ${built[i][p]}`),
      );
      const pattern = new RegExp(deferredClass);
      return { elements: elements.length, deferredElements: elements.filter((e) => pattern.test(e.className.toString())).length, differences };
    },
    { deferredClass: DEFERRED_CLASS, wholeSheetPath: WHOLE_SHEET_PATH, stillSheetPath: STILL_SHEET_PATH },
  );
}

describe("Blueprint's deferred rules in Chromium", () => {
  it('the first paint does not wait for them; a lazy page renders only once they apply', async () => {
    const page = await suite.newPage();
    // The deferred sheet is held back until released: the login form shows without it, the dashboard waits for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\.deferred\.[0-9a-f]+\.css$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByTestId('login-email').waitFor();
    expect(held.length).toBeGreaterThan(0);
    expect(await deferredSheetApplies(page)).toBe(false);
    // As suite.login, without waiting for the load event: the held sheet delays it.
    await page.getByTestId('login-email').fill('analyst@demo.test');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { waitUntil: 'commit' });
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('dashboard-page').count()).toBe(0);
    release();
    await page.getByTestId('dashboard-page').waitFor();
    expect(await deferredSheetApplies(page)).toBe(true);
  });

  it('pages and cards look as with the whole sheet: same computed style on every element', async () => {
    const page = await suite.newPage();
    await page.route(`**${WHOLE_SHEET_PATH}`, (route) => route.fulfill({ contentType: 'text/css', body: WHOLE_SHEET }));
    await page.route(`**${STILL_SHEET_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/css', body: '*,*::before,*::after{animation:none!important;transition:none!important}' }),
    );
    await page.goto('/login');
    await suite.login(page, 'admin@demo.test');
    // Pages and cards as they load, and the realtime page's add-dashboard dialog and card catalogue open.
    const views: { path: string; open?: (page: Page) => Promise<void> }[] = [
      { path: '/dashboard' },
      { path: '/account/settings' },
      { path: '/account/channels' },
      { path: '/insights/overview' },
      { path: '/realtime' },
      { path: '/realtime', open: (p) => p.getByTestId('dashboard-add').click().then(() => p.getByTestId('dashboard-name').waitFor()) },
      { path: '/realtime', open: (p) => p.getByTestId('options-button').click().then(() => p.getByTestId('catalogue-card').first().waitFor()) },
    ];
    let deferredElements = 0;
    for (const { path, open } of views) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await open?.(page);
      await page.waitForTimeout(500);
      const result = await compareWithWholeSheet(page);
      expect({ path, differences: result.differences.slice(0, 20) }).toEqual({ path, differences: [] });
      expect(result.elements).toBeGreaterThan(20);
      deferredElements += result.deferredElements;
    }
    // The comparison covered components whose rules were deferred.
    expect(deferredElements).toBeGreaterThan(0);
  }, 60000);
});
