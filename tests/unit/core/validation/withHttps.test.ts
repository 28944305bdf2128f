import { withHttps } from '../../../../core/common/validation';

describe("withHttps (management §5: a pixel's URLs, an ad's target URL)", () => {
  it('PX-12: a URL without http:// or https:// gets https:// added; one with either keeps it; empty stays empty', () => {
    expect(withHttps('example.com/p.js')).toBe('https://example.com/p.js');
    expect(withHttps('  example.com/p.js ')).toBe('https://example.com/p.js');
    expect(withHttps('https://example.com/p.js')).toBe('https://example.com/p.js');
    expect(withHttps('HTTP://example.com/p.js')).toBe('HTTP://example.com/p.js');
    expect(withHttps('')).toBe('');
    expect(withHttps('   ')).toBe('   ');
  });

  it('PX-12: on change, the first typed character gets the prefix unless it may still become http:// or https://', () => {
    expect(withHttps('e', 'change')).toBe('https://e');
    for (const typed of ['h', 'ht', 'http', 'https', 'http:', 'https:/', 'HTTP:/']) expect(withHttps(typed, 'change')).toBe(typed);
    expect(withHttps('htx', 'change')).toBe('https://htx');
    // Leaving a half-typed scheme completes it.
    expect(withHttps('http', 'blur')).toBe('https://http');
  });
});
