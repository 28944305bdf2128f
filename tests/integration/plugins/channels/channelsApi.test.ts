import type { Kysely } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { DEMO_ORGANISATION } from '../../../../core/server/seed/demoAccounts';
import { storedRows } from '../../../support/storeRows';
import { organisationMember } from '../../../support/organisationMember';

describe('channels API (management §7)', () => {
  let t: TestServer;
  let admin: string;
  /** A channel manager of the demo organisation (set by the scoping test). */
  let manager: string;
  beforeAll(async () => {
    t = await startTestServer();
    admin = (await t.login('admin@demo.test')).token;
  });
  afterAll(() => t?.close());

  it('API-82, CH-09, CH-08: GET /v1/channels lists the organisation\'s channels (id, title, path, created_at), id descending', async () => {
    const res = await t.request('GET', '/v1/channels', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c.path)).toEqual(['/politics', '/sport']);
    for (const channel of res.body.data) {
      // Besides its own fields a channel carries the management entity's (issue 14): version, owner's e-mail, audit information.
      expect(Object.keys(channel).sort()).toEqual(['auditInformation', 'created_at', 'email', 'id', 'path', 'title', 'version']);
      expect(new Date(channel.created_at).toISOString()).toBe(channel.created_at);
      expect(channel).toMatchObject({ version: 1, email: 'admin@demo.test', auditInformation: { auditable_id: channel.id, created_at: channel.created_at, created_email: 'admin@demo.test' } });
    }
  });

  it('API-83, CH-06: POST /v1/channels/create stores title and path and returns the channel', async () => {
    const res = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Culture', path: '/culture' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Culture', path: '/culture' });
    const list = await t.request('GET', '/v1/channels', { token: admin });
    expect(list.body.data[0]).toEqual(res.body.data);
  });

  it('CH-04: title is required and 3 to 50 characters', async () => {
    const short = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'ab', path: '/ab-c' } });
    expect(short.status).toBe(422);
    expect(short.body.errors.title).toEqual(['Title must be at least 3 characters.']);
    const long = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'x'.repeat(51), path: '/long' } });
    expect(long.body.errors.title).toEqual(['Title may not be greater than 50 characters.']);
    const missing = await t.request('POST', '/v1/channels/create', { token: admin, body: { path: '/missing' } });
    expect(missing.body.errors.title).toEqual(['Title is required.']);
  });

  it('CH-05, ER-09: path is required, 3 to 255 characters and starts with a slash', async () => {
    const noSlash = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Sport', path: 'sport' } });
    expect(noSlash.status).toBe(422);
    expect(noSlash.body.errors.path).toEqual(['Path needs to start with slash character (/).']);
    const short = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Sport', path: '/a' } });
    expect(short.body.errors.path).toEqual(['Path must be at least 3 characters.']);
    const long = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Sport', path: `/${'a'.repeat(255)}` } });
    expect(long.body.errors.path).toEqual(['Path may not be greater than 255 characters.']);
    const missing = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Sport' } });
    expect(missing.body.errors.path).toEqual(['Path is required.']);
  });

  it('API-84, CH-07: DELETE /v1/channels/{id} removes the channel; an unknown id is 404', async () => {
    const created = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Temporary', path: '/tmp' } });
    const id = created.body.data.id;
    expect((await t.request('DELETE', `/v1/channels/${id}`, { token: admin })).status).toBe(200);
    const list = await t.request('GET', '/v1/channels', { token: admin });
    expect(list.body.data.map((c: any) => c.id)).not.toContain(id);
    const again = await t.request('DELETE', `/v1/channels/${id}`, { token: admin });
    expect(again.status).toBe(404);
    expect((await t.request('DELETE', '/v1/channels/abc', { token: admin })).status).toBe(422);
  });

  it('channels are scoped to the caller\'s organisation (a member\'s view: the demo admin sees every organisation\'s)', async () => {
    const db = t.server.db as unknown as Kysely<any>;
    const other = await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow();
    const foreign = await db.insertInto('channels').values({ organisation_id: other.id, title: 'Foreign', path: '/foreign' }).returning('id').executeTakeFirstOrThrow();
    const { id: organisationId } = await db.selectFrom('organisations').select('id').where('name', '=', DEMO_ORGANISATION).executeTakeFirstOrThrow();
    manager = (await organisationMember(t, 'api-manager@demo.test', organisationId)).token;
    const list = await t.request('GET', '/v1/channels', { token: manager });
    expect(list.body.data.map((c: any) => c.id)).not.toContain(foreign.id);
    expect((await t.request('DELETE', `/v1/channels/${foreign.id}`, { token: manager })).status).toBe(404);
  });

  it('every call needs manageChannels: the marketer gets 403, anonymous 401', async () => {
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await t.request('GET', '/v1/channels', { token: marketer })).status).toBe(403);
    expect((await t.request('POST', '/v1/channels/create', { token: marketer, body: { title: 'Nope', path: '/nope' } })).status).toBe(403);
    expect((await t.request('GET', '/v1/channels')).status).toBe(401);
  });

  it('FB-02: GET /v1/channels/names gives the id and title of every channel of the organisation, with or without traffic, to whoever may see monitoring (the analyst lacks manageChannels); others get 403', async () => {
    const analyst = (await t.login('analyst@demo.test')).token;
    expect((await t.request('GET', '/v1/channels', { token: analyst })).status).toBe(403);
    const names = await t.request('GET', '/v1/channels/names', { token: analyst });
    expect(names.status).toBe(200);
    const all = (await t.request('GET', '/v1/channels', { token: manager })).body.data;
    expect(names.body.data).toEqual(expect.arrayContaining(all.map((c: any) => ({ id: c.id, title: c.title }))));
    expect(names.body.data).toHaveLength(all.length);
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await t.request('GET', '/v1/channels/names', { token: marketer })).status).toBe(403);
  });

  it('ingest: a page view is tagged with the channels whose path is a whole-segment prefix; a new channel applies at once', async () => {
    const created = await t.request('POST', '/v1/channels/create', { token: admin, body: { title: 'Football', path: '/sport/football' } });
    const sport = (await t.request('GET', '/v1/channels', { token: admin })).body.data.find((c: any) => c.path === '/sport');
    const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
    const send = (url: string) =>
      fetch(`${t.url}/api/v1/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': ua },
        body: JSON.stringify({ type: 'pageview', domain: 'news.example.com', url, visitorId: 'channel-visitor' }),
      });
    expect((await send('https://news.example.com/sport/football/match')).status).toBe(202);
    expect((await send('https://news.example.com/sports')).status).toBe(202);
    await t.server.services.events.flush();
    const rows = (await storedRows<{ path: string; channel_ids: number[] }>(t.server.services.events, { visitorId: 'channel-visitor' }, ['path', 'channel_ids'])).sort((a, b) => a.path.localeCompare(b.path));
    expect(rows.map((r) => [r.path, [...r.channel_ids].sort()])).toEqual([
      ['/sport/football/match', [sport.id, created.body.data.id].sort()],
      ['/sports', []],
    ]);
  });
});

describe('users/channels resource', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('counts distinct users and page views per channel of the caller\'s domains, most users first', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
    const view = (visitorId: string, path: string, domain = 'news.example.com') =>
      fetch(`${t.url}/api/v1/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': ua },
        body: JSON.stringify({ type: 'pageview', domain, url: `https://${domain}${path}`, visitorId }),
      });
    for (const [v, p] of [['chan-vis-a', '/sport/1'], ['chan-vis-a', '/sport/2'], ['chan-vis-b', '/sport/1'], ['chan-vis-c', '/politics/x'], ['chan-vis-d', '/home']]) expect((await view(v, p)).status).toBe(202);
    expect((await view('chan-vis-e', '/sport/9', 'blog.example.org')).status).toBe(202);
    await t.server.services.events.flush();
    const analyst = (await t.login('analyst@demo.test')).token;
    const res = await t.request('GET', '/v1/monitoring/users/channels', { token: analyst });
    expect(res.status).toBe(200);
    // The analyst sees news and sport, not blog.example.org: chan-vis-e is not counted.
    expect(res.body.data).toEqual([
      { key: expect.any(Number), title: 'Sport', path: '/sport', users: 2, pages: 3 },
      { key: expect.any(Number), title: 'Politics', path: '/politics', users: 1, pages: 1 },
    ]);
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await t.request('GET', '/v1/monitoring/users/channels', { token: marketer })).status).toBe(403);
  });
});
