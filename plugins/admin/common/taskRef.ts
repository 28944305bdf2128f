import type { TaskView } from '../../../core/common/jobs';

/** A task as the task manager names it (AP-10): its node, a colon, its id on that node. Node names hold no colon (core/server/jobs/nodeName). */
export const TASK_REF = /^([^:\s]+):(\d+)$/;

/** The "node:id" of a task: unique across the processes of a cluster, since each numbers its own. */
export function taskRef(task: Pick<TaskView, 'node' | 'id'>): string {
  return `${task.node}:${task.id}`;
}

/** The node and id a "node:id" names; undefined for anything else. */
export function parseTaskRef(ref: string): Pick<TaskView, 'node' | 'id'> | undefined {
  const match = TASK_REF.exec(ref);
  return match ? { node: match[1], id: Number(match[2]) } : undefined;
}
