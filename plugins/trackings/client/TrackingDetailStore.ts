import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { Tracking, TrackingValues } from '../common/Tracking';
import { trackingPaths } from '../common/trackingPaths';

/**
 * One tracking's detail (management §2, §4): loads it, flips its active flag (TK-19; a failure
 * puts the switch back and is only logged, OP-73), reads its values for the wizard and deletes it.
 * The page shows the outcomes; this store owns the calls.
 */
export class TrackingDetailStore {
  tracking?: Tracking = undefined;
  /** A toggleState call is under way: the switch waits for it. */
  toggling = false;

  constructor(
    private readonly api: Pick<ApiKernel, 'get' | 'post' | 'request'>,
    readonly id: number,
  ) {
    makeObservable(this, { tracking: observableRef, toggling: observable, setActive: action });
  }

  /** Loads the tracking again; false when it cannot be (gone, another organisation's, a failure: TK-20). */
  async load(): Promise<boolean> {
    try {
      const tracking = await this.api.get<Tracking>(trackingPaths.show(this.id));
      runInAction(() => (this.tracking = tracking));
      return true;
    } catch (error) {
      console.error('Loading the tracking failed:', (error as ApiError).code);
      return false;
    }
  }

  /** POST toggleState; true when stored. On failure the switch shows the stored state again and the error is logged. */
  async toggle(newState: boolean): Promise<boolean> {
    const before = this.tracking!.active;
    this.setActive(newState, true);
    try {
      await this.api.post(trackingPaths.toggleState, { id: this.id, newState });
      this.setActive(newState, false);
      return true;
    } catch (error) {
      console.error('Changing the tracking state failed:', (error as ApiError).code);
      this.setActive(before, false);
      return false;
    }
  }

  /** The wizard's values with the version they are at (GET edit). */
  editValues(): Promise<TrackingValues> {
    return this.api.get<TrackingValues>(trackingPaths.edit(this.id));
  }

  /** DELETE; rejects with the failure (the page shows it, then leaves anyway: TK-21). */
  async remove(): Promise<void> {
    await this.api.request('DELETE', trackingPaths.remove(this.id));
  }

  setActive(active: boolean, toggling: boolean): void {
    if (this.tracking) this.tracking = { ...this.tracking, active };
    this.toggling = toggling;
  }
}
