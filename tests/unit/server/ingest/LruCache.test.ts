/** @jest-environment node */
import { LruCache } from '../../../../core/server/ingest/LruCache';

describe('LruCache', () => {
  it('makes a value once per key and evicts the least recently used key when full', () => {
    const made: string[] = [];
    const cache = new LruCache<string, string>(2);
    const get = (key: string) => cache.get(key, (k) => (made.push(k), k.toUpperCase()));
    expect(get('a')).toBe('A');
    expect(get('b')).toBe('B');
    expect(get('a')).toBe('A'); // a is now the newest
    expect(get('c')).toBe('C'); // evicts b
    expect(get('a')).toBe('A');
    expect(get('b')).toBe('B');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('find makes nothing: a value made elsewhere (asynchronously) is set, then found and kept as recently used', () => {
    const cache = new LruCache<string, number>(2);
    expect(cache.find('a')).toBeUndefined();
    expect(cache.set('a', 1)).toBe(1);
    cache.set('b', 2);
    expect(cache.find('a')).toBe(1); // a is now the newest
    cache.set('c', 3); // evicts b
    expect([cache.find('a'), cache.find('b'), cache.find('c')]).toEqual([1, undefined, 3]);
  });
});
