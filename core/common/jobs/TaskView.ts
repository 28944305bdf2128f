/** What kind of work a task is (the task manager's `type`). */
export type TaskType = 'query' | 'job' | 'rollup' | 'assignment' | 'export';

/** A running task as the task manager shows it (management §3 "Search-cluster task", Elasticsearch's `_tasks` fields). */
export interface TaskView {
  id: number;
  node: string;
  /** What runs, e.g. `eventStore:query`, `cron:job/manageCluster`. */
  action: string;
  /** Elasticsearch's parent task; always null here: tasks stand alone (core/server/tasks/Tasks). */
  parent_task_id: string | null;
  running_time_in_nanos: number;
  start_time_in_millis: number;
  type: TaskType;
  /** What it works on in words (a query's SQL, an export's file). */
  description: string;
  cancellable: boolean;
}
