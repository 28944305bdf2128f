import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { recordPolicyViolations } from './policyViolations';
import type { ServerOptions } from '../../core/server/config/ServerConfig';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './startTestServer';

const DIST_DIR = path.resolve(__dirname, '../../dist');

/** A desktop Chrome's user agent, so collected hits count as Desktop/Chrome/Windows and not as a bot. */
export const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
  /** A fresh context (own cookies and storage) with one page; `timezoneId` sets the browser's time zone, `userAgent` what it says it is (a tracked page's hits must not read as a bot's). */
  newPage(options?: { timezoneId?: string; userAgent?: string }): Promise<Page>;
  /** Signs in through the login form of a page that is on, or being sent to, /login. */
  login(page: Page, email: string, password?: string): Promise<void>;
  /** A fresh page that asked for `path` and signed in as `email` on the way (the guard's redirect brings it back). */
  openAs(path: string, email: string): Promise<Page>;
  /** Sends one hit (or a list) to the real collect endpoint as Chrome on Windows would. */
  collect(hit: Record<string, unknown> | Record<string, unknown>[]): Promise<Response>;
  close(): Promise<void>;
}

/**
 * One server (serving the production build; `serverOptions`, e.g. the demo simulator, go to
 * startTestServer) and one browser per suite, not per test. Its pages'
 * content security policy violations fail the test that caused them (failOnPolicyViolations).
 */
export async function startBrowserSuite(serverOptions: ServerOptions = {}): Promise<BrowserSuite> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  }
  const server = await startTestServer({ ...serverOptions, distDir: DIST_DIR });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const suite: BrowserSuite = {
    server,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      await recordPolicyViolations(context);
      return context.newPage();
    },
    async login(page, email, password = DEMO_PASSWORD) {
      // The guard redirects to /login by itself, keeping where the visitor wanted to go.
      await page.waitForURL((url) => url.pathname.startsWith('/login'));
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    },
    async openAs(to, email) {
      const page = await suite.newPage();
      await page.goto(to);
      await suite.login(page, email);
      return page;
    },
    collect: (hit) => fetch(`${server.url}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': CHROME_UA }, body: JSON.stringify(hit) }),
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
      await server.close();
    },
  };
  return suite;
}

/**
 * The suite of a test file: started before its tests (then `setup`, e.g. crafted events) and
 * closed after them, one server and one browser for the whole file; `serverOptions` as for
 * startBrowserSuite. The returned handle is filled in once started, so use it inside tests and
 * hooks only.
 */
export function useBrowserSuite(setup?: (suite: BrowserSuite) => Promise<void>, serverOptions?: ServerOptions): BrowserSuite {
  const handle = {} as BrowserSuite;
  beforeAll(async () => {
    Object.assign(handle, await startBrowserSuite(serverOptions));
    await setup?.(handle);
  }, 60000);
  afterAll(() => handle.close?.());
  return handle;
}
