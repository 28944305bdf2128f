import { CliError } from '../CliError';

/** A commander option parser for numbers above 0 (whole numbers with `integer`), with an error naming the flag. */
export const positiveNumber =
  (flag: string, { integer = false } = {}) =>
  (value: string): number => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
      throw new CliError(`${flag} must be a positive ${integer ? 'whole number' : 'number'}, got "${value}".`);
    }
    return n;
  };
