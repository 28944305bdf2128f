import type { Page, Request } from 'playwright-core';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { toast } from '../../../support/toast';

const suite = useBrowserSuite();
const PATH = '/admin/manage/refresh-cache';

const isCall = (name: string) => (request: Request) => new URL(request.url()).pathname === `/api/v1/users/${name}`;

/** A fresh page on the refresh page as the demo admin, once its users are loaded; also getUsers' reply. */
async function openRefresh(): Promise<{ page: Page; users: { id: number; email: string }[] }> {
  const page = await suite.newPage();
  const listed = page.waitForResponse((response) => isCall('getUsers')(response.request()));
  await page.goto(PATH);
  await suite.login(page, 'admin@demo.test');
  const users = ((await (await listed).json()) as { data: { id: number; email: string }[] }).data;
  await page.getByTestId('refresh-cache-page').waitFor();
  return { page, users };
}

describe('/admin/manage/refresh-cache in Chromium', () => {
  it('AP-13, AP-14, AP-16, OP-63: the admin refreshes one user picked by e-mail, one by a typed id, then all users after the confirmation', async () => {
    const { page, users } = await openRefresh();
    const analystId = users.find((u) => u.email === 'analyst@demo.test')!.id;
    const viewerId = users.find((u) => u.email === 'viewer@demo.test')!.id;

    await page.getByTestId('refresh-user-find').fill('analyst');
    await page.getByTestId('refresh-user-find-suggestion').filter({ hasText: 'analyst@demo.test' }).click();
    expect(await page.getByTestId('field-userId').inputValue()).toBe(String(analystId));
    const one = page.waitForRequest(isCall('refreshUsers'));
    await page.getByTestId('refresh-user-submit').click();
    expect((await one).postDataJSON()).toEqual({ userId: analystId });
    await toast(page, 'User cache refreshed');

    // A typed id, sent with Enter.
    await page.getByTestId('field-userId').fill(String(viewerId));
    const typed = page.waitForRequest(isCall('refreshUsers'));
    await page.getByTestId('field-userId').press('Enter');
    expect((await typed).postDataJSON()).toEqual({ userId: viewerId });
    await toast(page, 'User cache refreshed');

    // An id no user has: the server's error shows (AP-16).
    await page.getByTestId('field-userId').fill('9876');
    const unknown = page.waitForRequest(isCall('refreshUsers'));
    await page.getByTestId('refresh-user-submit').click();
    expect((await unknown).postDataJSON()).toEqual({ userId: 9876 });
    await toast(page, 'There is no such user.');

    await page.getByTestId('refresh-all-users').click();
    await page.getByTestId('refresh-all-users-confirm').waitFor();
    const all = page.waitForRequest(isCall('refreshUsers'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refresh all users' }).click();
    expect((await all).postDataJSON()).toEqual({ all: true });
    await toast(page, 'User cache refreshed');
  });

  it('AP-15, AP-16: the admin refreshes the retargeting cache of domains, then of visitors, and sees what was dropped', async () => {
    const { page } = await openRefresh();
    const domains = page.waitForResponse((response) => isCall('refreshRetargetingCache')(response.request()));
    await page.getByTestId('refresh-retargeting-submit').click();
    const reply = await domains;
    expect(reply.request().postDataJSON()).toEqual({ type: 'domains' });
    await toast(page, 'Retargeting cache refreshed');
    expect(await page.getByTestId('refreshed-caches').innerText()).toMatch(/pixels/);
    expect(await page.getByTestId('refreshed-caches').innerText()).toMatch(/ads/);

    await page.getByTestId('refresh-retargeting').getByRole('combobox').selectOption('visitors');
    const visitors = page.waitForRequest(isCall('refreshRetargetingCache'));
    await page.getByTestId('refresh-retargeting-submit').click();
    expect((await visitors).postDataJSON()).toEqual({ type: 'visitors' });
    await toast(page, 'Retargeting cache refreshed');
    await page.getByTestId('refreshed-caches').getByText('visitorAssignments', { exact: false }).waitFor();
  });

  it('manageCache: the analyst and the marketer get the 403 page and no nav entry', async () => {
    for (const email of ['analyst@demo.test', 'marketer@demo.test']) {
      const page = await suite.openAs(PATH, email);
      await page.getByTestId('page-403').waitFor();
      expect(await page.getByTestId('nav-refreshCache').count()).toBe(0);
      expect(await page.getByTestId('refresh-cache-page').count()).toBe(0);
    }
  });
});
