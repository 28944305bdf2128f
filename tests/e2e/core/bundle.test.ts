import { startBrowserSuite, type BrowserSuite } from '../../support/startBrowserSuite';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

/**
 * What main.tsx and rspack.config.ts load late, working in the production build: the login form
 * (its own chunk), socket.io (fetched when the live connection opens) and each icon's paths.
 */
describe('the lean initial bundle in Chromium', () => {
  it('loads the login form, icons one by one as SVG, and socket.io for the live connection, each only when needed', async () => {
    const page = await suite.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const socketOpened = page.waitForEvent('websocket', { predicate: (ws) => new URL(ws.url()).pathname.startsWith('/socket'), timeout: 15000 });
    await page.goto('/realtime');
    await suite.login(page, 'analyst@demo.test');
    await page.locator('.ac-card').first().waitFor();
    // The live connection opens through the socket made once socket.io's chunk arrived.
    await socketOpened;
    await page.locator('.bp6-icon svg').first().waitFor();

    const icons = scripts.filter((path) => path.startsWith('/assets/blueprint-icons/'));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.every((path) => /^\/assets\/blueprint-icons\/(16|20)px\/[a-z0-9-]+\.js$/.test(path))).toBe(true);
    // Blueprint's all-icons chunks (~100 KB gzipped each) are never fetched.
    expect(scripts.filter((path) => /blueprint-icons-(16|20)px-paths/.test(path))).toEqual([]);
    // Every icon gets its paths: icons arrive one by one, so wait for the last rather than count at once.
    await page.waitForFunction(() => document.querySelectorAll('span.bp6-icon:not(:has(svg))').length === 0, null, { timeout: 15000 });
    // Blueprint logs a failed icon load; DeferredSocket a failed socket.io load.
    expect(errors.filter((text) => /icon|live connection/i.test(text))).toEqual([]);
  });
});
