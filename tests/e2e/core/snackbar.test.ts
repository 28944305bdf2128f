import type { Locator, Page, Route } from 'playwright-core';
import { useBrowserSuite } from '../../support/startBrowserSuite';

const suite = useBrowserSuite();

/** Answers a call with an error whose code the client does not know, so the snackbar shows `message` as it is. */
const failWith = (route: Route, message: string) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'test_failure', message }) });
const failure = (page: Page, text: string) => page.locator('.bp6-toast.bp6-intent-danger', { hasText: text });

/**
 * Waits until a toast has fully entered: its transition classes are the entered ones only
 * (`-enter-done`, after an appear also `-appear-done`), none of entering or leaving is left. A
 * toast that shared another's transition ref kept `-enter -enter-active -exit-done` for good.
 */
async function entered(toast: Locator) {
  const inPlace = toast.page().waitForFunction(
    (element) => {
      const classes = [...(element?.classList ?? [])].filter((c) => c.startsWith('bp6-toast-'));
      return classes.includes('bp6-toast-enter-done') && classes.every((c) => c === 'bp6-toast-enter-done' || c === 'bp6-toast-appear-done');
    },
    await toast.elementHandle(),
    { polling: 100, timeout: 10_000 },
  );
  await inPlace.catch(async (error: Error) => {
    throw new Error(`${error.message}; the toast's classes: ${await toast.getAttribute('class')}`);
  });
}
/** Closes a toast with its own Close and waits until it has left the page. */
async function close(toast: Locator) {
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

describe('the snackbar in Chromium', () => {
  it('SH-29: a toast raised while another leaves fully enters, closes with its Close and goes away', async () => {
    // Every load of the channels table fails, each with a text of its own.
    const page = await suite.newPage();
    let loads = 0;
    await page.route(
      (url) => url.pathname === '/api/v1/channels/datatable',
      (route) => failWith(route, `Loading channels failed (${++loads}).`),
    );
    await page.goto('/account/channels');
    await suite.login(page, 'admin@demo.test');
    const first = failure(page, 'Loading channels failed');
    await entered(first);
    const firstText = await first.innerText();

    // Trying again fails again; that failure takes the place of the first: it enters as the first leaves.
    await page.getByTestId('datatable-failed').getByRole('button', { name: 'Try again' }).click();
    const second = page.locator('.bp6-toast.bp6-intent-danger', { hasText: 'Loading channels failed', hasNotText: firstText });
    await entered(second);
    await failure(page, firstText).waitFor({ state: 'detached' });
    expect(await page.locator('.bp6-toast').count()).toBe(1);
    await close(second);
    expect(await page.locator('.bp6-toast').count()).toBe(0);
  });

  it('SH-29: two toasts raised at once each fully enter, close with their own Close and go away', async () => {
    // Two refreshes fail together: one user id no user has (the server's refusal), and the retargeting cache.
    const page = await suite.newPage();
    await page.route('**/api/v1/users/refreshRetargetingCache', (route) => failWith(route, 'Refreshing the retargeting cache failed.'));
    await page.goto('/admin/manage/refresh-cache');
    await suite.login(page, 'admin@demo.test');
    await page.getByTestId('field-userId').fill('9876');
    await page.getByTestId('refresh-user-submit').click();
    await page.getByTestId('refresh-retargeting-submit').click();

    const noSuchUser = failure(page, 'There is no such user.');
    const retargeting = failure(page, 'Refreshing the retargeting cache failed.');
    await entered(noSuchUser);
    await entered(retargeting);
    expect(await page.locator('.bp6-toast').count()).toBe(2);
    await close(noSuchUser);
    await entered(retargeting);
    await close(retargeting);
    expect(await page.locator('.bp6-toast').count()).toBe(0);
  });
});
