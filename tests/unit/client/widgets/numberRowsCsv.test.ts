import { numberRowsCsv } from '../../../../core/client/widgets/numberRowsCsv';

describe('numberRowsCsv', () => {
  it('CSV of a number list: header, then every row with its children under the parent label', () => {
    const rows = [
      { key: 'Search', label: 'Search', value: 9, children: [{ key: 'g', label: 'google.com', value: 8 }] },
      { key: 'Social', label: 'Social', value: 3 },
    ];
    expect(numberRowsCsv(['Referrer', 'Page views'], rows)).toEqual([
      ['Referrer', 'Page views'],
      ['Search', 9],
      ['Search › google.com', 8],
      ['Social', 3],
    ]);
  });
});
