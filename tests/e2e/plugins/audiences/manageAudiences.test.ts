import type { Kysely } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { audiencePanel, expandPanel as expand, panelControls as controls, panelHeader as header } from '../../../support/audiencePanels';
import { toast } from '../../../support/toast';
import { useBrowserSuite } from '../../../support/startBrowserSuite';

/** The demo server with its seeded taxonomy, no traffic: what the InterestsCard shows comes from the hits sent here. */
const suite = useBrowserSuite();
const db = () => suite.server.server.db as unknown as Kysely<any>;
const idOf = async (english: string) => (await db().selectFrom('audiences').select('id').where('english', '=', english).executeTakeFirstOrThrow()).id as number;

async function openManager(email: string): Promise<Page> {
  const page = await suite.openAs('/audiences/manage-audiences', email);
  // A step that never comes fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(10_000);
  await page.getByTestId('manage-audiences').waitFor();
  return page;
}
const tree = (page: Page, typeId: number) => page.getByTestId(`audience-tree-${typeId}`);
/** The panel of the audience named `name` (English; the interface is in English) inside `scope`. */
const panel = async (scope: Page | Locator, name: string) => audiencePanel(scope, await idOf(name));
const dialog = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('audience-dialog') });
/** Layout width, unaffected by the opening animation's scale transform. */
const layoutWidth = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).offsetWidth);
const fieldGroup = (page: Page, name: string) => page.locator('.bp6-form-group', { has: page.getByTestId(`field-${name}`) });
/** An audiences call made with the page's session (as another tab of the same user would). */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const reply = await fetch(`/api/v1/audiences${path}`, { method, headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: reply.status, body: await reply.json() };
    },
    [method, path, body] as const,
  );
async function fillNames(page: Page, german: string, english: string) {
  await page.getByTestId('field-german').fill(german);
  await page.getByTestId('field-english').fill(english);
}

describe('/audiences/manage-audiences in Chromium', () => {
  it('TM-02, TM-03, TM-09, TM-11: an admin sees the interests and properties trees with ids; a node opens into image, edit, add-sub-entry and delete above its sub-audiences; the drawer has the entry', async () => {
    const page = await openManager('admin@demo.test');
    expect(await page.getByTestId('nav-manageAudiences').count()).toBe(1);
    expect(await tree(page, 1).getByRole('heading').innerText()).toBe('Interests');
    expect(await tree(page, 2).getByRole('heading').innerText()).toBe('Properties');
    const roots = (typeId: number) => tree(page, typeId).locator('> .ac-audience-panel > .ac-audience-panel-header [data-testid=audience-name]').allInnerTexts();
    expect(await roots(1)).toEqual(expect.arrayContaining(['Sports', 'Politics', 'Business', 'Travel']));
    expect(await roots(2)).toEqual(expect.arrayContaining(['Parents', 'Students']));
    expect(await roots(1)).not.toContain('Parents');
    const sports = await panel(tree(page, 1), 'Sports');
    expect(await header(sports).getByTestId('audience-id').innerText()).toBe(`ID ${await idOf('Sports')}`);
    expect(await (await panel(page, 'Football')).count()).toBe(0);
    await expand(sports);
    expect(await controls(sports)).toEqual(['audience-edit-image', 'audience-edit', 'audience-add-sub', 'audience-delete']);
    await (await panel(sports, 'Football')).waitFor();
  });

  it('TM-04, TM-05, TM-12: create at the root of a type and as a sub-entry; names of 2 and 31 characters are refused with the counter at /30', async () => {
    const page = await openManager('admin@demo.test');
    await tree(page, 2).getByTestId('audience-add-root').click();
    await dialog(page).waitFor();
    expect(await page.getByTestId('field-parent_id').inputValue()).toBe('Properties (top level)');
    expect(await page.getByTestId('field-german-counter').innerText()).toBe('0/30');
    await fillNames(page, 'ab', 'x'.repeat(31));
    expect(await page.getByTestId('field-english-counter').innerText()).toBe('31/30');
    await page.getByTestId('audience-dialog-submit').click();
    // The schema's messages name the fields by their labels.
    await fieldGroup(page, 'german').getByText('German name must be at least 3 characters.').waitFor();
    await fieldGroup(page, 'english').getByText('English name may not be greater than 30 characters.').waitFor();
    await fillNames(page, 'Hundebesitzer', 'Dog owners');
    await page.getByTestId('field-english').press('Enter');
    await toast(page, 'Successfully created.');
    await dialog(page).waitFor({ state: 'detached' });
    const dogs = await panel(tree(page, 2), 'Dog owners');
    await dogs.waitFor();
    expect(await db().selectFrom('audiences').select(['german', 'type_id', 'parent_id']).where('english', '=', 'Dog owners').executeTakeFirst()).toEqual({ german: 'Hundebesitzer', type_id: 2, parent_id: null });

    await expand(dogs);
    await dogs.getByTestId('audience-add-sub').first().click();
    expect(await page.getByTestId('field-parent_id').inputValue()).toBe('Dog owners');
    await fillNames(page, 'Welpen', 'Puppies');
    await page.getByTestId('audience-dialog-submit').click();
    await toast(page, 'Successfully created.');
    await (await panel(dogs, 'Puppies')).waitFor();
    expect(await db().selectFrom('audiences').select(['type_id', 'parent_id']).where('english', '=', 'Puppies').executeTakeFirst()).toEqual({ type_id: 2, parent_id: await idOf('Dog owners') });
  });

  it('TM-06: the server\'s refusals land on the fields: a parent deleted meanwhile (a real 422) under the parent, a refused German name under the German field', async () => {
    const page = await openManager('admin@demo.test');
    const created = await call(page, 'POST', '', { german: 'Vergänglich', english: 'Short-lived', type_id: 1 });
    await page.reload();
    const doomed = await panel(tree(page, 1), 'Short-lived');
    await expand(doomed);
    await doomed.getByTestId('audience-add-sub').first().click();
    await fillNames(page, 'Kind', 'Child');
    // Another tab deletes the parent meanwhile: the server refuses the parent.
    expect((await call(page, 'DELETE', `/${created.body.data.id}`)).status).toBe(200);
    await page.getByTestId('audience-dialog-submit').click();
    await fieldGroup(page, 'parent_id').getByText('Parent must be an audience you can see, of the same type.').waitFor();
    expect(await fieldGroup(page, 'parent_id').evaluate((group) => group.classList.contains('bp6-intent-danger'))).toBe(true);
    await page.getByTestId('audience-dialog-cancel').click();

    // A rule only the server knows (a name taken, say) comes back as a 422 on german.
    await page.route('**/api/v1/audiences', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: 'validation_failed', message: 'Invalid value', errors: { german: ['German is taken.'] } }) }) : route.continue(),
    );
    await tree(page, 1).getByTestId('audience-add-root').click();
    await fillNames(page, 'Sport', 'Sports again');
    await page.getByTestId('audience-dialog-submit').click();
    await fieldGroup(page, 'german').getByText('German is taken.').waitFor();
    expect(await page.getByTestId('field-german').isVisible()).toBe(true);
    expect(await page.locator('.bp6-toast').count()).toBe(0);
  });

  it('TM-04, TM-09, TM-12: edit shows the id and the flags to an admin and renames the audience: "Successfully updated." and the tree shows the new name', async () => {
    const page = await openManager('admin@demo.test');
    await call(page, 'POST', '', { german: 'Kochen', english: 'Cooking', type_id: 1 });
    await page.reload();
    const cooking = await panel(tree(page, 1), 'Cooking');
    await expand(cooking);
    await cooking.getByTestId('audience-edit').first().click();
    await dialog(page).waitFor();
    expect(await page.getByTestId('audience-dialog-id').innerText()).toBe(`ID ${await idOf('Cooking')}`);
    expect(await page.getByTestId('field-german').inputValue()).toBe('Kochen');
    expect(await page.getByTestId('field-is_pinpoll').isChecked()).toBe(false);
    expect(await page.getByTestId('field-is_aitopic').isChecked()).toBe(false);
    await page.getByTestId('field-english').fill('Home cooking');
    await page.getByTestId('audience-dialog-submit').click();
    await toast(page, 'Successfully updated.');
    await (await panel(tree(page, 1), 'Home cooking')).waitFor();
    expect(await db().selectFrom('audiences').select(['english', 'version']).where('german', '=', 'Kochen').executeTakeFirst()).toEqual({ english: 'Home cooking', version: 2 });
  });

  it('TM-07, TM-12: delete asks in a 300 px confirmation how many sub-audiences and mapping rules go with it; Delete removes the branch and says "Successfully deleted."', async () => {
    const page = await openManager('admin@demo.test');
    const root = (await call(page, 'POST', '', { german: 'Gärten', english: 'Gardens', type_id: 1 })).body.data.id;
    const child = (await call(page, 'POST', '', { german: 'Rosen', english: 'Roses', type_id: 1, parent_id: root })).body.data.id;
    await call(page, 'POST', '', { german: 'Tulpen', english: 'Tulips', type_id: 1, parent_id: root });
    await db().insertInto('audience_surf_rules').values([{ audience_id: root, key: 'og:section', value: 'garden' }, { audience_id: child, key: 'og:section', value: 'roses' }]).execute();
    await db().insertInto('audience_question_rules').values({ audience_id: child, poll_id: 1, answer_id: 2 }).execute();
    await page.reload();
    const gardens = await panel(tree(page, 1), 'Gardens');
    await expand(gardens);
    await gardens.getByTestId('audience-delete').first().click();
    const confirm = page.locator('.bp6-alert', { has: page.getByTestId('audience-delete-confirm') });
    await confirm.waitFor();
    expect(await layoutWidth(confirm)).toBe(300);
    expect(await page.getByTestId('audience-delete-confirm').innerText()).toBe('Delete the audience "Gardens"? 2 sub-audiences and 3 mapping rules go with it.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await gardens.count()).toBe(1);

    await gardens.getByTestId('audience-delete').first().click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Successfully deleted.');
    await gardens.waitFor({ state: 'detached' });
    expect(await db().selectFrom('audiences').select('id').where('english', 'in', ['Gardens', 'Roses', 'Tulips']).execute()).toEqual([]);
  });

  it('TM-09, TM-10, OP-44: a marketer sees no ids nor switches; on the shared provider audience Sports only add-sub-entry; on a provider audience of their organisation edit but no image or delete; their own audience all four', async () => {
    const page = await openManager('marketer@demo.test');
    expect(await page.getByTestId('audience-id').count()).toBe(0);
    const sports = await panel(tree(page, 1), 'Sports');
    await expand(sports);
    expect(await controls(sports)).toEqual(['audience-add-sub']);

    await tree(page, 1).getByTestId('audience-add-root').click();
    await dialog(page).waitFor();
    expect(await page.getByTestId('field-is_pinpoll').count()).toBe(0);
    expect(await page.getByTestId('field-is_aitopic').count()).toBe(0);
    await fillNames(page, 'Marke', 'Brand');
    await page.getByTestId('audience-dialog-submit').click();
    await toast(page, 'Successfully created.');
    // An admin places a provider audience under the marketer's own one (as the integration test's).
    const admin = await suite.openAs('/audiences/manage-audiences', 'admin@demo.test');
    await admin.getByTestId('manage-audiences').waitFor();
    expect((await call(admin, 'POST', '', { german: 'Anbieter', english: 'Provider brand', type_id: 1, parent_id: await idOf('Brand'), is_pinpoll: true })).status).toBe(200);

    await page.reload();
    const brand = await panel(tree(page, 1), 'Brand');
    await expand(brand);
    expect(await controls(brand)).toEqual(['audience-edit-image', 'audience-edit', 'audience-add-sub']);
    const provider = await panel(brand, 'Provider brand');
    await expand(provider);
    expect(await controls(provider)).toEqual(['audience-edit', 'audience-add-sub']);

    // The admin has every control on the same provider audience.
    await admin.reload();
    const adminBrand = await panel(tree(admin, 1), 'Brand');
    await expand(adminBrand);
    const adminProvider = await panel(adminBrand, 'Provider brand');
    await expand(adminProvider);
    expect(await controls(adminProvider)).toEqual(['audience-edit-image', 'audience-edit', 'audience-add-sub', 'audience-delete']);
  });

  it('issue 15: an audience created here shows in the realtime InterestsCard once a visitor earns it, and in the insights audience chooser, without a restart', async () => {
    const page = await openManager('admin@demo.test');
    await tree(page, 1).getByTestId('audience-add-root').click();
    await fillNames(page, 'Skateboarden', 'Skateboarding');
    await page.getByTestId('audience-dialog-submit').click();
    await toast(page, 'Successfully created.');
    const id = await idOf('Skateboarding');
    // Its mapping rule (the mappings screens are a later issue): a page of the section "skate" earns it.
    await db().insertInto('audience_surf_rules').values({ audience_id: id, key: 'og:section', value: 'skate', affinity_score: 5 }).execute();
    const sent = await suite.collect({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/skate/park', title: 'Skate park', referrer: '', visitorId: 'e2e-skater', meta: { 'og:section': 'skate' } });
    expect(sent.status).toBe(202);

    // The same tab goes on to the dashboard.
    await page.getByTestId('nav-analyticsRealtime').click();
    const card = page.locator('[data-testid="grid-card"][data-component="InterestsCard"]');
    await card.getByRole('treeitem').filter({ hasText: 'Skateboarding' }).first().waitFor({ timeout: 20_000 });

    await page.getByTestId('nav-analyticsInsightsAudiences').click();
    await page.getByTestId('chooser-interests').getByTestId(`audience-${id}`).waitFor();
  });
});
