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
});
