import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './startTestServer';

export const DIST_DIR = path.resolve(__dirname, '../../dist');

export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
  /** A fresh context (own cookies and storage) with one page. */
  newPage(): Promise<Page>;
  /** Signs in through the login form of a page that is on, or being sent to, /login. */
  login(page: Page, email: string, password?: string): Promise<void>;
  close(): Promise<void>;
}

/** One server (serving the production build) and one browser per suite, not per test. */
export async function startBrowserSuite(): Promise<BrowserSuite> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  }
  const server = await startTestServer({ distDir: DIST_DIR });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
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
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
      await server.close();
    },
  };
}
