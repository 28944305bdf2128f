import { makeAutoObservable } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import type { CronJob, CronJobs } from '../../../core/common/jobs';
import { adminPaths } from '../common/adminPaths';
import type { CronJobAction } from '../common/cronJobSchemas';
import { PolledValue } from './PolledValue';

/** The page follows runs started by patterns and by other admins. */
const REFRESH_MS = 5_000;

/**
 * The cron jobs page's state: the jobs kept current (getCronJobs, AP-05), the one whose runs are
 * shown, and the actions (manageCronJob, AP-04; runCronJob), each showing the job the server
 * answers. A refused action rejects: the page shows its error (AP-06).
 */
export class CronJobsStore {
  readonly jobs: PolledValue<CronJobs>;
  /** The job whose runs show below the table; the first one until a row is picked. */
  selectedName?: string;
  /** The job an action is under way for (its button is busy). */
  busy?: string;

  constructor(
    private readonly api: ApiKernel,
    onLoadFailure: (error: Error) => void,
  ) {
    this.jobs = new PolledValue(() => api.get<CronJobs>(adminPaths.getCronJobs), onLoadFailure, REFRESH_MS);
    makeAutoObservable<this, 'api'>(this, { api: false, jobs: false }, { autoBind: true });
  }

  get list(): CronJob[] | undefined {
    return this.jobs.value && Object.values(this.jobs.value);
  }

  get selected(): CronJob | undefined {
    return this.list?.find((job) => job.name === this.selectedName) ?? this.list?.[0];
  }

  select(job: CronJob) {
    this.selectedName = job.name;
  }

  /** Stops an active job, starts a stopped one. */
  toggle(job: CronJob): Promise<void> {
    return this.act(job, () => this.manage(job, job.state === 'active' ? 'stop' : 'start'));
  }

  runNow(job: CronJob): Promise<void> {
    return this.act(job, () => this.api.post<CronJob>(adminPaths.runCronJob, { name: job.name }));
  }

  /** setTime; a refused pattern rejects with the server's field error (the dialog shows it). */
  async setPattern(job: CronJob, pattern: string): Promise<void> {
    this.show(await this.manage(job, 'setTime', pattern));
  }

  private async act(job: CronJob, send: () => Promise<CronJob>) {
    this.busy = job.name;
    try {
      this.show(await send());
    } finally {
      this.done();
    }
  }

  private done() {
    this.busy = undefined;
  }

  private manage(job: CronJob, action: CronJobAction, pattern?: string): Promise<CronJob> {
    return this.api.get<CronJob>(adminPaths.manageCronJob, { query: { name: job.name, action, pattern } });
  }

  private show(job: CronJob) {
    this.jobs.set({ ...this.jobs.value, [job.name]: job });
  }
}
