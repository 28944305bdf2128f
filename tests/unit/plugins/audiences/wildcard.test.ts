/** @jest-environment node */
import { fromWildcard, matchesWildcard, toWildcard } from '../../../../plugins/audiences/common/wildcard';

describe('meta tag and form-data match logic (management §5)', () => {
  it('caret, star and dollar are stripped, then stars added by logic', () => {
    expect(toWildcard('^sp*ort$', 'equals')).toBe('sport');
    expect(toWildcard('sport', 'beginsWith')).toBe('sport*');
    expect(toWildcard('*sport*', 'contains')).toBe('*sport*');
    expect(toWildcard('sport$', 'endsWith')).toBe('*sport');
  });

  it('reading back infers the logic from the stars', () => {
    expect(fromWildcard('sport')).toEqual({ value: 'sport', logic: 'equals' });
    expect(fromWildcard('sport*')).toEqual({ value: 'sport', logic: 'beginsWith' });
    expect(fromWildcard('*sport*')).toEqual({ value: 'sport', logic: 'contains' });
    expect(fromWildcard('*sport')).toEqual({ value: 'sport', logic: 'endsWith' });
    for (const logic of ['equals', 'beginsWith', 'contains', 'endsWith'] as const) expect(fromWildcard(toWildcard('news', logic)).logic).toBe(logic);
  });

  it('equals matches the whole value only (case-insensitive, trimmed)', () => {
    expect(matchesWildcard('sport', 'Sport ')).toBe(true);
    expect(matchesWildcard('sport', 'sports')).toBe(false);
  });
  it('beginsWith, contains and endsWith match at the start, anywhere and at the end', () => {
    expect(matchesWildcard('sport*', 'Sport & Football')).toBe(true);
    expect(matchesWildcard('sport*', 'Motorsport')).toBe(false);
    expect(matchesWildcard('*sport*', 'Motorsport news')).toBe(true);
    expect(matchesWildcard('*sport*', 'Politics')).toBe(false);
    expect(matchesWildcard('*sport', 'Motorsport')).toBe(true);
    expect(matchesWildcard('*sport', 'Sport news')).toBe(false);
  });
});
