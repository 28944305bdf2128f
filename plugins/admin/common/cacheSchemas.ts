import * as yup from 'yup';
import { lazyMessage, validationMessage, validators } from '../../../core/common/validation';

/** POST refreshUsers (AP-14, OP-63): one user's id, or all users; one of the two. */
export const refreshUsersSchema = yup
  .object({
    userId: validators.minValue('User', 1).integer(lazyMessage('wholeNumber', { field: 'User' })).optional(),
    all: yup.boolean().optional(),
  })
  .test('user-or-all', (value, ctx) => {
    const oneUser = value.userId !== undefined;
    return oneUser !== (value.all === true) || ctx.createError({ path: 'userId', message: validationMessage('required', { field: 'User' }) });
  });
export type RefreshUsersInput = yup.InferType<typeof refreshUsersSchema>;

export const RETARGETING_CACHE_TYPES = ['domains', 'visitors'] as const;

/** POST refreshRetargetingCache (AP-15). */
export const refreshRetargetingCacheSchema = yup.object({ type: validators.oneOf('Type', RETARGETING_CACHE_TYPES).required(lazyMessage('required', { field: 'Type' })) });
