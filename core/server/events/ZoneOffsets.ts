const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at instant `ts`, in ms (Europe/Vienna in summer: +7 200 000). */
export function zoneOffsetAt(timeZone: string, ts: number): number {
  const name = formatter(timeZone).formatToParts(ts).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(name);
  if (!m) return 0;
  const ms = ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '-' ? -ms : ms;
}

/** Zones change offset at most a few times a year: sampling every 6 h cannot miss a change. */
const SAMPLE_MS = 6 * 3600_000;

/**
 * The offsets of one zone over a time range, as segments between transitions, so bucketing
 * thousands of instants (or a whole scan: the store compiles the segments) costs a lookup, not an Intl call.
 */
export class ZoneOffsets {
  /** Segment i starts at starts[i] (the first at -∞) and has offsets[i]. */
  private readonly starts: number[] = [-Infinity];
  private readonly offsets: number[];

  constructor(
    readonly timeZone: string,
    from: number,
    to: number,
  ) {
    let previous = zoneOffsetAt(timeZone, from - SAMPLE_MS);
    this.offsets = [previous];
    for (let t = from; t < to + SAMPLE_MS; t += SAMPLE_MS) {
      const current = zoneOffsetAt(timeZone, t);
      if (current === previous) continue;
      // Binary search the exact millisecond of the change within the last sample step.
      let lo = t - SAMPLE_MS;
      let hi = t;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (zoneOffsetAt(timeZone, mid) === previous) lo = mid;
        else hi = mid;
      }
      this.starts.push(hi);
      this.offsets.push(current);
      previous = current;
    }
  }

  at(ts: number): number {
    let i = this.starts.length - 1;
    while (ts < this.starts[i]) i--;
    return this.offsets[i];
  }

  /** UTC instant of a local wall-clock time given as "local epoch" ms (local time read as if UTC). */
  utcOfLocal(local: number): number {
    const guess = local - this.at(local);
    return local - this.at(guess);
  }

  /** Whether every offset, and every change of it, is a whole multiple of `step` ms. */
  alignedTo(step: number): boolean {
    return this.offsets.every((offset) => offset % step === 0) && this.starts.slice(1).every((start) => start % step === 0);
  }

  /** The segments: from each start (the first at -Infinity) on, the offset, until the next start. */
  segments(): { start: number; offset: number }[] {
    return this.starts.map((start, i) => ({ start, offset: this.offsets[i] }));
  }
}
