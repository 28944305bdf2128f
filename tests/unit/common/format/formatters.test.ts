import { formatDuration } from '../../../../core/common/format/formatDuration';
import { formatNumber, MANAGEMENT_ABBREVIATE_FROM } from '../../../../core/common/format/formatNumber';
import { formatPercent } from '../../../../core/common/format/formatPercent';

describe('formatters', () => {
  it('CO-05: under 100000 in full, otherwise abbreviated with k, m, b', () => {
    expect(formatNumber(99999)).toBe('99,999');
    expect(formatNumber(123456)).toBe('123.46k');
    expect(formatNumber(100000)).toBe('100k');
    expect(formatNumber(2500000)).toBe('2.5m');
    expect(formatNumber(7_100_000_000)).toBe('7.1b');
    expect(formatNumber(-150000)).toBe('-150k');
    expect(formatNumber(0)).toBe('0');
  });

  it('OP-36: the management areas abbreviate above 999, the analytics default stays at 100000', () => {
    expect(formatNumber(999, 'en', MANAGEMENT_ABBREVIATE_FROM)).toBe('999');
    expect(formatNumber(1000, 'en', MANAGEMENT_ABBREVIATE_FROM)).toBe('1k');
    expect(formatNumber(12345, 'en', MANAGEMENT_ABBREVIATE_FROM)).toBe('12.35k');
    expect(formatNumber(12345, 'de', MANAGEMENT_ABBREVIATE_FROM)).toBe('12,35k');
    expect(formatNumber(2_500_000, 'en', MANAGEMENT_ABBREVIATE_FROM)).toBe('2.5m');
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('IN-04: de and fr format numbers with their own separators', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(123456, 'de')).toBe('123,46k');
    expect(formatNumber(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,5');
  });

  it('CO-07: percent values with 2 decimals', () => {
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(1)).toBe('100.00%');
    expect(formatPercent(0.5, 'de').replace(/\s/g, ' ')).toBe('50,00 %');
  });

  it('CO-08: durations in ms, s, m, h, d, y', () => {
    expect(formatDuration(500)).toBe('500ms');
    expect(formatDuration(1500)).toBe('1.5s');
    expect(formatDuration(90000)).toBe('1.5m');
    expect(formatDuration(2 * 3600 * 1000)).toBe('2h');
    expect(formatDuration(3 * 24 * 3600 * 1000)).toBe('3d');
    expect(formatDuration(2 * 365 * 24 * 3600 * 1000)).toBe('2y');
    expect(formatDuration(0)).toBe('0ms');
  });
});
