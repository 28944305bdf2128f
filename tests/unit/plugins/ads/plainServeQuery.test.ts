import { validateInput } from '../../../../core/server/http/validateInput';
import { adServeQuery, plainServeQuery } from '../../../../plugins/ads/common/adServeQuery';

/** Values each key may take in a request: valid ones, and the odd ones the schema refuses, trims or casts. */
const POOLS: Record<string, unknown[]> = {
  domain: ['news.example.com', 'sport.example.com', 'News.Example.com', ' news.example.com', '', 'a'.repeat(254), 'news\u0000.com', ['news.example.com']],
  place: [undefined, 'question', 'cover', 'result', 'Cover', '', 'teaser'],
  stage: [undefined, 'before_vote', 'after_vote', 'during', ''],
  elementType: [undefined, '1', '2', '6', '3', '01', '', 'x'],
  elementId: [undefined, '7', '123456789', '0', '012', '-1', '2147483648', '1.5', '1e3', ' 7', ''],
  questionCount: [undefined, '1', '999', '1000', '1001', '0', ''],
  questionId: [undefined, '7101', '9', '0', 'abc', ['1', '2']],
  answerId: [undefined, '1', '3', '', '1,2'],
  categoryId: [undefined, '12', '99999999', '1234567890', 'x'],
  visitorId: [undefined, 'visitor-0001', 'a'.repeat(64), 'a'.repeat(65), 'with space', '\ud800', ''],
  kv: [undefined, '{"section":"sport"}', '{}', '{"a":1}', '[]', 'null', '{', '{"a":"\u00e9"}', `{"a":"${'x'.repeat(20_000)}"}`],
  other: [undefined, 'x'],
};

/** A seeded random query over POOLS. */
function queries(count: number): Record<string, unknown>[] {
  let seed = 5;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  return Array.from({ length: count }, () => {
    const query: Record<string, unknown> = {};
    for (const [key, pool] of Object.entries(POOLS)) {
      // Two keys in three take their pool's first value (plain, or absent), so many queries take the plain path.
      const value = next(3) ? pool[0] : pool[next(pool.length)];
      if (value !== undefined) query[key] = value;
    }
    return query;
  });
}

describe('plainServeQuery (the serve route\'s cast without yup)', () => {
  it('issue 18: a plain request casts exactly as the schema: numbers, the default place, kv null when absent', async () => {
    const query = { domain: 'news.example.com', stage: 'after_vote', elementType: '1', elementId: '9201', questionCount: '1', questionId: '9201', answerId: '2', visitorId: 'visitor-0001', kv: '{"section":"sport"}' };
    expect(plainServeQuery(query)).toEqual(await validateInput(adServeQuery, query));
    expect(plainServeQuery({ domain: 'news.example.com' })).toEqual({ domain: 'news.example.com', place: 'question', kv: null });
  });

  it('issue 18: never accepts what the schema refuses, and never differs from its cast (2,000 seeded queries of plain and odd values)', async () => {
    let plain = 0;
    for (const query of queries(2000)) {
      const cast = plainServeQuery(query);
      if (cast === undefined) continue;
      plain += 1;
      await expect(validateInput(adServeQuery, query)).resolves.toEqual(cast);
    }
    // Both paths are exercised: many plain queries, and many left to the schema.
    expect(plain).toBeGreaterThan(200);
    expect(plain).toBeLessThan(1800);
  });

  it('issue 18: anything odd is left to the schema: upper case, padding, leading zeros, lists, unknown keys, a non-object kv', () => {
    for (const odd of [{ domain: 'News.example.com' }, { domain: ' news.example.com' }, { domain: 'news.example.com', questionId: '012' }, { domain: 'news.example.com', questionId: ['1', '2'] }, { domain: 'news.example.com', other: 'x' }, { domain: 'news.example.com', kv: '[]' }, {}]) {
      expect(plainServeQuery(odd)).toBeUndefined();
    }
  });
});
