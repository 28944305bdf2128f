import { sql, type Kysely } from 'kysely';
import { datatableQueryString, type DatatableRequest } from '../../../../core/common/datatable';
import { organisationMember } from '../../../support/organisationMember';
import { startTestServer, type TestServer } from '../../../support/startTestServer';

/** The rows of the datatable call, as direct SQL over the same table sees them. */
interface Row {
  id: number;
}

describe('channels datatable (issue 14, management §7)', () => {
  let t: TestServer;
  let manager: string;
  let db: Kysely<any>;
  let organisationId: number;
  let foreignIds: number[];

  const datatable = (request: DatatableRequest, token: string | null = manager) => t.request('GET', `/v1/channels/datatable?${datatableQueryString(request)}`, { token: token ?? undefined });
  const idsOf = (res: { body: any }) => res.body.data.items.map((c: any) => c.id);
  /** The organisation's channel ids as PostgreSQL answers `where … order by … limit/offset` itself. */
  const direct = async (where: string, orderBy: string, limit = 1000, offset = 0) => {
    const rows = await sql<Row>`${sql.raw(`select id from channels where organisation_id = ${organisationId} and (${where}) order by ${orderBy} limit ${limit} offset ${offset}`)}`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  };
  const count = async (where: string) => (await sql<{ n: string | number }>`${sql.raw(`select count(*) as n from channels where organisation_id = ${organisationId} and (${where})`)}`.execute(db)).rows.map((r) => Number(r.n))[0];

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    organisationId = (await db.selectFrom('channels').select('organisation_id').where('path', '=', '/sport').executeTakeFirstOrThrow()).organisation_id;
    // A member of the organisation, not the demo admin, who sees every organisation's channels.
    manager = (await organisationMember(t, 'datatable-manager@demo.test', organisationId)).token;
    // 36 more channels: repeated titles (ties), mixed case, LIKE's wildcards as text, one creation per day.
    const titles = ['Sport', 'sport news', 'News', 'Culture', 'Travel', 'Food'];
    const rows = Array.from({ length: 30 }, (_, i) => ({
      organisation_id: organisationId,
      title: titles[i % titles.length],
      path: `/section-${String(i).padStart(2, '0')}`,
      created_at: new Date(Date.UTC(2026, 0, 1 + i, 12)),
    }));
    const special = ['100% Sport', '100 Sport', 'Under_score', 'UnderXscore', 'Back\\slash', 'BACKSLASH'].map((title, i) => ({
      organisation_id: organisationId,
      title,
      path: `/special-${i}`,
      created_at: new Date(Date.UTC(2026, 1, 1 + i, 12)),
    }));
    await db.insertInto('channels').values([...rows, ...special]).execute();
    const other = await db.insertInto('organisations').values({ name: 'Other Org' }).returning('id').executeTakeFirstOrThrow();
    foreignIds = (
      await db
        .insertInto('channels')
        .values([
          { organisation_id: other.id, title: 'Sport', path: '/sport', created_at: new Date(Date.UTC(2026, 0, 5, 12)) },
          { organisation_id: other.id, title: 'Foreign news', path: '/foreign', created_at: new Date(Date.UTC(2026, 0, 6, 12)) },
        ])
        .returning('id')
        .execute()
    ).map((r) => r.id);
  });
  afterAll(() => t?.close());

  it('CH-08, CH-09: without options the first 10 channels, id descending, as {items, total} in the success envelope', async () => {
    const res = await datatable({});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(Object.keys(res.body.data).sort()).toEqual(['items', 'total']);
    expect(idsOf(res)).toEqual(await direct('true', 'id desc', 10));
    expect(res.body.data.total).toBe(await count('true'));
    expect(res.body.data.total).toBe(38);
    // The items are the list call's channels.
    const list = (await t.request('GET', '/v1/channels', { token: manager })).body.data;
    expect(res.body.data.items).toEqual(list.slice(0, 10));
  });

  it('issue 14: paging — page from 1 with each allowed size; the last page is partial, past it is empty; total stays', async () => {
    for (const itemsPerPage of [5, 10, 25, 50, 100]) {
      for (let page = 1; page <= Math.ceil(38 / itemsPerPage) + 1; page++) {
        const res = await datatable({ options: { page, itemsPerPage } });
        expect(idsOf(res)).toEqual(await direct('true', 'id desc', itemsPerPage, (page - 1) * itemsPerPage));
        expect(res.body.data.total).toBe(38);
      }
    }
    expect(idsOf(await datatable({ options: { page: 8, itemsPerPage: 5 } }))).toHaveLength(3);
    expect(idsOf(await datatable({ options: { page: 9, itemsPerPage: 5 } }))).toEqual([]);
  });

  it('issue 14: a searched page counts every match, on each page, on the last and past it; no match is 0', async () => {
    const matches = `title ilike '%sport%' or path ilike '%sport%'`;
    const total = await count(matches);
    for (let page = 1; page <= Math.ceil(total / 5) + 1; page++) {
      const res = await datatable({ search: 'sport', options: { page, itemsPerPage: 5, sortBy: ['title'] } });
      expect(idsOf(res)).toEqual(await direct(matches, 'title asc, id desc', 5, (page - 1) * 5));
      expect(res.body.data.total).toBe(total);
    }
    expect((await datatable({ search: 'no such channel', options: { page: 2 } })).body.data).toEqual({ items: [], total: 0 });
  });

  it('issue 14: sort by each whitelisted key, ascending and descending; equal values keep the id order across pages', async () => {
    for (const key of ['id', 'title', 'path', 'created_at']) {
      for (const desc of [false, true]) {
        const orderBy = `${key} ${desc ? 'desc' : 'asc'}${key === 'id' ? '' : ', id desc'}`;
        const pages = [];
        for (const page of [1, 2, 3, 4]) pages.push(...idsOf(await datatable({ options: { page, itemsPerPage: 10, sortBy: [key], sortDesc: [desc] } })));
        expect(pages).toEqual(await direct('true', orderBy));
      }
    }
    // Two keys; a missing direction is ascending.
    const res = await datatable({ options: { itemsPerPage: 100, sortBy: ['title', 'created_at'], sortDesc: [true] } });
    expect(idsOf(res)).toEqual(await direct('true', 'title desc, created_at asc, id desc'));
  });

  it('issue 14: with a search, every sort key keeps its order (ties by id) across pages', async () => {
    const matches = `title ilike '%s%' or path ilike '%s%'`;
    for (const key of ['id', 'title', 'path', 'created_at']) {
      for (const desc of [false, true]) {
        const pages = [];
        for (const page of [1, 2, 3]) pages.push(...idsOf(await datatable({ search: 's', options: { page, itemsPerPage: 10, sortBy: [key], sortDesc: [desc] } })));
        expect(pages).toEqual(await direct(matches, `${key} ${desc ? 'desc' : 'asc'}${key === 'id' ? '' : ', id desc'}`, 30));
      }
    }
  });

  it('issue 14: search finds rows holding every word (chips joined by spaces), each a case-insensitive substring of title or path; %, _ and \\ match only themselves', async () => {
    const search = async (text: string) => {
      const res = await datatable({ search: text, options: { itemsPerPage: 100 } });
      return { ids: idsOf(res), total: res.body.data.total };
    };
    const sport = await search('SPORT');
    expect(sport.ids).toEqual(await direct(`title ilike '%sport%' or path ilike '%sport%'`, 'id desc'));
    expect(sport.total).toBe(sport.ids.length);
    expect(sport.ids.length).toBeGreaterThan(10);
    expect((await search('section-0')).ids).toEqual(await direct(`path like '/section-0%'`, 'id desc'));
    expect((await search('  news ')).ids).toEqual(await direct(`title ilike '%news%'`, 'id desc'));
    const titlesOf = async (text: string) => (await datatable({ search: text, options: { itemsPerPage: 100 } })).body.data.items.map((c: any) => c.title);
    expect(await titlesOf('100%')).toEqual(['100% Sport']);
    expect(await titlesOf('under_')).toEqual(['Under_score']);
    expect(await titlesOf('k\\s')).toEqual(['Back\\slash']);
    expect(await search('no such channel')).toEqual({ ids: [], total: 0 });
    // Two chips: both words, in any column and any order.
    expect((await search('news sport')).ids).toEqual(await direct(`(title ilike '%news%' or path ilike '%news%') and (title ilike '%sport%' or path ilike '%sport%')`, 'id desc'));
    expect((await search('section-01 sport')).ids).toEqual(await direct(`path = '/section-01'`, 'id desc'));
  });

  it('issue 14: filters createdFrom (inclusive) and createdTo (exclusive) narrow by creation time, with search, sort and paging', async () => {
    const from = Date.UTC(2026, 0, 10);
    const to = '2026-01-20T00:00:00.000Z';
    const res = await datatable({ filters: { createdFrom: from, createdTo: to }, options: { itemsPerPage: 100 } });
    const where = `created_at >= '2026-01-10T00:00:00Z' and created_at < '2026-01-20T00:00:00Z'`;
    expect(idsOf(res)).toEqual(await direct(where, 'id desc'));
    expect(res.body.data.total).toBe(10);
    const combined = await datatable({ search: 'sport', filters: { createdFrom: from }, options: { page: 2, itemsPerPage: 5, sortBy: ['created_at'], sortDesc: [false] } });
    const combinedWhere = `created_at >= '2026-01-10T00:00:00Z' and (title ilike '%sport%' or path ilike '%sport%')`;
    expect(idsOf(combined)).toEqual(await direct(combinedWhere, 'created_at asc, id desc', 5, 5));
    expect(combined.body.data.total).toBe(await count(combinedWhere));
  });

  it('issue 14: an unknown sort key, page size or filter, a bad page or filter value and broken JSON get 422 naming the field', async () => {
    const errorsOf = async (query: string) => {
      const res = await t.request('GET', `/v1/channels/datatable?${query}`, { token: manager });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    const q = (request: DatatableRequest) => datatableQueryString(request);
    expect(await errorsOf(q({ options: { sortBy: ['organisation_id'] } }))).toEqual({ 'options.sortBy[0]': ['options.sortBy must be one of id, title, path, created_at.'] });
    expect(await errorsOf(q({ options: { itemsPerPage: 7 } }))).toEqual({ 'options.itemsPerPage': ['options.itemsPerPage must be one of 5, 10, 25, 50, 100.'] });
    expect(await errorsOf(q({ options: { itemsPerPage: -1 } }))).toHaveProperty(['options.itemsPerPage']);
    expect(await errorsOf(q({ options: { page: 0 } }))).toEqual({ 'options.page': ['options.page must be at least 1.'] });
    expect(await errorsOf(q({ options: { sortDesc: ['yes'] as any } }))).toHaveProperty(['options.sortDesc[0]']);
    expect(await errorsOf(q({ filters: { organisation_id: 2 } as any }))).toEqual({ 'filters.organisation_id': ['filters.organisation_id is unknown.'] });
    expect(await errorsOf(q({ filters: { createdFrom: 'soon' } as any }))).toHaveProperty(['filters.createdFrom']);
    expect(await errorsOf('options={page:1')).toEqual({ options: ['options must be a JSON object.'] });
    expect(await errorsOf('filters=[1]')).toEqual({ filters: ['filters must be a JSON object.'] });
    expect(await errorsOf(`search=${'x'.repeat(256)}`)).toHaveProperty('search');
    // A repeated parameter is a list where one value belongs (the shared check, before the JSON is read).
    expect(await errorsOf('options={}&options={}')).toEqual({ options: ['options must be one value, not a list.'] });
    expect((await errorsOf(`filters=${encodeURIComponent('{"createdFrom":"\\u0000"}')}`))['filters.createdFrom']).toContain('filters.createdFrom may not contain a NUL character.');
  });

  it('issue 14: the last page the schema allows is an empty page, not a database error', async () => {
    const res = await datatable({ options: { page: 2_147_483_647, itemsPerPage: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: [], total: 38 });
  });

  it("issue 14: another organisation's channels are never listed, searched, filtered or counted", async () => {
    const all = await datatable({ options: { itemsPerPage: 100 } });
    expect(all.body.data.total).toBe(38);
    for (const request of [{ search: 'sport' }, { search: 'foreign' }, { filters: { createdFrom: Date.UTC(2026, 0, 5), createdTo: Date.UTC(2026, 0, 7) } }] as DatatableRequest[]) {
      const res = await datatable({ ...request, options: { itemsPerPage: 100 } });
      for (const id of foreignIds) expect(idsOf(res)).not.toContain(id);
    }
    expect((await datatable({ search: 'foreign' })).body.data).toEqual({ items: [], total: 0 });
  });

  it('PM-28: the datatable needs manageChannels like the list — the marketer gets 403, anonymous 401', async () => {
    const marketer = (await t.login('marketer@demo.test')).token;
    expect((await datatable({}, marketer)).status).toBe(403);
    expect((await datatable({}, null)).status).toBe(401);
  });
});
