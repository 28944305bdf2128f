import * as yup from 'yup';
import { DATATABLE_PAGE_SIZES, datatableQuerySchema, datatableQueryString, datatableRef } from '../../../../core/common/datatable';
import { apiParams } from '../../../../core/common/validation';
import { ApiError } from '../../../../core/server/http/ApiError';
import { validateInput } from '../../../../core/server/http/validateInput';

/** A table with its own page sizes and two filters, validated the way every route validates its query. */
const ref = datatableRef<{ id: number }>()({
  path: '/v1/things/datatable',
  permission: 'viewThings',
  sortKeys: ['id', 'name'],
  defaultSort: { key: 'id', desc: true },
  pageSizes: [25, 50],
  defaultPageSize: 25,
  filters: yup.object({ active: apiParams.boolean('filters.active'), minVotes: apiParams.count('filters.minVotes', 0, 1000), tag: yup.string() }),
});
const schema = datatableQuerySchema(ref);
const validate = (query: Record<string, unknown>) => validateInput(schema, query);
/** The 422's field errors of a query (fails the test when it passes). */
const errorsOf = async (query: Record<string, unknown>) => {
  const err = await validate(query).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).statusCode).toBe(422);
  return (err as ApiError).errors;
};

describe('datatable query schema (issue 14, management §7)', () => {
  it('issue 14: an empty query takes the defaults — page 1, the table\'s default size, its default sort, no search, no filters', async () => {
    expect(await validate({})).toEqual({ search: '', options: { page: 1, itemsPerPage: 25, sortBy: [], sortDesc: [] }, filters: {} });
  });

  it('issue 14: options and filters arrive as JSON text (as datatableQueryString writes them) and are parsed', async () => {
    const query = Object.fromEntries(new URLSearchParams(datatableQueryString({ search: ' sport ', options: { page: 3, itemsPerPage: 50, sortBy: ['name'], sortDesc: [false] }, filters: { active: true, minVotes: 100 } })));
    expect(await validate(query)).toEqual({ search: 'sport', options: { page: 3, itemsPerPage: 50, sortBy: ['name'], sortDesc: [false] }, filters: { active: true, minVotes: 100 } });
  });

  it('issue 14: a single sort key and direction count as lists; other option keys of a table widget are ignored', async () => {
    const { options } = await validate({ options: JSON.stringify({ sortBy: 'name', sortDesc: true, groupBy: [], mustSort: false }) });
    expect(options).toEqual({ page: 1, itemsPerPage: 25, sortBy: ['name'], sortDesc: [true] });
  });

  it('issue 14: a sort key outside the whitelist is refused naming options.sortBy', async () => {
    expect(await errorsOf({ options: JSON.stringify({ sortBy: ['id', 'password'] }) })).toEqual({ 'options.sortBy[1]': ['options.sortBy must be one of id, name.'] });
    expect(await errorsOf({ options: JSON.stringify({ sortBy: [null] }) })).toHaveProperty(['options.sortBy[0]']);
  });

  it("issue 14: only the table's own page sizes are accepted (here 25 and 50, not the default 10)", async () => {
    expect(await errorsOf({ options: '{"itemsPerPage":10}' })).toEqual({ 'options.itemsPerPage': ['options.itemsPerPage must be one of 25, 50.'] });
    expect(await errorsOf({ options: '{"itemsPerPage":-1}' })).toHaveProperty(['options.itemsPerPage']);
    expect((await errorsOf({ options: '{"itemsPerPage":"all"}' }))!['options.itemsPerPage']).toContain('options.itemsPerPage must be a number.');
  });

  it('CO-12: a table without sizes of its own offers 5, 10, 25, 50 and 100, and 10 rows by default', async () => {
    const plain = datatableQuerySchema(datatableRef<{ id: number }>()({ path: '/v1/plain/datatable', permission: 'viewThings', sortKeys: ['id'], defaultSort: { key: 'id', desc: true }, filters: yup.object({}) }));
    expect(DATATABLE_PAGE_SIZES).toEqual([5, 10, 25, 50, 100]);
    expect((await validateInput(plain, {})).options.itemsPerPage).toBe(10);
    for (const size of DATATABLE_PAGE_SIZES) expect((await validateInput(plain, { options: JSON.stringify({ itemsPerPage: size }) })).options.itemsPerPage).toBe(size);
    await expect(validateInput(plain, { options: '{"itemsPerPage":20}' })).rejects.toMatchObject({ statusCode: 422, errors: { 'options.itemsPerPage': ['options.itemsPerPage must be one of 5, 10, 25, 50, 100.'] } });
  });

  it('issue 14: pages count from 1 in whole numbers', async () => {
    expect(await errorsOf({ options: '{"page":0}' })).toEqual({ 'options.page': ['options.page must be at least 1.'] });
    expect(await errorsOf({ options: '{"page":1.5}' })).toEqual({ 'options.page': ['options.page must be a whole number.'] });
    expect(await errorsOf({ options: '{"page":3000000000}' })).toHaveProperty(['options.page']);
  });

  it('issue 14: sort directions are booleans', async () => {
    expect(await errorsOf({ options: '{"sortBy":["id"],"sortDesc":["down"]}' })).toEqual({ 'options.sortDesc[0]': ['options.sortDesc must be true or false.'] });
  });

  it('issue 14: an unknown filter is refused naming it, although unknown keys are stripped elsewhere', async () => {
    expect(await errorsOf({ filters: '{"active":true,"organisation_id":2}' })).toEqual({ 'filters.organisation_id': ['filters.organisation_id is unknown.'] });
  });

  it("issue 14: a filter's value is checked with its own yup type", async () => {
    expect(await errorsOf({ filters: '{"minVotes":5000}' })).toEqual({ 'filters.minVotes': ['filters.minVotes may not be greater than 1000.'] });
    expect(await errorsOf({ filters: '{"active":"maybe"}' })).toEqual({ 'filters.active': ['filters.active must be true or false.'] });
  });

  it('issue 14: broken JSON, a JSON list or a repeated parameter is refused naming options or filters', async () => {
    expect(await errorsOf({ options: '{page:1}' })).toEqual({ options: ['options must be a JSON object.'] });
    expect(await errorsOf({ options: ['{}', '{}'] })).toEqual({ options: ['options must be one value, not a list.'] });
    expect(await errorsOf({ filters: '[]' })).toEqual({ filters: ['filters must be a JSON object.'] });
    expect(await errorsOf({ filters: 'null' })).toEqual({ filters: ['filters must be a JSON object.'] });
  });

  it('issue 14: what the JSON encodes is held to the input limits too (a NUL, nesting), naming the field inside', async () => {
    expect(await errorsOf({ filters: '{"tag":"a\\u0000b"}' })).toEqual({ 'filters.tag': ['filters.tag may not contain a NUL character.'] });
    const nested = await errorsOf({ options: `{"sortBy":${'['.repeat(40)}${']'.repeat(40)}}` });
    expect(Object.values(nested!).flat()).toContainEqual(expect.stringMatching(/^options\.sortBy(\[0\])+ is nested deeper than 16 levels\.$/));
  });

  it('issue 14: search is one text of at most 255 characters', async () => {
    expect(await errorsOf({ search: 'x'.repeat(256) })).toEqual({ search: ['search may not be greater than 255 characters.'] });
    expect(await errorsOf({ search: ['a', 'b'] })).toEqual({ search: ['search must be one value, not a list.'] });
  });
});
