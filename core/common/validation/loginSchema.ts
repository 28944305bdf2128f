import * as yup from 'yup';
import { PASSWORD_LENGTH } from './passwordRules';
import { lazyMessage } from './validationMessages';
import { validators } from './validators';

/** Login form (spec §5): e-mail required and valid, password required (not trimmed) and no longer than any account's. */
export const loginSchema = yup.object({
  email: validators.email('E-mail').max(254, lazyMessage('max', { field: 'E-mail', max: 254 })),
  password: yup
    .string()
    .required(lazyMessage('required', { field: 'Password' }))
    .max(PASSWORD_LENGTH.max, lazyMessage('max', { field: 'Password', max: PASSWORD_LENGTH.max })),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
