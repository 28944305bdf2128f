/**
 * A bucket's place on a LineChart, which draws in UTC, so that it reads as the user's wall
 * clock (CE-11, IA-05, IC-05): its UTC start `key` shifted by the offset of its local start
 * (`date`, ISO 8601 with offset, as the histogram resources send it); a daily bucket thus sits
 * on its own day. A compared bucket that keeps today's start keeps sharing today's axis.
 */
export function wallClockKey({ key, date }: { key: number; date: string }): number {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(date);
  if (!offset) return key;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return key + (offset[1] === '-' ? -minutes : minutes) * 60_000;
}
