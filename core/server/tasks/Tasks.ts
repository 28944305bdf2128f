import { AsyncLocalStorage } from 'node:async_hooks';
import type { TaskType, TaskView } from '../../common/jobs';
import { TaskCancelledError } from './TaskCancelledError';

export interface TaskSpec {
  action: string;
  type: TaskType;
  description?: string;
  /** Stops the work at once (a DuckDB interrupt); without it a kill aborts the signal and the work stops at its next step. */
  cancel?(): void;
}

/** The handle of a task the work holds while it runs. */
export interface Task {
  readonly id: number;
  /** Aborted when the task (or its parent) is killed; its reason is a TaskCancelledError. */
  readonly signal: AbortSignal;
}

interface Running extends Task {
  spec: TaskSpec;
  parent?: Running;
  controller: AbortController;
  started: number;
  startedNs: bigint;
}

/** Queries are listed once they ran this long: the task manager shows the slow ones, not every read. */
const QUERY_LISTED_AFTER_MS = 100;

/**
 * The long-running work of this server process — event-store queries, jobs, roll-ups,
 * retroactive assignments, CSV exports — each registered while it runs, so the admin's task
 * manager lists it and kills it. Work started inside a task is its child (AsyncLocalStorage):
 * a job's queries name the job as parent, and killing the job kills them too.
 */
export class Tasks {
  private readonly running = new Map<number, Running>();
  private readonly current = new AsyncLocalStorage<Running>();
  private nextId = 1;

  constructor(readonly node: string) {}

  /** Runs `work` as a task; it ends (and leaves the list) when the work settles. */
  async run<T>(spec: TaskSpec, work: (task: Task) => Promise<T>): Promise<T> {
    const task = this.start(spec);
    try {
      return await this.current.run(task, () => work(task));
    } finally {
      this.running.delete(task.id);
    }
  }

  /** The running tasks, longest first (queries only once slow). */
  list(now = Date.now()): TaskView[] {
    const nowNs = process.hrtime.bigint();
    return [...this.running.values()]
      .filter((task) => task.spec.type !== 'query' || now - task.started >= QUERY_LISTED_AFTER_MS)
      .map((task) => ({
        id: task.id,
        node: this.node,
        action: task.spec.action,
        parent_task_id: task.parent ? `${this.node}:${task.parent.id}` : null,
        running_time_in_nanos: Number(nowNs - task.startedNs),
        start_time_in_millis: task.started,
        type: task.spec.type,
        description: task.spec.description ?? '',
        cancellable: true,
      }))
      .sort((a, b) => b.running_time_in_nanos - a.running_time_in_nanos);
  }

  /** Cancels a running task and its children; false when no such task runs (it ended meanwhile). */
  kill(id: number): boolean {
    const task = this.running.get(id);
    if (!task) return false;
    for (const child of this.running.values()) if (this.descendsFrom(child, task)) this.cancel(child);
    this.cancel(task);
    return true;
  }

  private start(spec: TaskSpec): Running {
    const controller = new AbortController();
    const task: Running = { id: this.nextId++, spec, parent: this.current.getStore(), controller, signal: controller.signal, started: Date.now(), startedNs: process.hrtime.bigint() };
    // A task started under a killed parent is killed at once.
    if (task.parent?.signal.aborted) controller.abort(task.parent.signal.reason);
    this.running.set(task.id, task);
    return task;
  }

  private cancel(task: Running) {
    if (task.signal.aborted) return;
    task.controller.abort(new TaskCancelledError());
    task.spec.cancel?.();
  }

  private descendsFrom(task: Running, ancestor: Running): boolean {
    for (let parent = task.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
    return false;
  }
}
