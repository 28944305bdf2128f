import { Cron } from 'croner';

/** Standard cron (five fields) or with seconds first (six), read in UTC on server and client alike (OP-61). */
export const CRON_MODE = { mode: '5-or-6-parts', timezone: 'UTC' } as const;
const OPTIONS = { ...CRON_MODE, paused: true };

/** Why `pattern` is not a cron expression the scheduler takes (croner's words), or undefined when it is. */
export function cronPatternError(pattern: string): string | undefined {
  const fields = pattern.trim().split(/\s+/).length;
  if (!pattern.trim().startsWith('@') && fields !== 5 && fields !== 6) return 'A pattern has five fields (minute hour day-of-month month day-of-week), or six with seconds first.';
  try {
    // A pattern that never matches again (31 February) schedules nothing: refused like a malformed one.
    if (!new Cron(pattern, OPTIONS).nextRun()) return 'The pattern never runs.';
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message.replace(/^CronPattern: /, '') : String(err);
  }
}

/** The next `count` times `pattern` runs after `from` (a valid pattern). */
export function nextRunsOf(pattern: string, count: number, from: Date = new Date()): Date[] {
  return new Cron(pattern, OPTIONS).nextRuns(count, from);
}

/** The latest time `pattern` ran at or before `at`: the tick a run started late (by timer lag) belongs to. */
export function tickOf(pattern: string, at: Date): Date | undefined {
  return new Cron(pattern, OPTIONS).previousRuns(1, new Date(at.getTime() + 1))[0];
}
