import type { GrowthPoint } from '../../audiences/common/GrowthPoint';
import type { CompareOption } from '../../monitoring/common/compareOptions';

export const DAY_MS = 86_400_000;

/** Days back to the compared day (spec §9: yesterday or last week). */
const COMPARE_DAYS: Readonly<Record<CompareOption, number>> = { yesterday: 1, last_week: 7 };

/** UTC midnight that starts the day holding `ts`: audience growth counts in UTC days (spec §7). */
export function utcDayStart(ts: number): number {
  return Math.floor(ts / DAY_MS) * DAY_MS;
}

const iso = (ts: number) => new Date(ts).toISOString();

/**
 * The UTC time ranges the card asks the growth resources for (CG-04): today's total and today's
 * half hours (open-ended, so the live feed runs up to now) and the compared day's 48 half hours.
 * `shiftMs` moves the compared day onto today's axis.
 */
export function growthRanges(todayStart: number, compare: CompareOption) {
  const compareStart = todayStart - COMPARE_DAYS[compare] * DAY_MS;
  return {
    today: { from: iso(todayStart) },
    compared: { from: iso(compareStart), to: iso(compareStart + DAY_MS) },
    shiftMs: todayStart - compareStart,
  };
}

/**
 * The growth base: new visitors of the compared day up to the same time of day, counted in the
 * half hours that have begun by `now` on today's axis, so a morning is not measured against a
 * whole day.
 */
export function comparedSoFar(points: readonly GrowthPoint[], shiftMs: number, now: number): number {
  return points.reduce((sum, p) => (p.key + shiftMs <= now ? sum + p.audienceCount : sum), 0);
}
