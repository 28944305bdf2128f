import { randomUUID } from 'node:crypto';
import type { EventStore, PastAssignmentQuery } from '../../../core/server/events';
import type { PastAssignment } from '../common/Mapping';

/** A finished job is reported this long, then forgotten. */
const KEPT_MS = 60 * 60_000;

interface Job {
  /** When it ended; undefined while it runs. */
  ended?: number;
  view: PastAssignment;
  /** Who started it: only they are told about it. */
  userId: number;
  /** The job's audience and matching: the same again while it runs is the same job. */
  key: string;
}

/**
 * The past assignments of this process (issue 16's "apply to the last 30 days"): each runs in the
 * background on the event store (EventStore.assignPast, in steps between flushes) and reports its
 * progress until an hour after it ends. Asking again for a running one joins it; one run after the
 * other adds nothing the first added (assignPast is idempotent).
 */
export class PastAssignments {
  private static readonly perStore = new WeakMap<EventStore, PastAssignments>();
  private readonly jobs = new Map<string, Job>();

  private constructor(private readonly events: EventStore) {}

  static of(events: EventStore): PastAssignments {
    let jobs = PastAssignments.perStore.get(events);
    if (!jobs) PastAssignments.perStore.set(events, (jobs = new PastAssignments(events)));
    return jobs;
  }

  /** Starts (or joins) assigning `query`'s matches; `onDone` runs once it succeeded (caches to drop). */
  start(query: PastAssignmentQuery, userId: number, onDone: () => void): PastAssignment {
    this.forgetFinished();
    const key = JSON.stringify([query.list, query.id, query.matching]);
    const running = [...this.jobs.values()].find((job) => job.key === key && job.view.state === 'running' && job.userId === userId);
    if (running) return { ...running.view };
    const job: Job = { userId, key, view: { id: randomUUID(), audienceId: query.id, state: 'running', progress: 0, added: 0 } };
    this.jobs.set(job.view.id, job);
    this.events
      .assignPast(query, (share) => (job.view.progress = share))
      .then(
        (added) => {
          job.view = { ...job.view, state: 'done', progress: 1, added };
          onDone();
        },
        (err: unknown) => {
          job.view = { ...job.view, state: 'failed', error: err instanceof Error ? err.message : String(err) };
        },
      )
      .finally(() => (job.ended = Date.now()));
    return { ...job.view };
  }

  /** The job as its starter sees it; undefined for anyone else, an unknown or a forgotten id. */
  get(id: string, userId: number): PastAssignment | undefined {
    this.forgetFinished();
    const job = this.jobs.get(id);
    return job && job.userId === userId ? { ...job.view } : undefined;
  }

  private forgetFinished(now = Date.now()) {
    for (const [id, job] of this.jobs) if (job.ended !== undefined && job.ended < now - KEPT_MS) this.jobs.delete(id);
  }
}
