import * as yup from 'yup';
import { lazyMessage } from './validationMessages';
import { validators } from './validators';

/** Longest password a login hashes: argon2 of a megabyte-long password would be work for nothing. */
const PASSWORD_MAX = 1024;

/** Login form (spec §5): e-mail required and valid, password required (not trimmed). */
export const loginSchema = yup.object({
  email: validators.email('E-mail').max(254, lazyMessage('max', { field: 'E-mail', max: 254 })),
  password: yup
    .string()
    .required(lazyMessage('required', { field: 'Password' }))
    .max(PASSWORD_MAX, lazyMessage('max', { field: 'Password', max: PASSWORD_MAX })),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
