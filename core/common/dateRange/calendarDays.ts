/**
 * Calendar days as ISO dates (`YYYY-MM-DD`), the form the filter stores (spec §3 startDate,
 * endDate). Arithmetic runs on the date alone, in UTC, so daylight-saving days count as one.
 */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar day of `date` in the runtime's local time zone (the user's "today"). */
export function isoDay(date: Date): IsoDay {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The UTC day of an instant (epoch ms): what a campaign's dates are compared with, whatever the server's time zone. */
export const utcIsoDay = (ts: number): IsoDay => new Date(ts).toISOString().slice(0, 10);

/** Whether `value` is a real calendar day in ISO form (2026-02-30 is not). */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** Local midnight at the start of `day`, epoch ms. */
export function startOfDay(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

function utc(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
