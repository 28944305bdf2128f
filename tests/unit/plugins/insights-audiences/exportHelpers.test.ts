import { audienceImageUrl } from '../../../../plugins/insights-audiences/client/audienceImageUrl';
import { numberRowsCsv } from '../../../../plugins/insights-audiences/common/numberRowsCsv';

describe('insights audiences helpers', () => {
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

  it('IA-05: audience images — absolute addresses as they are, file names under the image storage, none without either', () => {
    expect(audienceImageUrl('https://img.test/a.png', 'https://cdn.test')).toBe('https://img.test/a.png');
    expect(audienceImageUrl('/images/a.png', undefined)).toBe('/images/a.png');
    expect(audienceImageUrl('a.png', 'https://cdn.test/audiences/')).toBe('https://cdn.test/audiences/a.png');
    expect(audienceImageUrl('a.png', undefined)).toBeUndefined();
    expect(audienceImageUrl(null, 'https://cdn.test')).toBeUndefined();
  });
});
