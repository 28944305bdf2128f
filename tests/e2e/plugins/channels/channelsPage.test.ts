import type { Locator, Page } from 'playwright-core';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

const rowTitles = (page: Page) => page.getByTestId('channel-row').evaluateAll((rows) => rows.map((r) => r.querySelector('td')!.textContent));
/** Layout width, unaffected by the opening animation's scale transform. */
const layoutWidth = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).offsetWidth);
const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).first().waitFor();

async function openChannels(page: Page) {
  await page.goto('/account/channels');
  await suite.login(page, 'admin@demo.test');
  await page.getByTestId('channels-table').waitFor();
}

describe('/account/channels in Chromium', () => {
  it('CH-01, CH-08, OP-65: the table lists the channels id descending with title, path, created at and delete; the nav has the entry', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    expect(await rowTitles(page)).toEqual(['Politics', 'Sport']);
    const headers = await page.locator('[data-testid="channels-table"] th').allInnerTexts();
    expect(headers.slice(0, 3)).toEqual(['Title', 'Path', 'Created at']);
    expect(await page.getByTestId('channels-page-size').inputValue()).toBe('10');
    expect(await page.getByTestId('nav-channels').count()).toBe(1);
  });

  it('CH-01, CH-02, CH-03, CH-06, ER-14: the add dialog is 800 px wide, hints /sport, saves on Enter and says "Channel created"', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    await page.getByTestId('channel-add').click();
    const dialog = page.locator('.bp6-dialog', { has: page.getByTestId('channel-title') });
    await dialog.waitFor();
    expect(await layoutWidth(dialog)).toBe(800);
    expect(await page.getByTestId('channel-path-hint').innerText()).toContain('/sport');
    await page.getByTestId('channel-title').fill('Culture');
    await page.getByTestId('channel-path').fill('/culture');
    await page.getByTestId('channel-path').press('Enter');
    await toast(page, 'Channel created');
    await dialog.waitFor({ state: 'detached' });
    expect((await rowTitles(page))[0]).toBe('Culture');
  });

  it('CH-04, CH-05, CH-06: bad fields show the spec messages on the fields and the dialog stays open; server errors land on the fields too', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    await page.getByTestId('channel-add').click();
    await page.getByTestId('channel-title').fill('ab');
    await page.getByTestId('channel-path').fill('sport');
    await page.getByTestId('channel-save').click();
    await page.getByText('Title must be at least 3 characters.').waitFor();
    expect(await page.getByTestId('channel-path-hint').innerText()).toBe('Path needs to start with slash character (/).');
    // The server's 422 (here provoked by a stub) keeps the dialog open with its field errors.
    await page.route('**/api/v1/channels/create', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { path: ['Path is taken.'] } }) }),
    );
    await page.getByTestId('channel-title').fill('Sport again');
    await page.getByTestId('channel-path').fill('/sport');
    await page.getByTestId('channel-path').press('Enter');
    await page.getByText('Path is taken.').waitFor();
    expect(await page.getByTestId('channel-title').isVisible()).toBe(true);
  });

  it('CH-07, OP-74: delete asks in a 300 px confirmation, then says "Channel deleted"; a failing delete shows a red snackbar', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    const before = await rowTitles(page);
    await page.getByTestId('channel-delete').first().click();
    const confirm = page.locator('.bp6-alert', { has: page.getByTestId('channel-delete-confirm') });
    await confirm.waitFor();
    expect(await layoutWidth(confirm)).toBe(300);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Channel deleted');
    expect(await rowTitles(page)).toEqual(before.slice(1));

    await page.route('**/api/v1/channels/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'server_error', message: 'Deleting failed.' }) }) : route.continue(),
    );
    await page.getByTestId('channel-delete').first().click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The snackbar words the server's code (server_error) in the interface language, not its English message.
    const failure = page.locator('.bp6-toast.bp6-intent-danger', { hasText: 'An unexpected error has occurred.' });
    await failure.waitFor();
    expect(await rowTitles(page)).toEqual(before.slice(1));
  });

  it('the marketer (no CHANNELS permissions) gets the 403 page and no nav entry', async () => {
    const page = await suite.newPage();
    await page.goto('/account/channels');
    await suite.login(page, 'marketer@demo.test');
    await page.getByTestId('page-403').waitFor();
    expect(await page.getByTestId('nav-channels').count()).toBe(0);
  });
});
