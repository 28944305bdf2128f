import { cronPatternError, cronPatternMessage, nextRunsOf, tickOf } from '../../../../core/common/jobs';
import { manageCronJobSchema, legacyCronJobSchema } from '../../../../plugins/admin/common/cronJobSchemas';

describe('cron patterns (OP-61: a standard cron expression, checked before setTime is sent)', () => {
  it.each(['* * * * *', '0 3 * * *', '*/15 9-17 * * 1-5', '30 2 1 * *', '0 0 * * SUN', '*/5 * * * * *', '@daily'])('OP-61: %s is a pattern', (pattern) => {
    expect(cronPatternError(pattern)).toBeUndefined();
  });

  it.each([
    ['61 * * * *', /minute/],
    ['* 24 * * *', /hour/],
    ['every day', /five fields/],
    ['* * *', /five fields/],
    ['1 2 3 4 5 6 7', /five fields/],
    ['0 0 31 2 *', /never runs/],
    ['*/0 * * * *', /stepping/],
  ])('OP-61: %s is refused, saying why', (pattern, why) => {
    expect(cronPatternError(pattern)).toMatch(why);
    expect(cronPatternMessage(pattern)).toMatch(/^Pattern is not a cron pattern: /);
  });

  it('the next runs are read in UTC, after the given time', () => {
    const from = new Date('2026-11-29T05:00:00Z');
    expect(nextRunsOf('0 3 * * *', 3, from).map((d) => d.toISOString())).toEqual(['2026-11-30T03:00:00.000Z', '2026-12-01T03:00:00.000Z', '2026-12-02T03:00:00.000Z']);
    expect(nextRunsOf('*/20 * * * * *', 2, from).map((d) => d.toISOString())).toEqual(['2026-11-29T05:00:20.000Z', '2026-11-29T05:00:40.000Z']);
  });

  it('a run started late belongs to the tick it was due at (two processes claim the same tick)', () => {
    expect(tickOf('*/5 * * * * *', new Date('2026-01-01T00:00:07.020Z'))?.toISOString()).toBe('2026-01-01T00:00:05.000Z');
    expect(tickOf('*/5 * * * * *', new Date('2026-01-01T00:00:05.000Z'))?.toISOString()).toBe('2026-01-01T00:00:05.000Z');
    expect(tickOf('0 3 * * *', new Date('2026-01-01T03:00:00.400Z'))?.toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });

  it('AP-04: manageCronJob takes start, stop and setTime; setTime needs a valid pattern, the others ignore one', async () => {
    await expect(manageCronJobSchema.validate({ name: 'refreshCache', action: 'stop', pattern: 'nonsense' })).resolves.toEqual({ name: 'refreshCache', action: 'stop' });
    await expect(manageCronJobSchema.validate({ name: 'refreshCache', action: 'setTime', pattern: ' 0 4 * * * ' })).resolves.toEqual({ name: 'refreshCache', action: 'setTime', pattern: '0 4 * * *' });
    await expect(manageCronJobSchema.validate({ name: 'refreshCache', action: 'setTime' })).rejects.toThrow('Pattern is required.');
    await expect(manageCronJobSchema.validate({ name: 'refreshCache', action: 'setTime', pattern: '61 * * * *' })).rejects.toThrow(/Pattern is not a cron pattern/);
    await expect(manageCronJobSchema.validate({ name: 'refreshCache', action: 'pause' })).rejects.toThrow('Action must be one of the allowed values.');
  });

  it('OP-62: the legacy PUT takes a state and a pattern, each optional', async () => {
    await expect(legacyCronJobSchema.validate({ state: 'stopped' })).resolves.toEqual({ state: 'stopped' });
    await expect(legacyCronJobSchema.validate({ state: 'paused' })).rejects.toThrow('State must be one of the allowed values.');
    await expect(legacyCronJobSchema.validate({ pattern: '* *' })).rejects.toThrow(/five fields/);
  });
});
