import type { TaskView } from '../../../core/common/jobs';

/** GET getTasks' reply (AP-09): each server process of the cluster by name, with its tasks (AP-08) keyed "node:id". */
export interface TaskList {
  nodes: Record<string, { name: string; tasks: Record<string, TaskView> }>;
}

/** POST killTasks' reply: the tasks cancelled, and those not running any more (ended meanwhile). */
export interface KilledTasks {
  cancelled: string[];
  missing: string[];
}
