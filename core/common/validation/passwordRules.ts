import * as yup from 'yup';
import { lazyMessage } from './validationMessages';

/**
 * Length bounds of a password: the shortest an account may be given, and the longest a login
 * hashes (argon2 of a megabyte-long password would be work for nothing).
 */
export const PASSWORD_LENGTH = { min: 8, max: 1024 } as const;

/** A password an account is given (`cli user add`): required, within both bounds, not trimmed. */
export function newPassword(field: string) {
  return yup
    .string()
    .required(lazyMessage('required', { field }))
    .min(PASSWORD_LENGTH.min, lazyMessage('min', { field, min: PASSWORD_LENGTH.min }))
    .max(PASSWORD_LENGTH.max, lazyMessage('max', { field, max: PASSWORD_LENGTH.max }));
}
