import type { Locator, Page } from 'playwright-core';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

/**
 * The transfer screens in Chromium on the build. They render the pixels plugin's contract
 * (PixelPicker, AssignedPixels): this suite needs the pixels plugin's client.
 */
let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

const wizard = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('transfer-wizard') });
/** Layout width, unaffected by the opening animation's scale transform. */
const layoutWidth = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).offsetWidth);
/** The table has answered the request in force. */
async function settled(page: Page) {
  await page.getByTestId('datatable-loading').waitFor({ state: 'detached' });
  await page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content, [data-testid=datatable-empty]').first().waitFor();
}

/** Creates a transfer through the wizard: name, a start day, the interest Football; answers its detail page's id. */
async function createTransfer(page: Page, name: string): Promise<number> {
  await page.goto('/audiences/transfer');
  await suite.login(page, 'admin@demo.test');
  await settled(page);
  await page.getByTestId('transfer-create').click();
  const dialog = wizard(page);
  await dialog.waitFor();
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-start_date').fill('2026-02-01');
  // Tab leaves the day typed (Enter would submit the step, as in any form of the wizard).
  await dialog.getByTestId('field-start_date').press('Tab');
  await dialog.getByTestId('transfer-wizard-continue').click();
  await dialog.getByTestId('transfer-interests').click();
  await dialog.getByTestId('transfer-interests-option').filter({ hasText: /^Football$/ }).click();
  await dialog.getByTestId('transfer-wizard-continue').click();
  await dialog.getByTestId('transfer-wizard-submit').click();
  await page.waitForURL(/\/audiences\/transfer\/\d+$/);
  await page.getByTestId('transfer-detail').waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('/audiences/transfer in Chromium', () => {
  it('TR-02, TR-08, TR-17, TR-20: a transfer created through the wizard opens its detail with its name, dates and interest', async () => {
    const page = await suite.newPage();
    const id = await createTransfer(page, 'Football remarketing');
    expect(id).toBeGreaterThan(0);
    await toast(page, 'Successfully created.');
    expect(await page.getByTestId('transfer-name').innerText()).toBe('Football remarketing');
    expect(await page.getByTestId('transfer-dates').innerText()).toBe('From 2026-02-01');
    expect(await page.getByTestId('transfer-interests').innerText()).toContain('Football');
    expect(await page.getByTestId('transfer-properties').innerText()).toBe('None');
  });

  it('TR-23: the active switch changes the state, says so, and the state stays after a reload', async () => {
    const page = await suite.newPage();
    await createTransfer(page, 'Toggled transfer');
    const active = page.getByTestId('transfer-detail').getByLabel('Active');
    expect(await active.isChecked()).toBe(true);
    await active.click({ force: true });
    await toast(page, 'State changed.');
    await page.reload();
    await page.getByTestId('transfer-detail').waitFor();
    expect(await page.getByTestId('transfer-detail').getByLabel('Active').isChecked()).toBe(false);
  });

  it('TR-22, OP-74: Delete asks in a 300 px confirmation, then removes the transfer and returns to the list without it', async () => {
    const page = await suite.newPage();
    await createTransfer(page, 'Short-lived transfer');
    await page.getByTestId('transfer-delete').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await layoutWidth(confirm)).toBe(300);
    expect(await page.getByTestId('transfer-delete-confirm').innerText()).toBe('Delete the transfer "Short-lived transfer"?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Successfully deleted.');
    await page.waitForURL(/\/audiences\/transfer$/);
    await settled(page);
    expect(await page.locator('.bp6-table-quadrant-main', { hasText: 'Short-lived transfer' }).count()).toBe(0);
  });
});
