import type { Page } from 'playwright-core';

/**
 * Waits for a snackbar toast saying `text` that no earlier call has seen, and marks it seen:
 * a second "Successfully created." must come from a new toast, not from the first one still
 * on screen (which let a test read the database before the second save had committed).
 */
export async function toast(page: Page, text: string, options?: { timeout?: number }) {
  const fresh = page.locator('.bp6-toast:not([data-test-seen])', { hasText: text }).first();
  await fresh.waitFor(options);
  await fresh.evaluate((element) => element.setAttribute('data-test-seen', ''));
}
