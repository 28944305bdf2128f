const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let known = formats.get(timeZone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, known);
  }
  return known;
}

/**
 * Where an instant sits on a LineChart, which draws in UTC, so that it reads as the wall-clock
 * time of `timeZone` (the user's, CU-02): for charts of buckets counted in UTC (audience growth,
 * tools stats), whose points carry no local date. Without a zone the instant itself.
 */
export function wallClockAt(ts: number, timeZone: string | undefined): number {
  if (!timeZone) return ts;
  const parts = Object.fromEntries(format(timeZone).formatToParts(ts).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) + (ts % 1000);
}
