import { formatTypedDay, parseTypedDay } from '../../../../core/client/i18n/typedDay';

describe('days in the date fields per language (IN-04)', () => {
  it('IN-04: de shows and reads dd.mm.yyyy; en keeps the filter’s ISO day', () => {
    expect(formatTypedDay('2026-03-07', 'de')).toBe('07.03.2026');
    expect(formatTypedDay('2026-03-07', 'en')).toBe('2026-03-07');
    expect(parseTypedDay('7.3.2026', 'de')).toBe('2026-03-07');
    expect(parseTypedDay(' 07.03.2026 ', 'de')).toBe('2026-03-07');
    expect(parseTypedDay('2026-03-07', 'de')).toBe('2026-03-07');
    expect(parseTypedDay('2026-03-07', 'en')).toBe('2026-03-07');
  });

  it('IN-04: no real day, no day', () => {
    expect(parseTypedDay('30.02.2026', 'de')).toBeUndefined();
    expect(parseTypedDay('07.03.2026', 'en')).toBeUndefined();
    expect(parseTypedDay('soon', 'de')).toBeUndefined();
  });
});
