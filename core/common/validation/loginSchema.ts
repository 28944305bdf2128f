import * as yup from 'yup';
import { lazyMessage } from './validationMessages';
import { validators } from './validators';

/** Login form (spec §5): e-mail required and valid, password required (not trimmed). */
export const loginSchema = yup.object({
  email: validators.email('E-mail'),
  password: yup.string().required(lazyMessage('required', { field: 'Password' })),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
