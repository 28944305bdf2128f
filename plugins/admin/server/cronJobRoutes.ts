import * as yup from 'yup';
import type { CronJob, CronJobs } from '../../../core/common/jobs';
import { validationMessage, validators } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import { adminPaths } from '../common/adminPaths';
import { legacyCronJobSchema, manageCronJobSchema, runCronJobSchema } from '../common/cronJobSchemas';
import { recordAdminAction } from './recordAdminAction';

const PERMISSION = 'manageCronJobs';

const listCronJobs = (ctx: RouteContext): Promise<CronJobs> => ctx.services.scheduler.list();

/** GET getCronJobs (AP-05): every job keyed by name, with its last runs. */
const getCronJobsRoute = defineRoute({ method: 'GET', url: adminPaths.getCronJobs, permission: PERMISSION, handler: listCronJobs });

/** GET manageCronJob (AP-04): start, stop or set the pattern; answers the updated job. */
const manageCronJobRoute = defineRoute({
  method: 'GET',
  url: adminPaths.manageCronJob,
  permission: PERMISSION,
  schema: { query: manageCronJobSchema },
  async handler(ctx): Promise<CronJob> {
    const { name, action, pattern } = ctx.query;
    const { scheduler } = ctx.services;
    const job = action === 'setTime' ? await scheduler.setPattern(name, pattern!, ctx.user!.id) : await scheduler.setState(name, action === 'start' ? 'active' : 'stopped', ctx.user!.id);
    await recordAdminAction(ctx, `cronJob.${action}`, name, action === 'setTime' ? { pattern } : undefined);
    return job;
  },
});

/** POST runCronJob: a run now, beside the pattern (409 while one runs); answers the job with its run started. */
const runCronJobRoute = defineRoute({
  method: 'POST',
  url: adminPaths.runCronJob,
  permission: PERMISSION,
  schema: { body: runCronJobSchema },
  async handler(ctx): Promise<CronJob> {
    const job = await ctx.services.scheduler.runNow(ctx.body.name);
    await recordAdminAction(ctx, 'cronJob.run', ctx.body.name);
    return job;
  },
});

/** GET /v1/cronJobs (OP-62): the same jobs as getCronJobs. */
const legacyListRoute = defineRoute({ method: 'GET', url: adminPaths.legacyCronJobs, permission: PERMISSION, handler: listCronJobs });

/** PUT /v1/cronJobs/{name} (OP-62): a new state and/or pattern; answers the updated job. */
const legacyUpdateRoute = defineRoute({
  method: 'PUT',
  url: adminPaths.legacyCronJob(':name'),
  permission: PERMISSION,
  schema: { params: yup.object({ name: validators.required('Name') }), body: legacyCronJobSchema },
  async handler(ctx): Promise<CronJob> {
    const { name } = ctx.params;
    const { state, pattern } = ctx.body;
    if (state === undefined && pattern === undefined) throw ApiError.validation({ state: [validationMessage('required', { field: 'State' })] });
    const { scheduler } = ctx.services;
    let job = pattern === undefined ? undefined : await scheduler.setPattern(name, pattern, ctx.user!.id);
    if (state !== undefined) job = await scheduler.setState(name, state, ctx.user!.id);
    await recordAdminAction(ctx, 'cronJob.update', name, { state, pattern });
    return job!;
  },
});

export const cronJobRoutes = [getCronJobsRoute, manageCronJobRoute, runCronJobRoute, legacyListRoute, legacyUpdateRoute];
