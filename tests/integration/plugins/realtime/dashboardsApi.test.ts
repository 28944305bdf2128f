import { startTestServer, type TestServer } from '../../../support/startTestServer';

const card = (i: string, x = 0) => ({ i, component: 'UsersCard', x, y: 0, w: 4, h: 3, params: {} });

describe('dashboards API (OP-02, OP-04)', () => {
  let t: TestServer;
  let analyst: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer();
    analyst = (await t.login('analyst@demo.test')).token;
    admin = (await t.login('admin@demo.test')).token;
  });
  afterAll(() => t?.close());

  it('RG-19, RG-23: POST creates and returns the id; GET lists id, name, grid, filter', async () => {
    const created = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Sales', grid: [card('1')], filter: { domain: 'news.example.com' } } });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: expect.any(Number) });
    const list = await t.request('GET', '/v1/dashboards', { token: analyst });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([{ id: created.body.data.id, name: 'Sales', grid: [card('1')], filter: { domain: 'news.example.com' } }]);
  });

  it('PUT updates name, grid and filter; DELETE removes', async () => {
    const { id } = (await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Temp', grid: [], filter: {} } })).body.data;
    const updated = await t.request('PUT', `/v1/dashboards/${id}`, { token: analyst, body: { name: 'Temp 2', grid: [card('1'), card('2', 4)], filter: {} } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, name: 'Temp 2', grid: [card('1'), card('2', 4)] });
    expect((await t.request('DELETE', `/v1/dashboards/${id}`, { token: analyst })).status).toBe(200);
    const list = await t.request('GET', '/v1/dashboards', { token: analyst });
    expect(list.body.data.map((d: any) => d.id)).not.toContain(id);
    expect((await t.request('DELETE', `/v1/dashboards/${id}`, { token: analyst })).status).toBe(404);
  });

  it('own user only: another user neither sees, updates nor deletes a dashboard', async () => {
    const { id } = (await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Mine', grid: [], filter: {} } })).body.data;
    const others = await t.request('GET', '/v1/dashboards', { token: admin });
    expect(others.body.data.map((d: any) => d.id)).not.toContain(id);
    expect((await t.request('PUT', `/v1/dashboards/${id}`, { token: admin, body: { name: 'Stolen', grid: [], filter: {} } })).status).toBe(404);
    expect((await t.request('DELETE', `/v1/dashboards/${id}`, { token: admin })).status).toBe(404);
    // The same name is free for another user.
    expect((await t.request('POST', '/v1/dashboards', { token: admin, body: { name: 'mine', grid: [], filter: {} } })).status).toBe(200);
  });

  it('CE-01, CE-08: a card keeps its settings (params) and a requested height with its minimum; params must be an object', async () => {
    const eventCard = { i: '1', component: 'EventTrackingCard', x: 0, y: 0, w: 4, h: 6, minH: 6, params: { domain: 'news.example.com', event: 'vote', label: 'yes', histogramCompare: 'last_week', enablePages: true, showValuePercent: false } };
    const { id } = (await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Events', grid: [eventCard], filter: {} } })).body.data;
    const stored = (await t.request('GET', '/v1/dashboards', { token: analyst })).body.data.find((d: any) => d.id === id);
    expect(stored.grid).toEqual([eventCard]);
    const bad = await t.request('PUT', `/v1/dashboards/${id}`, { token: analyst, body: { name: 'Events', grid: [{ ...eventCard, params: ['domain'] }], filter: {} } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toMatch(/params must be an object/);
  });

  it('OP-35, RG-04: 422 and nothing stored for a missing name, a duplicate name (case-insensitive) or a card that breaks the grid', async () => {
    const before = (await t.request('GET', '/v1/dashboards', { token: analyst })).body.data.length;
    const missing = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: ' ', grid: [], filter: {} } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['Name is required.']);
    const duplicate = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'sALes', grid: [], filter: {} } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.name).toEqual(['A dashboard with this name already exists.']);
    const narrow = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Narrow', grid: [{ ...card('1'), w: 2 }], filter: {} } });
    expect(narrow.status).toBe(422);
    expect(JSON.stringify(narrow.body.errors)).toMatch(/min width 3/);
    const outside = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Outside', grid: [{ ...card('1'), x: 10 }], filter: {} } });
    expect(outside.status).toBe(422);
    const badTerm = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Bad term', grid: [], filter: { terms: [{ field: 'colour', value: 'red' }] } } });
    expect(badTerm.status).toBe(422);
    const badDomain = await t.request('POST', '/v1/dashboards', { token: analyst, body: { name: 'Bad domain', grid: [], filter: { domain: 5 } } });
    expect(badDomain.status).toBe(422);
    expect(badDomain.body.errors['filter.domain']).toEqual(['domain must be a text or a list of texts.']);
    expect((await t.request('GET', '/v1/dashboards', { token: analyst })).body.data.length).toBe(before);
  });

  it('permission viewRealtime: the marketer gets 403, anonymous 401', async () => {
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await t.request('GET', '/v1/dashboards', { token: marketer })).status).toBe(403);
    expect((await t.request('POST', '/v1/dashboards', { token: marketer, body: { name: 'X', grid: [], filter: {} } })).status).toBe(403);
    expect((await t.request('GET', '/v1/dashboards')).status).toBe(401);
  });
});
