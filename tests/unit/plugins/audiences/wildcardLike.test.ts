/** @jest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { matchesWildcard, MATCH_LOGICS, toWildcard } from '../../../../plugins/audiences/common/wildcard';
import { typedWildcard, wildcardLike } from '../../../../plugins/audiences/server/wildcardLike';

/** Values as the catalogue keeps them (trimmed), with what LIKE and case folding could trip on. */
const VALUES = ['Sport', 'Sport Football', 'Motorsport', 'sports', 'Äpfel & Birnen', 'äpfel', '100%_off', '100 off', 'a\\b', 'ab', 'x*y', ''];
const TYPED = ['sport', 'SPORT', 'äpfel', 'ÄPFEL', '%', '_', '100%_', 'a\\b', '*', 'x*y', 'o'];

describe('the behaviour table picks values as the rules match them (wildcardLike)', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec('CREATE TABLE v (value text, value_lower text)');
    for (const value of VALUES) await pg.query('INSERT INTO v VALUES ($1, $2)', [value, value.toLowerCase()]);
  });
  afterAll(() => pg.close());

  it('MT-13: LIKE over the lower-cased value picks exactly the values matchesWildcard accepts, for every logic', async () => {
    for (const typed of TYPED) {
      for (const logic of MATCH_LOGICS) {
        const stored = toWildcard(typed, logic);
        const { rows } = await pg.query<{ value: string }>('SELECT value FROM v WHERE value_lower LIKE $1 ORDER BY value', [wildcardLike(stored)]);
        expect([stored, rows.map((r) => r.value)]).toEqual([stored, VALUES.filter((value) => matchesWildcard(stored, value)).sort()]);
      }
    }
  });

  it('a value typed with stars keeps the logic they carry; one without takes the logic given', () => {
    expect(typedWildcard('*eta', 'equals')).toBe('*eta');
    expect(typedWildcard('^al*', 'contains')).toBe('al*');
    expect(typedWildcard('al', 'beginsWith')).toBe('al*');
    expect(typedWildcard('a*l', 'equals')).toBe('al');
  });
});
