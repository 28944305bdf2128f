import { makeAutoObservable } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import type { TaskView } from '../../../core/common/jobs';
import { adminPaths } from '../common/adminPaths';
import type { KilledTasks, TaskList } from '../common/TaskList';
import { PolledValue } from './PolledValue';

/** Tasks come and go within seconds: the page reads them this often. */
const REFRESH_MS = 2_000;

/** Management §9: 25, 50 or all rows a page (the pager shows Infinity as "All"), 25 at first (AP-11). */
export const TASK_PAGE_SIZES: readonly number[] = [25, 50, Infinity];

/** A task as the table shows it, with the "node:id" killTasks names it by. */
export interface TaskRow extends TaskView {
  ref: string;
}

/**
 * The task manager's state: the running tasks of every node kept current (getTasks, AP-09),
 * longest running first, one page of them at a time (AP-11), the ones ticked, and killing them
 * (killTasks, AP-10). A selection outlives the reads; a task that ended leaves it.
 */
export class TaskManagerStore {
  readonly tasks: PolledValue<TaskList>;
  page = 1;
  pageSize = TASK_PAGE_SIZES[0];
  /** "node:id" of the ticked tasks, listed or not. */
  private readonly ticked = new Set<string>();

  constructor(
    private readonly api: ApiKernel,
    onLoadFailure: (error: Error) => void,
  ) {
    this.tasks = new PolledValue(() => api.get<TaskList>(adminPaths.getTasks), onLoadFailure, REFRESH_MS);
    makeAutoObservable<this, 'api'>(this, { api: false, tasks: false }, { autoBind: true });
  }

  /** Every node's tasks, longest running first (AP-11); undefined until the first read. */
  get rows(): TaskRow[] | undefined {
    if (!this.tasks.value) return undefined;
    return Object.values(this.tasks.value.nodes)
      .flatMap((node) => Object.entries(node.tasks).map(([ref, task]) => ({ ...task, ref })))
      .sort((a, b) => b.running_time_in_nanos - a.running_time_in_nanos);
  }

  /** The page shown; the last one when fewer tasks run than before. */
  get shownPage(): number {
    return Math.min(this.page, Math.max(1, Math.ceil((this.rows?.length ?? 0) / this.pageSize)));
  }

  get pageRows(): TaskRow[] {
    // "All" (Infinity) is one page; 0 × Infinity would be NaN.
    const start = this.shownPage > 1 ? (this.shownPage - 1) * this.pageSize : 0;
    return this.rows?.slice(start, start + this.pageSize) ?? [];
  }

  /** The ticked tasks that still run, as killTasks names them. */
  get selected(): string[] {
    return (this.rows ?? []).filter((row) => this.ticked.has(row.ref)).map((row) => row.ref);
  }

  isSelected(row: TaskRow): boolean {
    return this.ticked.has(row.ref);
  }

  /** Whether none, some or all of the page's tasks are ticked (the header's box). */
  get pageSelection(): 'none' | 'some' | 'all' {
    const ticked = this.pageRows.filter(this.isSelected).length;
    return ticked === 0 ? 'none' : ticked === this.pageRows.length ? 'all' : 'some';
  }

  toggle(row: TaskRow) {
    if (!this.ticked.delete(row.ref)) this.ticked.add(row.ref);
  }

  /** Ticks the whole page, or unticks it when it is all ticked. */
  togglePage() {
    const untick = this.pageSelection === 'all';
    for (const row of this.pageRows) {
      if (untick) this.ticked.delete(row.ref);
      else this.ticked.add(row.ref);
    }
  }

  setPage(page: number) {
    this.page = page;
  }

  setPageSize(size: number) {
    this.pageSize = size;
    this.page = 1;
  }

  /**
   * POST killTasks with these "node:id" (AP-10). The cancelled ones leave the table at once and the
   * list is read again, also after a refusal (the tasks may have ended meanwhile).
   */
  async kill(refs: string[]): Promise<KilledTasks> {
    try {
      const killed = await this.api.post<KilledTasks>(adminPaths.killTasks, { tasks: refs });
      this.forget([...killed.cancelled, ...killed.missing]);
      return killed;
    } finally {
      void this.tasks.refresh();
    }
  }

  private forget(refs: string[]) {
    for (const ref of refs) this.ticked.delete(ref);
    const list = this.tasks.value;
    if (!list) return;
    const nodes = Object.entries(list.nodes).map(([key, node]) => [key, { ...node, tasks: Object.fromEntries(Object.entries(node.tasks).filter(([ref]) => !refs.includes(ref))) }]);
    this.tasks.set({ nodes: Object.fromEntries(nodes) as TaskList['nodes'] });
  }
}
