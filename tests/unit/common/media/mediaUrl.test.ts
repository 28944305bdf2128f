import { mediaUrl } from '../../../../core/common/media';

describe('image URLs (AO-21)', () => {
  it('AO-21: a relative filename is prefixed by the media base URL (the server\'s /media/ by default, a CDN when configured)', () => {
    expect(mediaUrl('x.png')).toBe('/media/x.png');
    expect(mediaUrl('x.png', 'https://cdn.example.com/audiences')).toBe('https://cdn.example.com/audiences/x.png');
    expect(mediaUrl('x.png', 'https://cdn.example.com/audiences/')).toBe('https://cdn.example.com/audiences/x.png');
  });

  it('AO-21: an absolute, root-relative or data URL is kept as it is', () => {
    for (const url of ['https://images.example.com/a.png', 'http://x.test/b.jpg', '/media/c.png', 'data:image/png;base64,AAAA']) expect(mediaUrl(url, 'https://cdn.example.com/')).toBe(url);
  });
});
