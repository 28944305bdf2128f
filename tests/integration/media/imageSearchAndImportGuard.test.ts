import { reply, startFakeHttpServer, type FakeHttpServer } from '../../support/fakeHttpServer';
import { startTestServer, type TestServer } from '../../support/startTestServer';
import { pngImage } from '../../support/testImages';

/** Pixabay's documented search reply (https://pixabay.com/api/docs/#api_search_images), two hits. */
const PIXABAY_REPLY = {
  total: 4692,
  totalHits: 500,
  hits: [
    { id: 195893, pageURL: 'https://pixabay.com/en/blossom-bloom-flower-195893/', type: 'photo', tags: 'blossom, bloom, flower', previewURL: 'https://cdn.pixabay.com/photo/2013/10/15/09/12/flower-195893_150.jpg', previewWidth: 150, previewHeight: 84, webformatURL: 'https://pixabay.com/get/35bbf209e13e39d2_640.jpg', largeImageURL: 'https://pixabay.com/get/ed6a99fd0a76647_1280.jpg', views: 7671, downloads: 6439, likes: 5, user: 'Josch13' },
    { id: 73424, pageURL: 'https://pixabay.com/en/sunflower-73424/', type: 'photo', tags: 'sunflower, yellow', previewURL: 'https://cdn.pixabay.com/photo/73424_150.jpg', webformatURL: 'https://pixabay.com/get/73424_640.jpg', largeImageURL: 'https://pixabay.com/get/73424_1280.jpg' },
  ],
};

/** Giphy's documented search reply (https://developers.giphy.com/docs/api/schema#gif-object). */
const GIPHY_REPLY = {
  data: [
    {
      type: 'gif',
      id: 'YsTs5ltWtEhnq',
      url: 'https://giphy.com/gifs/confused-flying-YsTs5ltWtEhnq',
      title: 'Confused Cat GIF',
      rating: 'g',
      images: {
        original: { url: 'https://media.giphy.com/media/YsTs5ltWtEhnq/giphy.gif', width: '500', height: '281' },
        fixed_height: { url: 'https://media.giphy.com/media/YsTs5ltWtEhnq/200.gif', width: '356', height: '200' },
        fixed_width_small: { url: 'https://media.giphy.com/media/YsTs5ltWtEhnq/100w.gif', width: '100', height: '56' },
      },
    },
  ],
  pagination: { total_count: 1947, count: 1, offset: 0 },
  meta: { status: 200, msg: 'OK', response_id: '5cd...' },
};

/** The YouTube Data API's search.list reply (https://developers.google.com/youtube/v3/docs/search/list), per page token. */
const youtubeReply = (pageToken: string | null) => ({
  kind: 'youtube#searchListResponse',
  etag: 'etag',
  nextPageToken: pageToken ? undefined : 'CBQQAA',
  regionCode: 'AT',
  pageInfo: { totalResults: 1000000, resultsPerPage: 20 },
  items: [
    {
      kind: 'youtube#searchResult',
      etag: 'e',
      id: { kind: 'youtube#video', videoId: pageToken ? 'page2video1' : 'dQw4w9WgXcQ' },
      snippet: { publishedAt: '2009-10-25T06:57:33Z', channelId: 'UCuAXFkgsw1L7xaCfnd5JJOw', title: pageToken ? 'Second page' : 'Never Gonna Give You Up', description: '…', thumbnails: { default: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg', width: 120, height: 90 }, medium: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg', width: 320, height: 180 } }, channelTitle: 'Rick Astley' },
    },
  ],
});

/**
 * The external search providers against a local fake of their APIs returning the documented
 * reply shapes (nothing calls the internet), and the URL import's guard as deployed: loopback and
 * private addresses refused.
 */
describe('images: external search providers and the URL import guard (IM-04, IM-05, OP-64)', () => {
  let t: TestServer;
  let fake: FakeHttpServer;
  let admin: string;
  let audienceId: number;
  const search = (body: object, token = admin) => t.request('POST', '/v1/images/search', { token, body });
  const store = (body: object) => t.request('POST', '/v1/images/storeAudience', { token: admin, body });

  beforeAll(async () => {
    const png = await pngImage();
    fake = await startFakeHttpServer({
      '/pixabay/': (_request, response, url) => reply('application/json', url.searchParams.get('q') === 'fail' ? { error: 'down' } : PIXABAY_REPLY, url.searchParams.get('q') === 'fail' ? 500 : 200)(_request, response, url),
      '/giphy/search': reply('application/json', GIPHY_REPLY),
      '/giphy/trending': reply('application/json', { ...GIPHY_REPLY, data: [] }),
      '/youtube/search': (request, response, url) => reply('application/json', youtubeReply(url.searchParams.get('pageToken')))(request, response, url),
      '/photo.png': reply('image/png', png),
    });
    t = await startTestServer({
      imageSearch: {
        pixabay: { key: 'pixabay-test-key', url: `${fake.url}/pixabay/` },
        giphy: { key: 'giphy-test-key', url: `${fake.url}/giphy` },
        youtube: { key: 'youtube-test-key', url: `${fake.url}/youtube/` },
      },
    });
    admin = (await t.login('admin@demo.test')).token;
    const created = await t.request('POST', '/v1/audiences', { token: admin, body: { german: 'Bildtest', english: 'Image test', type_id: 1 } });
    audienceId = created.body.data.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('IM-01: with their keys configured, all three libraries are offered', async () => {
    expect((await t.request('GET', '/v1/images/sources', { token: admin })).body.data).toEqual({ libraries: ['stock', 'animated', 'video'], maxBytes: 5 * 1024 * 1024 });
  });

  it('IM-04: stock search asks Pixabay (key, q, page, per_page) and maps its hits to items', async () => {
    const res = await search({ library: 'stock', search: 'yellow flowers', page: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      { id: '195893', previewURL: 'https://cdn.pixabay.com/photo/2013/10/15/09/12/flower-195893_150.jpg', downloadURL: 'https://pixabay.com/get/ed6a99fd0a76647_1280.jpg', tags: 'blossom, bloom, flower' },
      { id: '73424', previewURL: 'https://cdn.pixabay.com/photo/73424_150.jpg', downloadURL: 'https://pixabay.com/get/73424_1280.jpg', tags: 'sunflower, yellow' },
    ]);
    const sent = fake.requests.filter((u) => u.pathname === '/pixabay/').at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ key: 'pixabay-test-key', q: 'yellow flowers', page: '2', per_page: '20' });
  });

  it('IM-04, IM-05: animated search asks Giphy (offset by page) and maps its GIF objects; an empty reply is an empty list', async () => {
    const res = await search({ library: 'animated', search: 'cat', page: 3 });
    expect(res.body.data.items).toEqual([{ id: 'YsTs5ltWtEhnq', previewURL: 'https://media.giphy.com/media/YsTs5ltWtEhnq/100w.gif', downloadURL: 'https://media.giphy.com/media/YsTs5ltWtEhnq/giphy.gif', tags: 'Confused Cat GIF' }]);
    expect(Object.fromEntries(fake.requests.filter((u) => u.pathname === '/giphy/search').at(-1)!.searchParams)).toMatchObject({ api_key: 'giphy-test-key', q: 'cat', limit: '20', offset: '40' });
    expect((await search({ library: 'animated', search: '' })).body.data.items).toEqual([]);
  });

  it('IM-03, IM-04: video search asks YouTube and maps results to id, watch URL and thumbnail; page 2 follows the page token', async () => {
    const first = await search({ library: 'video', search: 'rick', page: 1 });
    expect(first.body.data.items).toEqual([{ id: 'dQw4w9WgXcQ', downloadURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', previewURL: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg', tags: 'Never Gonna Give You Up' }]);
    const second = await search({ library: 'video', search: 'rick', page: 2 });
    expect(second.body.data.items.map((i: { id: string }) => i.id)).toEqual(['page2video1']);
    const sent = fake.requests.filter((u) => u.pathname === '/youtube/search').at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ key: 'youtube-test-key', q: 'rick', pageToken: 'CBQQAA', type: 'video', part: 'snippet' });
  });

  it('issue 15: a provider that fails answers 502; a viewer without crudAudiences is refused (403)', async () => {
    expect((await search({ library: 'stock', search: 'fail' })).status).toBe(502);
    const viewer = (await t.login('viewer@demo.test')).token;
    expect((await search({ library: 'stock', search: 'x' }, viewer)).status).toBe(403);
  });

  it('OP-64: by default a URL import refuses loopback, private and link-local addresses and non-http schemes, and downloads nothing', async () => {
    const port = new URL(fake.url).port;
    const before = fake.requests.length;
    for (const imageUrl of [`${fake.url}/photo.png`, `http://localhost:${port}/photo.png`, `http://[::1]:${port}/photo.png`, `http://2130706433:${port}/photo.png`, 'http://10.0.0.1/x.png', 'http://169.254.169.254/latest/meta-data', 'ftp://example.com/x.png', 'file:///etc/passwd']) {
      const res = await store({ id: audienceId, imageUrl });
      expect({ imageUrl, status: res.status, errors: res.body.errors }).toEqual({ imageUrl, status: 422, errors: { imageUrl: ['imageUrl must be an http or https address on the public internet.'] } });
    }
    expect(fake.requests.length).toBe(before);
  });
});
