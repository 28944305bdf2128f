import type { Locator, Page } from 'playwright-core';
import type { BrowserSuite } from './startBrowserSuite';

/** A fresh page on /realtime, signed in as `email`, with the card catalogue open. */
export async function openCatalogue(suite: BrowserSuite, email: string): Promise<Page> {
  const page = await suite.openAs('/realtime', email);
  await page.getByTestId('grid-host').waitFor();
  await page.getByTestId('options-button').click();
  return page;
}

/** A grid card of `component` on a page: `.last()` is the one added most recently. */
const gridCard = (page: Page, component: string): Locator => page.locator(`[data-testid="grid-card"][data-component="${component}"]`);

/** Adds a card of `component` from the catalogue of a fresh /realtime page; gives the page and the new card. */
export async function addCard(suite: BrowserSuite, component: string, email = 'analyst@demo.test'): Promise<{ page: Page; card: Locator }> {
  const page = await openCatalogue(suite, email);
  await page.locator(`[data-testid="catalogue-card"][data-component="${component}"]`).click();
  await page.keyboard.press('Escape');
  return { page, card: gridCard(page, component).last() };
}
