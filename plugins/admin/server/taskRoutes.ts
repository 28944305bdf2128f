import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import { adminPaths } from '../common/adminPaths';
import type { KilledTasks, TaskList } from '../common/TaskList';
import { killTasksSchema } from '../common/taskSchemas';
import { recordAdminAction } from './recordAdminAction';

const PERMISSION = 'manageElasticTasks';

/**
 * GET getTasks (AP-09): this server process and its running tasks, longest first. With several
 * processes each answers for itself (the scale-out issue gathers them).
 */
const getTasksRoute = defineRoute({
  method: 'GET',
  url: adminPaths.getTasks,
  permission: PERMISSION,
  handler(ctx): TaskList {
    const { tasks } = ctx.services;
    return { nodes: { [tasks.node]: { name: tasks.node, tasks: Object.fromEntries(tasks.list().map((task) => [`${task.node}:${task.id}`, task])) } } };
  },
});

/**
 * POST killTasks (AP-10): cancels each "node:id" — a query is interrupted in the event store, a
 * job or an assignment stops at its next step — and answers which were cancelled and which ran no
 * more. 404 when none of them runs here.
 */
const killTasksRoute = defineRoute({
  method: 'POST',
  url: adminPaths.killTasks,
  permission: PERMISSION,
  schema: { body: killTasksSchema },
  async handler(ctx): Promise<KilledTasks> {
    const { tasks } = ctx.services;
    const reply: KilledTasks = { cancelled: [], missing: [] };
    for (const ref of ctx.body.tasks) {
      const [node, id] = ref.split(':');
      (node === tasks.node && tasks.kill(Number(id)) ? reply.cancelled : reply.missing).push(ref);
    }
    if (!reply.cancelled.length) throw new ApiError(404, 'task_not_found', `No such task is running: ${reply.missing.join(', ')}.`);
    await recordAdminAction(ctx, 'tasks.kill', reply.cancelled.join(','), { ...reply });
    return reply;
  },
});

export const taskRoutes = [getTasksRoute, killTasksRoute];
