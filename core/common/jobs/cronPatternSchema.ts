import { validationMessage, validators } from '../validation';
import { cronPatternError } from './cronPattern';

/** The message of a pattern the scheduler refuses, or undefined (OP-61: checked before setTime is sent, and again by the server). */
export function cronPatternMessage(pattern: string, field = 'Pattern'): string | undefined {
  const reason = cronPatternError(pattern);
  return reason === undefined ? undefined : validationMessage('cronPattern', { field, reason });
}

/** A cron job's pattern: required, and a standard cron expression. */
export const cronPatternSchema = validators.required('Pattern').test('cron-pattern', (value, ctx) => {
  const message = value ? cronPatternMessage(value) : undefined;
  return message ? ctx.createError({ message }) : true;
});
