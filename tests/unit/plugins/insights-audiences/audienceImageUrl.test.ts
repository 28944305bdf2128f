import { audienceImageUrl } from '../../../../plugins/insights-audiences/client/audienceImageUrl';

describe('audienceImageUrl', () => {
  it('IA-05: audience images — absolute addresses as they are, file names under the image storage, none without either', () => {
    expect(audienceImageUrl('https://img.test/a.png', 'https://cdn.test')).toBe('https://img.test/a.png');
    expect(audienceImageUrl('/images/a.png', undefined)).toBe('/images/a.png');
    expect(audienceImageUrl('a.png', 'https://cdn.test/audiences/')).toBe('https://cdn.test/audiences/a.png');
    expect(audienceImageUrl('a.png', undefined)).toBeUndefined();
    expect(audienceImageUrl(null, 'https://cdn.test')).toBeUndefined();
  });
});
