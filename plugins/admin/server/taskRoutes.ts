import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import { adminPaths } from '../common/adminPaths';
import type { KilledTasks, TaskList } from '../common/TaskList';
import { parseTaskRef, taskRef } from '../common/taskRef';
import { killTasksSchema } from '../common/taskSchemas';
import { recordAdminAction } from './recordAdminAction';

const PERMISSION = 'manageElasticTasks';

/**
 * GET getTasks (AP-09): every server process of the cluster by node name, with its running tasks
 * (longest first) keyed "node:id". A process that does not answer within a second is left out.
 */
const getTasksRoute = defineRoute({
  method: 'GET',
  url: adminPaths.getTasks,
  permission: PERMISSION,
  async handler(ctx): Promise<TaskList> {
    const nodes = await ctx.services.clusterTasks.list();
    return { nodes: Object.fromEntries(nodes.map(({ node, tasks }) => [node, { name: node, tasks: Object.fromEntries(tasks.map((task) => [taskRef(task), task])) }])) };
  },
});

/**
 * POST killTasks (AP-10): cancels each "node:id" on the process that runs it — a query is
 * interrupted in the event store, a job or an assignment stops at its next step — and answers
 * which were cancelled and which were not: ended, or on a process that did not answer within a
 * second (a kill that reaches it later still applies). 404 when none was cancelled.
 */
const killTasksRoute = defineRoute({
  method: 'POST',
  url: adminPaths.killTasks,
  permission: PERMISSION,
  schema: { body: killTasksSchema },
  async handler(ctx): Promise<KilledTasks> {
    const refs = ctx.body.tasks;
    // The schema let only "node:id" through.
    const outcomes = await ctx.services.clusterTasks.kill(refs.map((ref) => parseTaskRef(ref)!));
    const named = (outcome: (typeof outcomes)[number]) => refs.filter((_, i) => outcomes[i] === outcome);
    const reply: KilledTasks = { cancelled: named('cancelled'), missing: refs.filter((_, i) => outcomes[i] !== 'cancelled') };
    if (!reply.cancelled.length) throw new ApiError(404, 'task_not_found', notFound(named('notRunning'), named('noAnswer')));
    await recordAdminAction(ctx, 'tasks.kill', reply.cancelled.join(','), { ...reply });
    return reply;
  },
});

/** Why none of the tasks was cancelled, naming them. */
function notFound(notRunning: string[], noAnswer: string[]): string {
  const reasons = [notRunning.length && `No such task is running: ${notRunning.join(', ')}.`, noAnswer.length && `The server process of ${noAnswer.join(', ')} did not answer (a kill that reaches it later still applies).`];
  return reasons.filter(Boolean).join(' ');
}

export const taskRoutes = [getTasksRoute, killTasksRoute];
