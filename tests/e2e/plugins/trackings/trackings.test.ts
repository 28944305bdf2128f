import type { Locator, Page } from 'playwright-core';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

const LIST = '/tracking/track-events';
/** Layout width, unaffected by the opening animation's scale transform. */
const layoutWidth = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).offsetWidth);
const wizard = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('tracking-wizard') });
const step = (page: Page, title: string) => page.locator('.ac-wizard-steps li', { hasText: title });
/** A call of the trackings API with the page's session. */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const reply = await fetch(`/api/v1/trackings${path}`, { method, headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await reply.json()).data;
    },
    [method, path, body] as const,
  );

async function openList(page: Page) {
  await page.goto(LIST);
  await suite.login(page, 'admin@demo.test');
  await page.getByTestId('datatable-loading').waitFor({ state: 'detached' });
  await page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content, [data-testid=datatable-empty]').first().waitFor();
}

/** Fills step 1's name and walks to step 3. */
async function toLastStep(page: Page, name: string) {
  await page.getByTestId('tracking-add').click();
  await wizard(page).waitFor();
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId('tracking-wizard-continue').click();
  await step(page, 'Inventory').and(page.locator('[aria-current=step]')).waitFor();
  await page.getByTestId('tracking-wizard-continue').click();
  await step(page, 'Pixels and events').and(page.locator('[aria-current=step]')).waitFor();
}

describe('/tracking/track-events in Chromium', () => {
  it('TK-01, TK-05, TK-12, TK-16: the floating add button opens the 900 px wizard; Create on step 3 opens the new tracking’s detail', async () => {
    const page = await suite.newPage();
    await openList(page);
    await toLastStep(page, 'Browser polls');
    expect(await layoutWidth(wizard(page))).toBe(900);
    expect(await page.getByTestId('tracking-events').locator('input[type=checkbox]').count()).toBe(5);
    await page.locator('label', { has: page.getByTestId('tracking-event-vote') }).click();
    await page.getByTestId('tracking-wizard-submit').click();
    await page.waitForURL(/\/tracking\/track-events\/\d+$/);
    await toast(page, 'Successfully created.');
    expect(await page.getByTestId('tracking-name').innerText()).toBe('Browser polls');
    expect(await page.getByTestId('tracking-events').innerText()).toContain('Vote');
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(await call(page, 'GET', `/${id}`)).toMatchObject({ name: 'Browser polls', domain_id: 0, device_type: 'all', active: true, assignedEvents: ['vote'] });
  });

  it('TK-13, TK-22, issue 17: the inventory step picks the ads the tracking fires on with the ads plugin\'s picker; the detail names them', async () => {
    const page = await suite.newPage();
    await openList(page);
    await page.getByTestId('tracking-add').click();
    await wizard(page).waitFor();
    await page.getByTestId('field-name').fill('Ad clicks');
    await page.getByTestId('tracking-wizard-continue').click();
    await step(page, 'Inventory').and(page.locator('[aria-current=step]')).waitFor();
    await page.getByTestId('ad-picker').click();
    await page.getByTestId('ad-picker').pressSequentially('Weekend');
    await page.getByTestId('ad-picker-option').filter({ hasText: 'Weekend subscription' }).first().click();
    await page.getByTestId('tracking-wizard-continue').click();
    await step(page, 'Pixels and events').and(page.locator('[aria-current=step]')).waitFor();
    await page.locator('label', { has: page.getByTestId('tracking-event-cta_click') }).click();
    await page.getByTestId('tracking-wizard-submit').click();
    await page.waitForURL(/\/tracking\/track-events\/\d+$/);
    // The detail names the ad (the ads plugin's AdName).
    await page.getByTestId('tracking-ads').getByText('Weekend subscription').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const ads = await page.evaluate(async () => (await (await fetch('/api/v1/ads/getAds', { headers: { Accept: 'application/json' } })).json()).data as { id: number; name: string }[]);
    expect(await call(page, 'GET', `/${id}`)).toMatchObject({ assignedAds: [ads.find((ad) => ad.name === 'Weekend subscription')!.id], assignedEvents: ['cta_click'] });
  });

  it('TK-07, TK-17: a 422 on a step-1 field sent from step 3 opens step 1, marks it and shows the error on the field and "save error"', async () => {
    const page = await suite.newPage();
    await openList(page);
    await page.route('**/api/v1/trackings/create', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { name: ['Name is taken.'] } }) }),
    );
    await toLastStep(page, 'Refused polls');
    await page.getByTestId('tracking-wizard-submit').click();
    await step(page, 'Data').and(page.locator('[aria-current=step]')).waitFor();
    expect(await step(page, 'Data').getAttribute('data-invalid')).toBe('true');
    await page.locator('.bp6-form-group', { has: page.getByTestId('field-name') }).getByText('Name is taken.').waitFor();
    await toast(page, 'Error while saving. Please check your input.');
    expect(await wizard(page).isVisible()).toBe(true);
  });

  it('TK-19, TK-21, OP-74: the active switch stores the state ("State changed."); Delete asks first, then the list follows', async () => {
    const page = await suite.newPage();
    await openList(page);
    const { id } = await call(page, 'POST', '/create', { name: 'Short-lived', domain_id: 0, device_type: 'all' });
    await page.goto(`${LIST}/${id}`);
    await page.getByTestId('tracking-name').waitFor();
    await page.locator('label', { has: page.getByTestId('tracking-active') }).click();
    await toast(page, 'State changed.');
    expect((await call(page, 'GET', `/${id}`)).active).toBe(false);

    await page.getByTestId('tracking-delete').click();
    const confirm = page.locator('.bp6-alert', { has: page.getByTestId('tracking-delete-confirm') });
    await confirm.waitFor();
    expect(await layoutWidth(confirm)).toBe(300);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === LIST);
    await toast(page, 'Successfully deleted.');
    expect(await page.evaluate(async (path) => (await fetch(path, { headers: { Accept: 'application/json' } })).status, `/api/v1/trackings/${id}`)).toBe(404);
  });
});
