import type { Locator, Page } from 'playwright-core';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

/** The table's titles top to bottom (Blueprint's main quadrant, by the row each cell names; the admin's first column is the owner). */
const TITLE_CELLS = '.bp6-table-quadrant-main .bp6-table-cell-col-1 .ac-datatable-cell-content';
const rowTitles = (page: Page) =>
  page
    .locator(TITLE_CELLS)
    .evaluateAll((cells) => cells.map((c) => [Number((c as HTMLElement).dataset.row), c.textContent ?? ''] as const).sort((a, b) => a[0] - b[0]).map(([, text]) => text));
/** Layout width, unaffected by the opening animation's scale transform. */
const layoutWidth = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).offsetWidth);
const channelDialog = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('channel-dialog') });
/** The table has answered the request in force (no progress bar, rows or the empty state drawn). */
async function settled(page: Page) {
  await page.getByTestId('datatable-loading').waitFor({ state: 'detached' });
  await page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content, [data-testid=datatable-empty]').first().waitFor();
}
/** Sorts by a column (Blueprint draws the header in four quadrants; the top one takes clicks). */
const sortBy = (page: Page, key: string) => page.locator(`.bp6-table-quadrant-top [data-testid=datatable-sort-${key}]`).click();
/** A call of the channels API made with the page's session (as another tab of the same user would). */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const reply = await fetch(`/api/v1/channels${path}`, { method, headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await reply.json()).data;
    },
    [method, path, body] as const,
  );

async function openChannels(page: Page, path = '/account/channels') {
  await page.goto(path);
  await suite.login(page, 'admin@demo.test');
  await settled(page);
}

describe('/account/channels in Chromium', () => {
  it('CH-01, CH-08, CO-13, OP-65: the table lists the channels id descending with title, path, created at and delete, 10 per page; the nav has the entry', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    expect(await rowTitles(page)).toEqual(['Politics', 'Sport']);
    // The demo admin sees every organisation's channels, each with its owner (issue 14).
    expect(await page.locator('.bp6-table-quadrant-main .bp6-table-cell-col-0 .ac-datatable-cell-content').allInnerTexts()).toEqual(['admin@demo.test', 'admin@demo.test']);
    expect(await page.locator('.bp6-table-quadrant-top [data-testid^=datatable-sort-]').allInnerTexts()).toEqual(['Title', 'Path', 'Created at']);
    expect(await page.getByTestId('channel-delete').count()).toBe(2);
    expect(await page.getByTestId('datatable-page-size').inputValue()).toBe('10');
    expect(await page.getByTestId('nav-channels').count()).toBe(1);
  });

  it('CH-01, CH-02, CH-03, CH-06, CO-15, ER-14: the add dialog is 800 px wide, hints /sport, saves on Enter and says "Channel created"; the list shows the new channel', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    await page.getByTestId('channel-add').click();
    const dialog = channelDialog(page);
    await dialog.waitFor();
    expect(await layoutWidth(dialog)).toBe(800);
    expect(await page.getByTestId('channel-path-hint').innerText()).toContain('/sport');
    await page.getByTestId('field-title').fill('Culture');
    await page.getByTestId('field-path').fill('/culture');
    await page.getByTestId('field-path').press('Enter');
    await toast(page, 'Channel created');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.bp6-table-quadrant-main', { hasText: 'Culture' }).waitFor();
    expect((await rowTitles(page))[0]).toBe('Culture');
  });

  it('CH-04, CH-05, CH-06, OP-08, ER-10: bad fields show the spec messages on the fields and the dialog stays open; the server’s field errors (422) land on their fields too', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    await page.getByTestId('channel-add').click();
    await page.getByTestId('field-title').fill('ab');
    await page.getByTestId('field-path').fill('sport');
    await page.getByTestId('channel-dialog-submit').click();
    await page.getByText('Title must be at least 3 characters.').waitFor();
    await page.getByText('Path needs to start with slash character (/).').waitFor();
    await page.route('**/api/v1/channels/create', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { title: ['Invalid value'], path: ['Path is taken.'] } }) }),
    );
    await page.getByTestId('field-title').fill('Sport again');
    await page.getByTestId('field-path').fill('/sport');
    await page.getByTestId('field-path').press('Enter');
    const pathGroup = page.locator('.bp6-form-group', { has: page.getByTestId('field-path') });
    await pathGroup.getByText('Path is taken.').waitFor();
    expect(await pathGroup.evaluate((group) => group.classList.contains('bp6-intent-danger'))).toBe(true);
    // "Invalid value" reads as the generic invalid-value text (ER-10).
    await page.locator('.bp6-form-group', { has: page.getByTestId('field-title') }).getByText('Invalid value.').waitFor();
    expect(await page.getByTestId('field-title').isVisible()).toBe(true);
    expect(await page.locator('.bp6-toast').count()).toBe(0);
  });

  it('CH-07, OP-74, CO-15: delete asks in a 300 px confirmation: Cancel keeps the row, Delete removes it and says "Channel deleted"; a failing delete shows a red snackbar', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    const before = await rowTitles(page);
    const confirm = page.locator('.bp6-alert', { has: page.getByTestId('channel-delete-confirm') });

    await page.getByTestId('channel-delete').first().click();
    await confirm.waitFor();
    expect(await layoutWidth(confirm)).toBe(300);
    expect(await page.getByTestId('channel-delete-confirm').innerText()).toBe(`Delete the channel "${before[0]}"?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    // The row's button opened no edit dialog, and the row is still there (also after a reload).
    expect(await channelDialog(page).count()).toBe(0);
    await page.reload();
    await settled(page);
    expect(await rowTitles(page)).toEqual(before);

    await page.getByTestId('channel-delete').first().click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Channel deleted');
    await page.locator('.bp6-table-quadrant-main', { hasNotText: before[0] }).waitFor();
    expect(await rowTitles(page)).toEqual(before.slice(1));

    await page.route('**/api/v1/channels/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'server_error', message: 'Deleting failed.' }) }) : route.continue(),
    );
    await page.getByTestId('channel-delete').first().click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The snackbar words the server's code (server_error) in the interface language, and stays (management §8).
    await page.locator('.bp6-toast.bp6-intent-danger', { hasText: 'An unexpected error has occurred.' }).waitFor();
    expect(await rowTitles(page)).toEqual(before.slice(1));
  });

  it('CO-12: a chosen page size is kept for the table after a reload and on the next visit', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    await page.getByTestId('datatable-page-size').selectOption('25');
    await settled(page);
    await page.goto('/account/channels');
    await settled(page);
    expect(await page.getByTestId('datatable-page-size').inputValue()).toBe('25');
    await page.getByTestId('datatable-page-size').selectOption('10');
    await settled(page);
    await page.reload();
    await settled(page);
    expect(await page.getByTestId('datatable-page-size').inputValue()).toBe('10');
  });

  it('CO-12, CO-13, issue 14: the table state (page, size, sort, search, filters) is in the URL: a reload and a shared link show the same rows', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    for (let n = 1; n <= 6; n += 1) await call(page, 'POST', '/create', { title: `Url ${n}`, path: `/url-${n}` });
    await page.reload();
    await settled(page);

    await page.getByTestId('datatable-page-size').selectOption('5');
    await settled(page);
    await sortBy(page, 'title');
    await settled(page);
    await page.getByRole('textbox', { name: 'Search…' }).fill('url');
    await page.getByRole('textbox', { name: 'Search…' }).press('Enter');
    await page.getByTestId('datatable-filters').click();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    // Blueprint's DateInput: the typed day counts on Enter.
    await page.getByTestId('channels-filter-createdFrom').fill(today);
    await page.getByTestId('channels-filter-createdFrom').press('Enter');
    await page.getByTestId('datatable-filter-createdFrom').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('datatable-range').filter({ hasText: '1–5 of 6' }).waitFor();
    await settled(page);
    expect(await rowTitles(page)).toEqual(['Url 1', 'Url 2', 'Url 3', 'Url 4', 'Url 5']);
    await page.getByTestId('datatable-next').click();
    await page.getByTestId('datatable-range').filter({ hasText: '6–6 of 6' }).waitFor();
    // The range follows the page at once, its one row once the table draws it.
    await page.locator(TITLE_CELLS).nth(1).waitFor({ state: 'detached' });
    expect(await rowTitles(page)).toEqual(['Url 6']);
    const url = new URL(page.url());
    expect(Object.fromEntries([...url.searchParams].map(([k, v]) => [k, k.endsWith('filters') ? Object.keys(JSON.parse(v)) : v]))).toEqual({
      'channels.page': '2',
      'channels.size': '5',
      'channels.sort': 'title',
      'channels.search': 'url',
      'channels.filters': ['createdFrom'],
    });

    const shown = async (p: Page) => {
      await settled(p);
      await p.locator(TITLE_CELLS).nth(1).waitFor({ state: 'detached' });
      expect(await rowTitles(p)).toEqual(['Url 6']);
      expect(await p.getByTestId('datatable-range').innerText()).toBe('6–6 of 6');
      expect(await p.getByTestId('datatable-page-size').inputValue()).toBe('5');
      expect(await p.locator('.ac-datatable-search .bp6-tag').allInnerTexts()).toEqual(['url']);
      expect(await p.getByTestId('datatable-filter-createdFrom').innerText()).toContain('Created from');
      expect(await p.locator('.bp6-table-quadrant-top [data-testid=datatable-sort-title]').getAttribute('aria-label')).toBe('Title, sorted ascending');
    };
    await page.reload();
    await shown(page);
    const shared = await suite.newPage();
    await openChannels(shared, `${url.pathname}${url.search}`);
    await shown(shared);
  });

  it('OP-09, issue 14: a row opens its edit dialog; an edit of a channel changed meanwhile (409) shows who changed it, Reload brings its current values, and the save then goes through', async () => {
    const page = await suite.newPage();
    await openChannels(page);
    const created = (await call(page, 'POST', '/create', { title: 'Stale', path: '/stale' })) as { id: number; version: number };
    await page.reload();
    await settled(page);
    await page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content', { hasText: /^Stale$/ }).click();
    const dialog = channelDialog(page);
    await dialog.getByText('Edit channel').waitFor();
    expect(await page.getByTestId('field-title').inputValue()).toBe('Stale');

    // Another tab saves the channel meanwhile.
    await call(page, 'PUT', `/${created.id}`, { title: 'Stale elsewhere', path: '/stale', version: created.version });
    await page.getByTestId('field-title').fill('Stale here');
    await page.getByTestId('field-title').press('Enter');
    await page.getByTestId('stale-update').getByText(/admin@demo\.test changed this entry at .+, after you opened it/).waitFor();
    expect((await call(page, 'GET', `/${created.id}`)).title).toBe('Stale elsewhere');

    await page.getByTestId('stale-update-reload').click();
    await page.getByTestId('stale-update').waitFor({ state: 'detached' });
    expect(await page.getByTestId('field-title').inputValue()).toBe('Stale elsewhere');
    await page.getByTestId('field-title').fill('Stale here');
    await page.getByTestId('channel-dialog-submit').click();
    await toast(page, 'Successfully updated.');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content', { hasText: /^Stale here$/ }).waitFor();
    expect(await call(page, 'GET', `/${created.id}`)).toMatchObject({ title: 'Stale here', version: created.version + 2 });
  });

  it('the marketer (no CHANNELS permissions) gets the 403 page and no nav entry', async () => {
    const page = await suite.newPage();
    await page.goto('/account/channels');
    await suite.login(page, 'marketer@demo.test');
    await page.getByTestId('page-403').waitFor();
    expect(await page.getByTestId('nav-channels').count()).toBe(0);
  });
});
