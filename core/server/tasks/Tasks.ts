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
  controller: AbortController;
  started: number;
  startedNs: bigint;
}

/** Queries are listed once they ran this long: the task manager shows the slow ones, not every read. */
const QUERY_LISTED_AFTER_MS = 100;

/**
 * The long-running work of this server process — event-store queries, jobs, roll-ups,
 * retroactive assignments, CSV exports — each registered while it runs, so the admin's task
 * manager lists it and kills it. Tasks stand alone (`parent_task_id` null): finding a query's job
 * would take AsyncLocalStorage, which on Node 20 slows every await of the process (40 → 110 ns,
 * measured); a killed job stops at its next step, and a query it runs is a task of its own.
 */
export class Tasks {
  private readonly running = new Map<number, Running>();
  private nextId = 1;

  constructor(readonly node: string) {}

  /** Runs `work` as a task; it ends (and leaves the list) when the work settles. */
  async run<T>(spec: TaskSpec, work: (task: Task) => Promise<T>): Promise<T> {
    const task = this.start(spec);
    try {
      return await work(task);
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
        parent_task_id: null,
        running_time_in_nanos: Number(nowNs - task.startedNs),
        start_time_in_millis: task.started,
        type: task.spec.type,
        description: task.spec.description ?? '',
        cancellable: true,
      }))
      .sort((a, b) => b.running_time_in_nanos - a.running_time_in_nanos);
  }

  /** Cancels a running task; false when no such task runs (it ended meanwhile). */
  kill(id: number): boolean {
    const task = this.running.get(id);
    if (!task || task.signal.aborted) return Boolean(task);
    task.controller.abort(new TaskCancelledError());
    task.spec.cancel?.();
    return true;
  }

  private start(spec: TaskSpec): Running {
    const controller = new AbortController();
    const task: Running = { id: this.nextId++, spec, controller, signal: controller.signal, started: Date.now(), startedNs: process.hrtime.bigint() };
    this.running.set(task.id, task);
    return task;
  }
}
