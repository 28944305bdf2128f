import type { Kysely } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { audiencePanel, expandPanel as expand, panelControls as controls, panelHeader as header } from '../../../support/audiencePanels';
import { toast } from '../../../support/toast';
import { reply, startFakeHttpServer, type FakeHttpServer } from '../../../support/fakeHttpServer';
import { useBrowserSuite } from '../../../support/startBrowserSuite';
import { pngImage } from '../../../support/testImages';

/** The uploaded file and the imported one differ in width, so the avatar tells which it shows. */
const UPLOAD = { width: 32, height: 24 };
const IMPORTED = { width: 64, height: 48 };
const STORED_NAME = /^\/media\/[0-9a-f]{32}\.png$/;

let imageHost: FakeHttpServer;
beforeAll(async () => {
  imageHost = await startFakeHttpServer({ '/photo.png': reply('image/png', await pngImage(IMPORTED.width, IMPORTED.height, '#cc6633')) });
});
afterAll(() => imageHost?.close());

/** The URL import reaches the local image host above: private addresses allowed for this suite only. */
const suite = useBrowserSuite(undefined, { media: { importPrivateAddresses: true } });
const db = () => suite.server.server.db as unknown as Kysely<any>;
const idOf = async (english: string) => (await db().selectFrom('audiences').select('id').where('english', '=', english).executeTakeFirstOrThrow()).id as number;

async function openPage(path: string, testId: string, email = 'admin@demo.test'): Promise<Page> {
  const page = await suite.openAs(path, email);
  // A step that never comes fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(10_000);
  await page.getByTestId(testId).waitFor();
  return page;
}
const openManager = (email?: string) => openPage('/audiences/manage-audiences', 'manage-audiences', email);
/** An audiences call made with the page's session. */
const create = (page: Page, body: object) =>
  page.evaluate(async (body) => {
    const reply = await fetch('/api/v1/audiences', { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return (await reply.json()).data.id as number;
  }, body);
const panel = async (scope: Page | Locator, name: string) => audiencePanel(scope, await idOf(name));
const avatar = (p: Locator) => header(p).getByTestId('audience-avatar');
const imageDialog = (page: Page) => page.locator('.bp6-dialog', { has: page.getByTestId('add-image-save') });

/** `scope` once it is the <img> of `path`. */
const imageOf = (scope: Locator, path: string) => scope.and(scope.page().locator(`img[src="${path}"]`));
/** What an <img> shows once loaded: its path and natural size (0 × 0 for a broken image). */
async function shownImage(image: Locator) {
  await image.waitFor();
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { path: new URL(img.src).pathname, width: img.naturalWidth, height: img.naturalHeight };
  });
}
const storedFile = async (english: string) => `/media/${(await db().selectFrom('audiences').select('filename').where('english', '=', english).executeTakeFirstOrThrow()).filename}`;

/** The audience the admin gives an image, created by the first test. */
const LIGHTHOUSES = 'Lighthouses';

describe('audience images in Chromium', () => {
  it('IM-01, IM-06, IM-07, TM-08: the image icon opens the add-image dialog with save disabled; a picked PNG is saved, "Image added." shows and the panel\'s avatar loads it from /media/', async () => {
    const page = await openManager();
    await create(page, { german: 'Leuchttürme', english: LIGHTHOUSES, type_id: 1 });
    await page.reload();
    const lighthouses = await panel(page, LIGHTHOUSES);
    expect(await avatar(lighthouses).evaluate((el) => el.tagName)).toBe('SPAN');
    await expand(lighthouses);
    await lighthouses.getByTestId('audience-edit-image').first().click();
    const dialog = imageDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Add image');
    expect(await page.getByTestId('add-image-save').isDisabled()).toBe(true);

    const file = await pngImage(UPLOAD.width, UPLOAD.height);
    await page.getByTestId('image-drop').locator('input[type=file]').setInputFiles({ name: 'lighthouse.png', mimeType: 'image/png', buffer: file });
    await page.getByTestId('image-chosen').waitFor();
    expect(await page.getByTestId('add-image-save').isEnabled()).toBe(true);
    await page.getByTestId('add-image-save').click();
    await toast(page, 'Image added.');
    await dialog.waitFor({ state: 'detached' });

    const stored = await storedFile(LIGHTHOUSES);
    expect(stored).toMatch(STORED_NAME);
    expect(await shownImage(imageOf(avatar(lighthouses), stored))).toEqual({ path: stored, ...UPLOAD });
  });

  it('IM-02, IM-07: an image URL is checked after typing, then imported by the server from its (local) host; the avatar shows the imported image', async () => {
    const page = await openManager();
    const lighthouses = await panel(page, LIGHTHOUSES);
    const before = await storedFile(LIGHTHOUSES);
    await expand(lighthouses);
    await lighthouses.getByTestId('audience-edit-image').first().click();
    await imageDialog(page).getByRole('tab', { name: 'URL' }).click();
    await page.getByTestId('image-url').fill('not a url');
    await imageDialog(page).getByText('Image URL is not a valid URL.').waitFor();
    expect(await page.getByTestId('add-image-save').isDisabled()).toBe(true);
    await page.getByTestId('image-url').fill(`${imageHost.url}/photo.png`);
    // Chosen once the check 500 ms after the last keystroke passed; an http image is named, not drawn (the policy loads https images only).
    await page.getByTestId('image-chosen').waitFor();
    expect(await page.getByTestId('image-chosen').innerText()).toBe(`${imageHost.url}/photo.png`);
    expect(await page.getByTestId('image-chosen').locator('img').count()).toBe(0);
    await page.getByTestId('add-image-save').click();
    await toast(page, 'Image added.');
    await imageDialog(page).waitFor({ state: 'detached' });

    expect(imageHost.requests.map((url) => url.pathname)).toContain('/photo.png');
    const stored = await storedFile(LIGHTHOUSES);
    expect(stored).toMatch(STORED_NAME);
    expect(stored).not.toBe(before);
    expect(await shownImage(imageOf(avatar(lighthouses), stored))).toEqual({ path: stored, ...IMPORTED });
  });

  it('AO-21: the audience\'s card on /audiences/show shows its stored image', async () => {
    const page = await openPage('/audiences/show', 'audiences-overview');
    const stored = await storedFile(LIGHTHOUSES);
    const cardAvatar = page.getByTestId(`audience-card-${await idOf(LIGHTHOUSES)}`).getByTestId('audience-avatar');
    expect(await shownImage(imageOf(cardAvatar, stored))).toEqual({ path: stored, ...IMPORTED });
  });

  it('IM-03, IM-05: the stock library search says "No results found." for a nonsense word and lists the demo images tagged with a word', async () => {
    const page = await openManager();
    const lighthouses = await panel(page, LIGHTHOUSES);
    await expand(lighthouses);
    await lighthouses.getByTestId('audience-edit-image').first().click();
    await imageDialog(page).getByRole('tab', { name: 'Stock images' }).click();
    const search = page.getByTestId('image-search-stock-input');
    await search.fill('xyzzyplughnothing');
    const empty = page.getByTestId('image-search-stock-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toBe('No results found.');

    await search.fill('beach');
    await empty.waitFor({ state: 'detached' });
    const items = page.getByTestId('image-search-item');
    await items.first().waitFor();
    expect(await items.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title')))).toEqual(['travel, beach, sun, holiday']);
    expect(await shownImage(items.first().locator('img'))).toEqual({ path: expect.stringMatching(STORED_NAME), width: 240, height: 160 });
    await page.getByTestId('add-image-cancel').click();
    await imageDialog(page).waitFor({ state: 'detached' });
  });

  it('TM-10: a marketer has the image icon on their own audience but none on a provider (is_pinpoll) audience of their organisation', async () => {
    const page = await openManager('marketer@demo.test');
    await create(page, { german: 'Werft', english: 'Shipyard', type_id: 1 });
    // Only an admin makes a provider audience; under the marketer's one it is of their organisation.
    const admin = await openManager();
    await create(admin, { german: 'Anbieterwerft', english: 'Provider shipyard', type_id: 1, parent_id: await idOf('Shipyard'), is_pinpoll: true });

    await page.reload();
    const shipyard = await panel(page, 'Shipyard');
    await expand(shipyard);
    expect(await controls(shipyard)).toContain('audience-edit-image');
    const provider = await panel(shipyard, 'Provider shipyard');
    await expand(provider);
    expect(await controls(provider)).toEqual(['audience-edit', 'audience-add-sub']);
  });
});
