import { readDataTableState, writeDataTableState } from '../../../../../core/client/widgets/dataTable/dataTableUrlState';
import { rowsTable } from './rowsFixture';

describe('DataTable URL state', () => {
  it('two tables on one page keep apart: each writes and reads only its own parameters', () => {
    let params = new URLSearchParams('tab=2');
    params = writeDataTableState(params, 'left', { page: 3, itemsPerPage: 25, sort: { key: 'title', desc: true }, search: ['a b', 'c'], filters: { minimum: 100 } }, rowsTable);
    params = writeDataTableState(params, 'right', { page: 1, itemsPerPage: 5, search: [], filters: {} }, rowsTable);
    expect(params.toString()).toBe('tab=2&left.page=3&left.size=25&left.sort=-title&left.search=a+b&left.search=c&left.filters=%7B%22minimum%22%3A100%7D&right.size=5');
    expect(readDataTableState(params, 'left', rowsTable)).toEqual({ page: 3, itemsPerPage: 25, sort: { key: 'title', desc: true }, search: ['a b', 'c'], filters: { minimum: 100 } });
    expect(readDataTableState(params, 'right', rowsTable)).toEqual({ page: 1, itemsPerPage: 5, sort: undefined, search: [], filters: {} });
    // The default sort and page 1 are left out, so an untouched table leaves the URL alone.
    expect(writeDataTableState(new URLSearchParams(), 'rows', { page: 1, sort: { key: 'id', desc: true }, search: [], filters: {} }, rowsTable).toString()).toBe('');
  });

  it('an old or edited link: what the table does not allow falls back to its default instead of a 422', () => {
    const read = (query: string) => readDataTableState(new URLSearchParams(query), 'rows', rowsTable);
    expect(read('rows.page=0&rows.size=7&rows.sort=-email&rows.search=%20%20&rows.filters=%7B%22nope%22%3A1%2C%22minimum%22%3A3%2C%22kind%22%3A%22sport%22%7D')).toEqual({
      page: 1,
      itemsPerPage: undefined,
      sort: undefined,
      search: [],
      filters: { kind: 'sport' },
    });
    expect(read('rows.page=1.5&rows.filters=not-json').page).toBe(1);
    expect(read('rows.filters=not-json').filters).toEqual({});
    expect(read('rows.filters=%5B1%5D').filters).toEqual({});
    expect(read('rows.page=99999999999').page).toBe(1);
  });
});
