import { makeAutoObservable, runInAction } from 'mobx';

/**
 * A server value an admin page keeps current by reading it every `everyMs` while it is shown (jobs
 * that run, tasks that come and go). A read waits for the one under way (the API kernel refuses
 * the same request twice); a read begun before a change the server answered is dropped, not shown
 * over it; a server that stays down is reported once until a read succeeds again.
 */
export class PolledValue<T> {
  value?: T;
  private changes = 0;
  private reading?: Promise<void>;
  private failing = false;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly onFailure: (error: Error) => void,
    private readonly everyMs: number,
  ) {
    // The value is replaced whole, never changed in place: a shallow reference.
    makeAutoObservable<this, 'read' | 'onFailure' | 'changes' | 'reading' | 'failing'>(this, { read: false, onFailure: false, changes: false, reading: false, failing: false }, { deep: false, autoBind: true });
  }

  /** Reads now and then every `everyMs`; returns the function that stops it (the page's unmount). */
  poll(): () => void {
    void this.refresh();
    const timer = setInterval(() => void this.refresh(), this.everyMs);
    return () => clearInterval(timer);
  }

  refresh(): Promise<void> {
    this.reading ??= this.load().finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** A value the server answered a change with: shown at once. */
  set(value: T) {
    this.changes += 1;
    this.value = value;
  }

  private async load() {
    const asOf = this.changes;
    try {
      const value = await this.read();
      this.failing = false;
      if (asOf === this.changes) this.show(value);
    } catch (error) {
      if (!this.failing) runInAction(() => this.onFailure(error as Error));
      this.failing = true;
    }
  }

  private show(value: T) {
    this.value = value;
  }
}
