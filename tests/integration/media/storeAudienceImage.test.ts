import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { crud } from '../../../core/common/permissions';
import { DEMO_ORGANISATION } from '../../../core/server/seed/demoAccounts';
import { reply, startFakeHttpServer, type FakeHttpServer } from '../../support/fakeHttpServer';
import { organisationMember } from '../../support/organisationMember';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { animatedGif, dataUrl, GIF_JS_POLYGLOT, HTML_PAGE, jpegWithExif, noisyPng, pngImage, SCRIPTED_SVG } from '../../support/testImages';

/** What crudAudiences asks: an audience manager who is no admin. */
const AUDIENCE_MANAGER = [...crud('AUDIENCES'), 'MODULE_DMP.VIEW'];
/** Small enough to test both size refusals quickly. */
const MAX_BYTES = 300 * 1024;

/**
 * POST images/storeAudience and GET /media/<file> on the real server (issue 15, IM-07, TM-10):
 * uploads and URL imports taken in by content, served with a safe type, tenancy and the provider
 * audiences' protection. URL imports reach a local fake image host; the server is told to allow
 * loopback addresses for it (urlImportGuard.test.ts checks the default refuses them).
 */
describe('images: storeAudience and the media files (IM-07, TM-10, OP-64)', () => {
  let t: TestServer;
  let fake: FakeHttpServer;
  let db: Kysely<any>;
  let admin: string;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let png: Buffer;
  let provider: number;
  const mediaDir = () => path.join(t.server.config.dataDir, 'media');
  const storedFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : []);
  const store = (token: string, body: object) => t.request('POST', '/v1/images/storeAudience', { token, body });
  const createAudience = async (token: string, english: string) => {
    const res = await t.request('POST', '/v1/audiences', { token, body: { german: english, english, type_id: 1 } });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const fetchMedia = (filename: string) => fetch(`${t.url}/media/${filename}`);

  beforeAll(async () => {
    png = await pngImage(64, 48);
    const animated = await animatedGif();
    fake = await startFakeHttpServer({
      '/photo.png': reply('image/png', png),
      '/animated.gif': reply('image/gif', animated),
      '/page.png': reply('image/png', HTML_PAGE),
      '/moved': (_request, response) => response.writeHead(302, { location: '/photo.png' }).end(),
      '/missing.png': reply('text/plain', 'gone', 404),
    });
    t = await startTestServer({ media: { maxBytes: MAX_BYTES, importPrivateAddresses: true } });
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    const demoOrganisation = (await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow()).id;
    const otherOrganisation = (await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow()).id;
    a = await organisationMember(t, 'images-a@demo.test', demoOrganisation, AUDIENCE_MANAGER);
    b = await organisationMember(t, 'images-b@other.test', otherOrganisation, AUDIENCE_MANAGER);
    provider = (await db.selectFrom('audiences').select('id').where('english', '=', 'Sports').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('IM-07: an uploaded PNG (isBase64) becomes the audience\'s filename and is served as image/png with nosniff, a closed CSP and a long cache', async () => {
    const id = await createAudience(a.token, 'Upload PNG');
    const res = await store(a.token, { id, imageUrl: dataUrl(png), isBase64: true });
    expect(res.status).toBe(200);
    const { filename } = res.body.data;
    expect(filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(res.body.data).toMatchObject({ id, filename, yt_video_id: null, version: 2 });
    expect((await db.selectFrom('audiences').select('filename').where('id', '=', id).executeTakeFirstOrThrow()).filename).toBe(filename);
    const served = await fetchMedia(filename);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'x-content-type-options', 'content-security-policy', 'cache-control'].map((h) => [h, served.headers.get(h)]))).toEqual({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('IM-07: an uploaded JPEG is served as image/jpeg without its EXIF; the audience\'s previous file is deleted', async () => {
    const id = await createAudience(a.token, 'Upload JPEG');
    const first = (await store(a.token, { id, imageUrl: dataUrl(png), isBase64: true })).body.data.filename;
    const res = await store(a.token, { id, imageUrl: dataUrl(await jpegWithExif(), 'image/jpeg'), isBase64: true });
    expect(res.status).toBe(200);
    const served = await fetchMedia(res.body.data.filename);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).includes('SecretCam')).toBe(false);
    expect((await fetchMedia(first)).status).toBe(404);
    expect(storedFiles()).not.toContain(first);
  });

  it('issue 15: deleting an audience deletes the images of it and of its sub-audiences', async () => {
    const parent = await createAudience(a.token, 'Upload parent');
    const child = (await t.request('POST', '/v1/audiences', { token: a.token, body: { german: 'Upload child', english: 'Upload child', type_id: 1, parent_id: parent } })).body.data.id as number;
    const files = [];
    for (const id of [parent, child]) files.push((await store(a.token, { id, imageUrl: dataUrl(png), isBase64: true })).body.data.filename as string);
    expect((await t.request('DELETE', `/v1/audiences/${parent}`, { token: a.token })).status).toBe(200);
    for (const file of files) {
      expect((await fetchMedia(file)).status).toBe(404);
      expect(storedFiles()).not.toContain(file);
    }
  });

  it('OP-64: an SVG with script, an HTML page renamed .png and a GIF/JS polyglot are refused with 422 on imageUrl, and nothing is stored', async () => {
    const id = await createAudience(a.token, 'Refusals');
    const before = storedFiles();
    for (const [bytes, type] of [[SCRIPTED_SVG, 'image/svg+xml'], [HTML_PAGE, 'image/png'], [GIF_JS_POLYGLOT, 'image/gif']] as const) {
      const res = await store(a.token, { id, imageUrl: dataUrl(bytes, type), isBase64: true });
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 422, errors: { imageUrl: ['imageUrl must be a JPEG, PNG, WebP, GIF or AVIF image.'] } });
    }
    expect(storedFiles()).toEqual(before);
    expect((await db.selectFrom('audiences').select(['filename', 'version']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ filename: null, version: 1 });
  });

  it('OP-64: an image over the size limit is a 422 naming the limit; a body far beyond it a 413; nothing is stored', async () => {
    const id = await createAudience(a.token, 'Too large');
    const before = storedFiles();
    // Over the limit, but within the body limit a data URL of MAX_BYTES needs (4/3 of it, and a little).
    const big = await noisyPng(330, 330);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    expect(big.length).toBeLessThan(MAX_BYTES * 1.1);
    const res = await store(a.token, { id, imageUrl: dataUrl(big), isBase64: true });
    expect({ status: res.status, errors: res.body?.errors }).toEqual({ status: 422, errors: { imageUrl: ['imageUrl may not be larger than 300 KB.'] } });
    const huge = await store(a.token, { id, imageUrl: dataUrl(Buffer.alloc(MAX_BYTES * 2)), isBase64: true });
    expect(huge.status).toBe(413);
    expect(storedFiles()).toEqual(before);
  });

  it('IM-07: a URL import from a (local fake) image host is stored and served; a redirect is followed; an HTML page or a 404 is a 422', async () => {
    const id = await createAudience(a.token, 'Imported');
    const res = await store(a.token, { id, imageUrl: `${fake.url}/photo.png`, isBase64: false });
    expect(res.status).toBe(200);
    expect((await fetchMedia(res.body.data.filename)).headers.get('content-type')).toBe('image/png');
    const moved = await store(a.token, { id, imageUrl: `${fake.url}/moved` });
    expect(moved.status).toBe(200);
    const gif = await store(a.token, { id, imageUrl: `${fake.url}/animated.gif` });
    expect(gif.body.data.filename).toMatch(/\.webp$/);
    expect((await sharp(Buffer.from(await (await fetchMedia(gif.body.data.filename)).arrayBuffer()), { animated: true }).metadata()).pages).toBe(2);
    const page = await store(a.token, { id, imageUrl: `${fake.url}/page.png` });
    expect({ status: page.status, errors: page.body.errors }).toEqual({ status: 422, errors: { imageUrl: ['imageUrl must be a JPEG, PNG, WebP, GIF or AVIF image.'] } });
    const missing = await store(a.token, { id, imageUrl: `${fake.url}/missing.png` });
    expect({ status: missing.status, errors: missing.body.errors }).toEqual({ status: 422, errors: { imageUrl: ['imageUrl could not be loaded as an image.'] } });
    const file = await store(a.token, { id, imageUrl: 'file:///etc/passwd' });
    expect({ status: file.status, errors: file.body.errors }).toEqual({ status: 422, errors: { imageUrl: ['imageUrl must be an http or https address on the public internet.'] } });
  });

  it('IM-01, OP-64: without provider keys the local library serves stock and animated images; video is not offered (422)', async () => {
    expect((await t.request('GET', '/v1/images/sources', { token: a.token })).body.data).toEqual({ libraries: ['stock', 'animated'], maxBytes: MAX_BYTES });
    const animated = await t.request('POST', '/v1/images/search', { token: a.token, body: { library: 'animated', search: 'blink' } });
    expect(animated.body.data.items).toEqual([expect.objectContaining({ tags: 'animated, signal, blink', previewURL: expect.stringMatching(/\.webp$/) })]);
    expect((await t.request('POST', '/v1/images/search', { token: a.token, body: { library: 'stock', search: 'nothing-like-this' } })).body.data.items).toEqual([]);
    expect((await t.request('POST', '/v1/images/search', { token: a.token, body: { library: 'video', search: 'x' } })).status).toBe(422);
  });

  it('IM-04, IM-07: a library image (its /media/ URL) is copied for the audience without a download; uploads are found by the library search', async () => {
    const search = await t.request('POST', '/v1/images/search', { token: a.token, body: { library: 'stock', search: 'football', page: 1 } });
    expect(search.status).toBe(200);
    const [demo] = search.body.data.items;
    expect(demo).toMatchObject({ tags: 'sports, football, ball', previewURL: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.png$/) });
    const requestsBefore = fake.requests.length;
    const id = await createAudience(a.token, 'From library');
    const res = await store(a.token, { id, imageUrl: `${t.url}${demo.downloadURL}` });
    expect(res.status).toBe(200);
    expect(res.body.data.filename).not.toBe(demo.id);
    expect(fake.requests.length).toBe(requestsBefore);
    // The copy keeps the library's one entry; replacing it later leaves the demo image in place.
    expect((await t.request('POST', '/v1/images/search', { token: a.token, body: { library: 'stock', search: 'football' } })).body.data.items).toHaveLength(1);
    await store(a.token, { id, imageUrl: dataUrl(png), isBase64: true });
    expect((await fetchMedia(demo.id)).status).toBe(200);
  });

  it('IM-07: a video keeps its id (ytVideoId) with its thumbnail as the image; a bad id is a 422', async () => {
    const id = await createAudience(a.token, 'Video');
    const res = await store(a.token, { id, ytVideoId: 'dQw4w9WgXcQ', imageUrl: `${fake.url}/photo.png` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ yt_video_id: 'dQw4w9WgXcQ', filename: expect.stringMatching(/\.png$/) });
    const onlyId = await store(a.token, { id, ytVideoId: 'abcdefghijk' });
    expect(onlyId.body.data).toMatchObject({ yt_video_id: 'abcdefghijk', filename: null });
    const bad = await store(a.token, { id, ytVideoId: '<script>' });
    expect({ status: bad.status, errors: bad.body.errors }).toEqual({ status: 422, errors: { ytVideoId: ['ytVideoId must be a video id.'] } });
    const none = await store(a.token, { id });
    expect({ status: none.status, errors: none.body.errors }).toEqual({ status: 422, errors: { imageUrl: ['imageUrl is required.'] } });
  });

  it("issue 15: another organisation's audience is a 404 and keeps its image; nothing is stored", async () => {
    const foreign = await createAudience(b.token, 'Foreign');
    const before = storedFiles();
    const res = await store(a.token, { id: foreign, imageUrl: dataUrl(png), isBase64: true });
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 404, error: 'audience_not_found' });
    expect(storedFiles()).toEqual(before);
  });

  it('TM-10: a member may not change a provider (is_pinpoll) audience\'s image (403), an admin may', async () => {
    const before = storedFiles();
    const refused = await store(a.token, { id: provider, imageUrl: dataUrl(png), isBase64: true });
    expect(refused.status).toBe(403);
    expect(storedFiles()).toEqual(before);
    const allowed = await store(admin, { id: provider, imageUrl: dataUrl(png), isBase64: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ id: provider, is_pinpoll: true, filename: expect.stringMatching(/\.png$/) });
  });

  it('issue 15: /media/ answers 404 for unknown names, other extensions and traversal', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', 'x.svg', '..%2F..%2Fjwt-secret', '%2e%2e/jwt-secret', '0123456789abcdef0123456789abcdef.html']) {
      expect({ name, status: (await fetchMedia(name)).status }).toEqual({ name, status: 404 });
    }
  });
});
