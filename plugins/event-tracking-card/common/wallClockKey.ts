/**
 * A bucket's place on a chart drawn in UTC so that it reads as the user's wall clock (CE-11):
 * its UTC start shifted by the offset of its local start (`date`, ISO 8601 with offset). A
 * compared bucket keeps today's start, so both lines share the axis.
 */
export function wallClockKey({ key, date }: { key: number; date: string }): number {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(date);
  if (!offset) return key;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return key + (offset[1] === '-' ? -minutes : minutes) * 60_000;
}
