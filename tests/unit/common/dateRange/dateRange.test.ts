import { createInstance } from 'i18next';
import en from '../../../../locales/en/core.json';
import de from '../../../../locales/de/core.json';
import { addDays, clampDateRange, dateRangeInstants, dateRangeProblem, dateRangeRules, DEFAULT_MAX_PAST_DAYS, DEFAULT_MAX_RANGE_DAYS, isIsoDay, type DateRange } from '../../../../core/common/dateRange';

const today = '2026-11-22';
const days = (startBack: number, endBack = 0): DateRange => ({ startDate: addDays(today, -startBack), endDate: addDays(today, -endBack) });

async function message(language: 'en' | 'de', range: DateRange, maxRange: number): Promise<string> {
  const problem = dateRangeProblem(range, dateRangeRules(maxRange), today)!;
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { en: { core: en }, de: { core: de } }, ns: ['core'], defaultNS: 'core' });
  return i18n.t(`dateRange.${problem.key}`, problem.values);
}

describe('date-range rules', () => {
  it('FB-24: the maximum range is the page\'s own (7, 31, 45), 90 days when a page names none', () => {
    expect(DEFAULT_MAX_RANGE_DAYS).toBe(90);
    expect(dateRangeRules()).toEqual({ maxRange: 90, maxPast: 62 });
    for (const max of [7, 31, 45]) {
      expect(dateRangeProblem(days(max - 1), dateRangeRules(max), today)).toBeUndefined();
      expect(dateRangeProblem(days(max), dateRangeRules(max), today)).toEqual({ key: 'range', values: { maxRange: max } });
    }
    expect(dateRangeProblem(days(0), dateRangeRules(7), today)).toBeUndefined();
  });

  it('FB-25: the start may lie at most 62 days back', () => {
    expect(DEFAULT_MAX_PAST_DAYS).toBe(62);
    expect(dateRangeProblem(days(62, 60), dateRangeRules(31), today)).toBeUndefined();
    expect(dateRangeProblem(days(63, 60), dateRangeRules(31), today)).toEqual({ key: 'past', values: { maxPast: 62 } });
  });

  it('FB-26: a stored start older than allowed is moved up to the minimum on load; a range longer than the page allows keeps its end', () => {
    expect(clampDateRange(days(100, 80), dateRangeRules(), today)).toEqual({ startDate: addDays(today, -62), endDate: addDays(today, -62) });
    expect(clampDateRange(days(100, 30), dateRangeRules(), today)).toEqual(days(62, 30));
    expect(clampDateRange(days(40, 0), dateRangeRules(31), today)).toEqual(days(30, 0));
    expect(clampDateRange(days(10, 2), dateRangeRules(31), today)).toEqual(days(10, 2));
    // Nothing stored, or something broken: the last 7 days, shorter when the page allows less.
    expect(clampDateRange(undefined, dateRangeRules(31), today)).toEqual(days(6));
    expect(clampDateRange({ startDate: 'yesterday', endDate: '2026-02-30' }, dateRangeRules(5), today)).toEqual(days(4));
    expect(isIsoDay('2026-02-28')).toBe(true);
  });

  it('FB-27: no day after today survives loading', () => {
    expect(clampDateRange({ startDate: addDays(today, 2), endDate: addDays(today, 5) }, dateRangeRules(31), today)).toEqual({ startDate: today, endDate: today });
    expect(clampDateRange({ startDate: addDays(today, -3), endDate: addDays(today, 1) }, dateRangeRules(31), today)).toEqual(days(3));
  });

  it('FB-28: too long a range reads "Start and end date must be within {maxRange} days." (de translated)', async () => {
    await expect(message('en', days(31), 31)).resolves.toBe('Start and end date must be within 31 days.');
    await expect(message('de', days(31), 31)).resolves.toBe('Start- und Enddatum müssen innerhalb von 31 Tagen liegen.');
  });

  it('FB-29: too old a start reads "Start date is not allowed to be more than {maxPast} days in the past."', async () => {
    await expect(message('en', days(70, 65), 31)).resolves.toBe('Start date is not allowed to be more than 62 days in the past.');
    await expect(message('de', days(70, 65), 31)).resolves.toBe('Das Startdatum darf höchstens 62 Tage in der Vergangenheit liegen.');
  });

  it('FB-30: a start after the end reads "Start date must be before end date."', async () => {
    await expect(message('en', days(2, 3), 31)).resolves.toBe('Start date must be before end date.');
    await expect(message('de', days(2, 3), 31)).resolves.toBe('Das Startdatum muss vor dem Enddatum liegen.');
  });

  it('the range becomes from/to: local midnight of the start to local midnight after the end', () => {
    const { from, to } = dateRangeInstants({ startDate: '2026-03-28', endDate: '2026-03-29' });
    expect(new Date(from).getHours()).toBe(0);
    expect(new Date(from).getDate()).toBe(28);
    expect(new Date(to).getDate()).toBe(30);
    expect(new Date(to).getHours()).toBe(0);
  });
});
