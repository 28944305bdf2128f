import * as yup from 'yup';
import { cronPatternSchema, type CronJobState } from '../../../core/common/jobs';
import { validators } from '../../../core/common/validation';

export const CRON_JOB_ACTIONS = ['start', 'stop', 'setTime'] as const;
export type CronJobAction = (typeof CRON_JOB_ACTIONS)[number];

const name = validators.required('Name');

/** GET manageCronJob's query (AP-04): setTime needs a standard cron pattern (OP-61). */
export const manageCronJobSchema = yup.object({
  name,
  action: validators.oneOf('Action', CRON_JOB_ACTIONS).required(),
  pattern: yup.string().when('action', { is: 'setTime', then: () => cronPatternSchema, otherwise: (s) => s.strip() }),
});

/** The set-pattern dialog's form: the same rule as the call's. */
export const cronPatternFormSchema = yup.object({ pattern: cronPatternSchema });

/** POST runCronJob's body. */
export const runCronJobSchema = yup.object({ name });

/** PUT /v1/cronJobs/{name} (OP-62): a state, a pattern, or both. */
export const legacyCronJobSchema = yup.object({
  state: validators.oneOf<CronJobState>('State', ['active', 'stopped']).optional(),
  pattern: cronPatternSchema.optional().default(undefined),
});
