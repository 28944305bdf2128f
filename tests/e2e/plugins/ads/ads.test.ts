import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { DEMO_QUESTIONS } from '../../../../plugins/audiences/server/demoTools';
import { organisationMember } from '../../../support/organisationMember';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { voteHit } from '../../../support/trackerHits';
import { toast } from '../../../support/toast';

/** The demo server; its question catalogue learns the demo's children question from one vote sent here. */
const suite = useBrowserSuite(async (s) => {
  const res = await s.collect([voteHit('news.example.com', 'ads-voter', DEMO_QUESTIONS.children, 1)]);
  if (res.status !== 202) throw new Error(`collect: ${res.status} ${await res.text()}`);
  await s.server.server.services.events.flush();
});
const db = () => suite.server.server.db as unknown as Kysely<any>;

const adDialog = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('ad-dialog') });
/** A row's cell holding `text` in the table's main quadrant (the one taking clicks). */
const cell = (page: Page, text: string) => page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content', { hasText: text }).first();
/** The name cell of the ad named exactly `name`. */
const namedCell = (page: Page, name: string) => page.locator('.bp6-table-quadrant-main .ac-datatable-cell-content').filter({ hasText: new RegExp(`^${name}$`) });
/** The approval tag's text in the row of the ad named `name`. */
const approvalOf = (page: Page, name: string) =>
  page.evaluate((adName) => {
    const cells = [...document.querySelectorAll('.bp6-table-quadrant-main .ac-datatable-cell-content')];
    const row = cells.find((c) => c.textContent === adName)?.getAttribute('data-row');
    return cells.find((c) => c.getAttribute('data-row') === row && c.querySelector('[data-testid="ad-approval"]'))?.textContent;
  }, name);
const tab = (page: Page, id: string) => page.getByTestId(`ad-tab-${id}`);

/** The action button `testId` in the row of the ad named `name`: the table scrolls to its last column (Blueprint draws the columns in view only). */
async function rowAction(page: Page, name: string, testId: string) {
  const row = await namedCell(page, name).getAttribute('data-row');
  await page.locator('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  return page.locator(`.bp6-table-quadrant-main .ac-datatable-cell-content[data-row="${row}"]`).getByTestId(testId);
}

async function openAds(page: Page, email: string) {
  await page.goto('/campaigns/place-ads');
  await suite.login(page, email);
  await page.getByTestId('ads-page').waitFor();
  await page.getByTestId('datatable-loading').waitFor({ state: 'detached' });
}

/** Fills what every ad needs and saves it as `type`, from the open create dialog. */
async function createAd(page: Page, name: string, type: 'static' | 'dynamic' | 'google') {
  await page.getByTestId('ad-add').click();
  const dialog = adDialog(page);
  await dialog.waitFor();
  expect(await dialog.locator('.bp6-dialog-header').innerText()).toContain('Create ad');
  await page.getByTestId('field-name').fill(name);
  await page.getByTestId(`ad-type-${type}`).click();
  await tab(page, 'ad').click();
  await page.getByTestId('field-target_url').pressSequentially(`${type}.example.com/landing`);
  await page.getByTestId('field-target_url').blur();
  expect(await page.getByTestId('field-target_url').inputValue()).toBe(`https://${type}.example.com/landing`);
  await page.getByTestId('field-tag').fill(`<div class="${type}">${name}</div>`);
  await page.getByTestId('ad-dialog-submit').click();
  await toast(page, 'Successfully created.');
  await dialog.waitFor({ state: 'detached' });
  await cell(page, name).waitFor();
}

describe('/campaigns/place-ads in Chromium', () => {
  it('AD-05, AD-10, AD-15, AD-16, AD-18 … AD-20, AD-52: creates a static, a dynamic and a Google ad and sees each in the table with its approval', async () => {
    const page = await suite.newPage();
    await openAds(page, 'marketer@demo.test');
    expect(await page.getByTestId('nav-placeAds').count()).toBe(1);
    expect(await page.getByTestId('nav-adReview').count()).toBe(0);
    // OP-60, AD-65: the free plan's notice with this month's views.
    expect(await page.getByTestId('ads-free-plan').innerText()).toBe('Free plan: 0 of 50,000 ad views used this month.');

    await createAd(page, 'Spring sale banner', 'static');
    expect(await approvalOf(page, 'Spring sale banner')).toBe('Approved');
    await createAd(page, 'Travel partner script', 'dynamic');
    expect(await approvalOf(page, 'Travel partner script')).toBe('Waiting for review');
    await createAd(page, 'Sports slot', 'google');
    expect(await approvalOf(page, 'Sports slot')).toBe('Waiting for review');

    // A row opens its edit dialog (loaded by id): the Google settings are enabled for the Google ad only.
    await cell(page, 'Sports slot').click();
    const dialog = adDialog(page);
    await dialog.waitFor();
    expect(await dialog.locator('.bp6-dialog-header').innerText()).toContain('Edit ad');
    expect(await page.getByTestId('field-name').inputValue()).toBe('Sports slot');
    await tab(page, 'ad').click();
    expect(await page.getByTestId('ad-pending').innerText()).toContain('waits for review');
    expect(await page.getByTestId('field-settings.inline.path').isEnabled()).toBe(true);
    // AD-13: script source, domain and value are the admins'.
    expect(await page.getByTestId('google-admin-fields').count()).toBe(0);
    await tab(page, 'settings').click();
    await page.getByTestId('ad-type-static').click();
    await tab(page, 'ad').click();
    expect(await page.getByTestId('field-settings.inline.path').isEnabled()).toBe(false);
    expect(await page.getByTestId('ad-pending').count()).toBe(0);
    await page.getByTestId('ad-dialog-cancel').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('AD-22 … AD-25, AD-28, AD-29, AD-57, AD-58: the positions follow the timing, a disallowed one falls back to the last allowed, delay and duration show where they apply', async () => {
    const page = await suite.newPage();
    await openAds(page, 'marketer@demo.test');
    await page.getByTestId('ad-add').click();
    await adDialog(page).waitFor();
    const position = page.getByTestId('field-display');
    const options = () => position.locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(await page.getByTestId('field-display_timing').inputValue()).toBe('after_vote');
    expect(await position.inputValue()).toBe('inline');
    expect(await options()).toEqual(['below', 'above', 'inline', 'overlay', 'afterQuSeparateSlide']);
    expect(await page.getByTestId('field-delay').inputValue()).toBe('2');
    expect(await page.getByTestId('field-duration').count()).toBe(0);

    await position.selectOption('overlay');
    await page.getByTestId('field-display_timing').selectOption('before_vote');
    expect(await position.inputValue()).toBe('inline');
    expect(await options()).toEqual(['below', 'above', 'inline']);
    expect(await page.getByTestId('field-delay').count()).toBe(0);

    await page.getByTestId('field-display_timing').selectOption('interstitial');
    expect(await position.inputValue()).toBe('afterQuSeparateSlide');
    expect(await options()).toEqual(['afterQuSeparateSlide']);
    expect(await page.getByTestId('field-duration').inputValue()).toBe('4');

    // AD-21: native forces before the vote, inline, not static.
    await page.getByTestId('ad-type-static').click();
    await page.getByTestId('field-native').check({ force: true });
    expect(await page.getByTestId('field-display_timing').inputValue()).toBe('before_vote');
    expect(await position.inputValue()).toBe('inline');
    expect(await page.getByTestId('ad-type-dynamic').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('ad-type-static').isDisabled()).toBe(true);

    // AD-39: cancelling and opening again starts from the defaults.
    await page.getByTestId('ad-dialog-cancel').click();
    await adDialog(page).waitFor({ state: 'detached' });
    await page.getByTestId('ad-add').click();
    await adDialog(page).waitFor();
    expect(await page.getByTestId('field-display_timing').inputValue()).toBe('after_vote');
    expect(await page.getByTestId('field-native').isChecked()).toBe(false);
  });

  it('AD-41, AD-04, AD-32, AD-33, AD-37, OP-58: duplicate loads the ad into a copy named "Copy of …" that asks for its experiences, and saving creates a new ad', async () => {
    const page = await suite.newPage();
    await openAds(page, 'admin@demo.test');
    await cell(page, 'Weekend subscription').waitFor();
    const duplicate = await rowAction(page, 'Weekend subscription', 'ad-row-duplicate');
    // PM-45: the activity column links to the external activity log of this ad.
    const activity = new URL((await page.locator(`.bp6-table-quadrant-main .ac-datatable-cell-content[data-row="${await namedCell(page, 'Weekend subscription').getAttribute('data-row')}"]`).getByTestId('ad-activity').getAttribute('href'))!);
    expect(activity.searchParams.get('type')).toBe('ad');
    expect(Number(activity.searchParams.get('auditable_id'))).toBeGreaterThan(0);
    await duplicate.click();
    const dialog = adDialog(page);
    await dialog.waitFor();
    expect(await dialog.locator('.bp6-dialog-header').innerText()).toContain('Duplicate ad');
    expect(await page.getByTestId('field-name').inputValue()).toBe('Copy of Weekend subscription');
    expect(await page.getByTestId('ad-delete').count()).toBe(0);

    // The experiences are cleared but the switch stays on: saving opens the inventory tab with the error.
    await page.getByTestId('ad-dialog-submit').click();
    expect(await page.getByTestId('field-allExperiences').isChecked()).toBe(true);
    await page.getByTestId('ad-experiences').waitFor();
    expect(await page.getByTestId('ad-experience-poll-all').isChecked()).toBe(false);
    await page.getByTestId('ad-experience-poll-questions').check({ force: true });
    // AD-32: choosing 'all' takes the place of its sub-items, which are then disabled.
    await page.getByTestId('ad-experience-poll-all').check({ force: true });
    expect(await page.getByTestId('ad-experience-poll-questions').isChecked()).toBe(false);
    expect(await page.getByTestId('ad-experience-poll-questions').isDisabled()).toBe(true);
    await page.getByTestId('ad-dialog-submit').click();
    await toast(page, 'Successfully created.');
    await dialog.waitFor({ state: 'detached' });
    await cell(page, 'Copy of Weekend subscription').waitFor();
    expect(await namedCell(page, 'Weekend subscription').count()).toBe(1);

    // AD-04, OP-74: a row's delete asks first.
    await (await rowAction(page, 'Copy of Weekend subscription', 'ad-row-delete')).click();
    expect(await page.getByTestId('ad-delete-confirm').innerText()).toBe('Delete the ad "Copy of Weekend subscription"?');
    await page.locator('.bp6-alert').getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Successfully deleted.');
    await namedCell(page, 'Copy of Weekend subscription').waitFor({ state: 'detached' });
  });

  it('AD-13, AD-54, AD-55, OP-55: an admin sees the Google script source, domain and value; a pasted GPT tag fills the fields and sizes are formatted', async () => {
    const page = await suite.newPage();
    await openAds(page, 'admin@demo.test');
    await page.getByTestId('ad-add').click();
    await adDialog(page).waitFor();
    // The name field keeps its height when its error replaces its hint: the first click after leaving it lands where it was aimed.
    await page.getByTestId('ad-type-google').click();
    expect(await page.getByTestId('ad-type-google').getAttribute('aria-pressed')).toBe('true');
    await tab(page, 'ad').click();
    await page.getByTestId('google-admin-fields').waitFor();
    expect(await page.getByTestId('field-settings.value').inputValue()).toBe('0.0001');
    await page.getByTestId('google-tag-paste').fill(
      "<script async src=\"https://securepubads.g.doubleclick.net/tag/js/gpt.js\"></script>\n<script>googletag.defineSlot('/1234567/sports', [[300, 250], [728, 90]], 'div-gpt-ad-1').addService(googletag.pubads());</script>",
    );
    await page.getByTestId('google-tag-fill').click();
    expect(await page.getByTestId('field-settings.scriptSrc').inputValue()).toBe('https://securepubads.g.doubleclick.net/tag/js/gpt.js');
    expect(await page.getByTestId('field-settings.domain').inputValue()).toBe('securepubads.g.doubleclick.net');
    expect(await page.getByTestId('field-settings.inline.path').inputValue()).toBe('/1234567/sports');
    expect(await page.getByTestId('field-settings.inline.sizes').inputValue()).toBe('[300,250],[728,90]');
    expect(await page.getByTestId('field-settings.inline.elementId').inputValue()).toBe('div-gpt-ad-1');
    await page.getByTestId('field-settings.interstitial.sizes').fill('320x480 fluid');
    await page.getByTestId('field-settings.interstitial.sizes').blur();
    expect(await page.getByTestId('field-settings.interstitial.sizes').inputValue()).toBe('[320,480],fluid');
  });

  it('AD-31, AD-34, AD-35: the inventory’s questions and their answers are picked from the catalogue; choosing before the vote clears and disables the answers', async () => {
    const page = await suite.newPage();
    await openAds(page, 'admin@demo.test');
    await page.getByTestId('ad-add').click();
    await adDialog(page).waitFor();
    await page.getByTestId('field-name').fill('Family poll banner');
    await tab(page, 'inventory').click();
    expect(await page.getByTestId('field-allExperiences').isChecked()).toBe(false);
    await page.getByTestId('ad-questions').click();
    await page.getByTestId('ad-questions').pressSequentially('children');
    await page.getByTestId('ad-questions-option').filter({ hasText: 'Do children live in your household?' }).first().click();
    await page.getByTestId('ad-answers').click();
    await page.getByTestId('ad-answers-option').filter({ hasText: 'Yes' }).first().click();
    const tags = (testId: string) => page.getByTestId(testId).locator('xpath=ancestor::*[contains(@class, "bp6-tag-input")]').locator('.bp6-tag');
    expect(await tags('ad-answers').count()).toBe(1);
    // AD-34: a chosen question is disabled in its menu.
    await page.getByTestId('ad-questions').click();
    expect(await page.getByTestId('ad-questions-option').filter({ hasText: 'Do children live in your household?' }).first().getAttribute('class')).toContain('disabled');
    await page.keyboard.press('Escape');

    await tab(page, 'settings').click();
    await page.getByTestId('field-display_timing').selectOption('before_vote');
    await tab(page, 'inventory').click();
    expect(await tags('ad-answers').count()).toBe(0);
    expect(await page.getByTestId('ad-answers').isDisabled()).toBe(true);
    expect(await tags('ad-questions').count()).toBe(1);
  });

  it('AD-45, OP-59: a dynamic ad saved onto a question another dynamic ad holds asks first, listing the conflict; Cancel keeps the dialog and saves nothing, Replace takes the question over', async () => {
    const page = await suite.newPage();
    await openAds(page, 'admin@demo.test');
    const question = DEMO_QUESTIONS.children.id;
    const existing = await page.evaluate(async (questionId) => {
      const body = { name: 'Household script', target_url: 'https://household.example.com/', tag: '<div>household</div>', display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', isStatic: false, settings: { isGoogleAd: 0 }, questions: [{ id: questionId, domain: 'news.example.com' }] };
      const reply = await fetch('/api/v1/ads/create', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
      return ((await reply.json()) as { data: { id: number } }).data.id;
    }, question);
    const questionsOf = async (adId: number) => (await db().selectFrom('ad_questions').select('question_id').where('ad_id', '=', adId).execute()).map((r) => r.question_id);
    expect(await questionsOf(existing)).toEqual([question]);

    await page.getByTestId('ad-add').click();
    await adDialog(page).waitFor();
    await page.getByTestId('field-name').fill('Family script');
    await page.getByTestId('ad-type-dynamic').click();
    await tab(page, 'ad').click();
    await page.getByTestId('field-target_url').fill('https://family.example.com/');
    await page.getByTestId('field-tag').fill('<div>family</div>');
    await tab(page, 'inventory').click();
    await page.getByTestId('ad-questions').click();
    await page.getByTestId('ad-questions').pressSequentially('children');
    await page.getByTestId('ad-questions-option').filter({ hasText: 'Do children live in your household?' }).first().click();
    await page.keyboard.press('Escape');
    const ads = async () => Number((await db().selectFrom('ads').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await ads();

    const confirm = page.locator('.bp6-alert', { has: page.getByTestId('ad-replace-conflicts') });
    await page.getByTestId('ad-dialog-submit').click();
    await confirm.waitFor();
    expect(await confirm.getByTestId('ad-replace-conflicts').innerText()).toBe(`Question ${question} on news.example.com has the dynamic ad "Household script" (#${existing}).`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await adDialog(page).waitFor();
    expect(await ads()).toBe(before);

    await page.getByTestId('ad-dialog-submit').click();
    await confirm.getByRole('button', { name: 'Replace' }).click();
    await toast(page, 'Successfully created.');
    await adDialog(page).waitFor({ state: 'detached' });
    expect(await ads()).toBe(before + 1);
    const created = (await db().selectFrom('ads').select('id').where('name', '=', 'Family script').executeTakeFirstOrThrow()).id as number;
    expect(await questionsOf(created)).toEqual([question]);
    expect(await questionsOf(existing)).toEqual([]);
  });

  it('AD-11, PM-49: without viewAudiences and useProductTools there is no targeting tab; with viewAudiences the DMP panel and the custom key/values show, the Tools panel not', async () => {
    const demo = (await db().selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    await organisationMember(suite.server, 'ads-only@demo.test', demo, ['ADS.VIEW', 'ADS.CREATE', 'ADS.EDIT', 'ADS.DELETE', 'MODULE_ADS.VIEW']);
    const adsOnly = await suite.newPage();
    await openAds(adsOnly, 'ads-only@demo.test');
    await adsOnly.getByTestId('ad-add').click();
    await adDialog(adsOnly).waitFor();
    await tab(adsOnly, 'inventory').waitFor();
    expect(await tab(adsOnly, 'targeting').count()).toBe(0);

    const marketer = await suite.newPage();
    await openAds(marketer, 'marketer@demo.test');
    await marketer.getByTestId('ad-add').click();
    await adDialog(marketer).waitFor();
    await tab(marketer, 'targeting').click();
    await marketer.getByTestId('field-audience_ids').waitFor();
    expect(await marketer.getByTestId('ad-category-ids').count()).toBe(0);
    await marketer.getByTestId('ad-custom-add').click();
    expect(await marketer.getByTestId('ad-custom-row').count()).toBe(1);
  });

  it('AD-16, AD-17, OP-12: a dynamic ad waits for review until an admin approves it in the review page (javascript pixels wait there too), then shows as approved; a rejected one shows the reason', async () => {
    const page = await suite.newPage();
    await openAds(page, 'admin@demo.test');
    await createAd(page, 'Quiz partner script', 'dynamic');
    expect(await approvalOf(page, 'Quiz partner script')).toBe('Waiting for review');

    await page.getByTestId('nav-adReview').click();
    const item = page.getByTestId('ad-review-item').filter({ hasText: 'Quiz partner script' });
    await item.waitFor();
    expect(await item.getByTestId('ad-review-tag').innerText()).toBe('<div class="dynamic">Quiz partner script</div>');
    expect(await item.getByTestId('ad-review-owner').innerText()).toBe('admin@demo.test');
    await item.getByTestId('ad-review-approve').click();
    await item.waitFor({ state: 'detached' });
    // The demo's javascript pixel waits in the same page, its code as text; approving takes it off.
    const pixel = page.getByTestId('pixel-review-item').filter({ hasText: 'Retargeting tag (javascript)' });
    expect(await pixel.getByTestId('pixel-review-trigger_code').innerText()).toBe("retarget.track('visit');");
    expect(await pixel.getByTestId('pixel-review-externalcode').innerText()).toBe('https://tags.demo.invalid/retarget.js');
    await pixel.getByTestId('pixel-review-approve').click();
    await pixel.waitFor({ state: 'detached' });
    await page.getByTestId('pixel-review').getByText('No pixels waiting').waitFor();

    await page.getByTestId('nav-placeAds').click();
    await page.getByTestId('ads-page').waitFor();
    await cell(page, 'Quiz partner script').waitFor();
    expect(await approvalOf(page, 'Quiz partner script')).toBe('Approved');
    // AD-17: editing the tag shows the ad as needing review again.
    await cell(page, 'Quiz partner script').click();
    await adDialog(page).waitFor();
    await tab(page, 'ad').click();
    await page.getByTestId('ad-approved').waitFor();
    await page.getByTestId('field-tag').fill('<div>changed</div>');
    expect(await page.getByTestId('ad-pending').innerText()).toContain('reviewed again');
    await page.getByTestId('ad-dialog-cancel').click();
    await adDialog(page).waitFor({ state: 'detached' });

    // A rejection carries its reason to the owner: the table's tag and the dialog say it.
    await createAd(page, 'Casino partner script', 'dynamic');
    await page.getByTestId('nav-adReview').click();
    const rejected = page.getByTestId('ad-review-item').filter({ hasText: 'Casino partner script' });
    await rejected.getByTestId('ad-review-reject').click();
    const rejectDialog = page.locator('.bp6-dialog', { has: page.getByTestId('ad-review-reject-dialog') });
    await rejectDialog.getByTestId('ad-review-reject-dialog-submit').click();
    await rejectDialog.getByText('Reason is required.').waitFor();
    await rejectDialog.getByTestId('field-reason').fill('Gambling ads are not allowed.');
    await rejectDialog.getByTestId('ad-review-reject-dialog-submit').click();
    await rejected.waitFor({ state: 'detached' });
    await page.getByTestId('nav-placeAds').click();
    await cell(page, 'Casino partner script').waitFor();
    expect(await approvalOf(page, 'Casino partner script')).toBe('Rejected');
    await cell(page, 'Casino partner script').click();
    await tab(page, 'ad').click();
    expect(await page.getByTestId('ad-rejected').innerText()).toBe('This ad was rejected: Gambling ads are not allowed.');
  });
});
