import type { Page } from 'playwright-core';
import { startBrowserSuite, type BrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

let suite: BrowserSuite;
beforeAll(async () => {
  suite = await startBrowserSuite();
}, 60000);
afterAll(() => suite?.close());

const pixelDialog = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('pixel-dialog') });
/** A row's cell holding `text` in the table's main quadrant (the one taking clicks). */
const cell = (page: Page, text: string) => page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content', { hasText: text }).first();

async function openPixels(page: Page, email: string) {
  await page.goto('/pixel/manage');
  await suite.login(page, email);
  await page.getByTestId('datatable-loading').waitFor({ state: 'detached' });
  await cell(page, 'Retargeting tag (javascript)').waitFor();
}

describe('/pixel/manage in Chromium', () => {
  it('PX-01, PX-02, PX-04, PX-12, PX-14, OP-74: creates a javascript pixel (needs-approval warning, https:// added), edits it from its row, deletes it after confirming', async () => {
    const page = await suite.newPage();
    await openPixels(page, 'marketer@demo.test');
    expect(await page.getByTestId('nav-managePixels').count()).toBe(1);

    await page.getByTestId('pixel-add').click();
    const dialog = pixelDialog(page);
    await dialog.waitFor();
    expect(await page.getByTestId('field-type').inputValue()).toBe('javascript');
    expect(await page.getByTestId('pixel-delete').count()).toBe(0);
    expect(await page.getByTestId('pixel-needs-approval').innerText()).toContain('must be approved before they fire');
    await page.getByTestId('field-title').fill('Checkout tag');
    await page.getByTestId('field-externalcode').pressSequentially('cdn.example.com/checkout.js');
    await page.getByTestId('field-externalcode').blur();
    expect(await page.getByTestId('field-externalcode').inputValue()).toBe('https://cdn.example.com/checkout.js');
    await page.getByTestId('field-trigger_code').fill("checkout.track('purchase');");
    await page.getByTestId('pixel-dialog-submit').click();
    await toast(page, 'Pixel created');
    await dialog.waitFor({ state: 'detached' });

    await cell(page, 'Checkout tag').click();
    await dialog.waitFor();
    expect(await page.getByTestId('pixel-needs-approval').innerText()).toContain('not approved yet');
    expect(await page.getByTestId('pixel-approve').count()).toBe(0);
    expect(await page.getByTestId('field-trigger_code').inputValue()).toBe("checkout.track('purchase');");
    await page.getByTestId('field-title').fill('Checkout tag EU');
    await page.getByTestId('pixel-dialog-submit').click();
    await toast(page, 'Pixel updated');
    await dialog.waitFor({ state: 'detached' });
    await cell(page, 'Checkout tag EU').waitFor();

    await cell(page, 'Checkout tag EU').click();
    await page.getByTestId('pixel-delete').click();
    const confirm = page.locator('.bp6-alert');
    expect(await page.getByTestId('pixel-delete-confirm').innerText()).toBe('Delete the pixel "Checkout tag EU"?');
    expect(await confirm.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(300);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Pixel deleted');
    await dialog.waitFor({ state: 'detached' });
    await cell(page, 'Checkout tag EU').waitFor({ state: 'detached' });
  });

  it('PX-04, OP-12: the admin approves the waiting javascript pixel, which then shows as approved', async () => {
    const page = await suite.newPage();
    await openPixels(page, 'admin@demo.test');
    await cell(page, 'Retargeting tag (javascript)').click();
    const dialog = pixelDialog(page);
    await dialog.waitFor();
    await page.getByTestId('pixel-approve').click();
    await toast(page, 'Pixel approved');
    await dialog.waitFor({ state: 'detached' });
    await cell(page, 'Retargeting tag (javascript)').click();
    await dialog.waitFor();
    expect(await page.getByTestId('pixel-approved').innerText()).toContain('is approved');
  });
});
