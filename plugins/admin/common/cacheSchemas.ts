import * as yup from 'yup';
import { lazyMessage, validators } from '../../../core/common/validation';

/** POST refreshUsers (AP-14, OP-63): one user's id, or all users (`all: true`); not both. */
export const refreshUsersSchema = yup.object({
  all: yup.boolean().optional(),
  userId: validators
    .minValue('User id', 1)
    .integer(lazyMessage('wholeNumber', { field: 'User id' }))
    .when('all', {
      is: true,
      then: (userId) => userId.test('user-or-all', lazyMessage('eitherNotBoth', { field: 'User id', other: 'all' }), (value) => value === undefined),
      otherwise: (userId) => userId.required(lazyMessage('required', { field: 'User id' })),
    }),
});
export type RefreshUsersInput = yup.InferType<typeof refreshUsersSchema>;

export const RETARGETING_CACHE_TYPES = ['domains', 'visitors'] as const;

/** POST refreshRetargetingCache (AP-15). */
export const refreshRetargetingCacheSchema = yup.object({ type: validators.oneOf('Type', RETARGETING_CACHE_TYPES).required(lazyMessage('required', { field: 'Type' })) });
