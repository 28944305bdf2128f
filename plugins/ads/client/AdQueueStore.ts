import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import type { Ad } from '../common/Ad';
import { adPaths } from '../common/adPaths';

/** The review queue (GET queue, admins): the dynamic and Google ads waiting for approval, and approving one. */
export class AdQueueStore {
  ads: readonly Ad[] = [];
  loading = false;
  /** The last load failed (its error is in the snackbar). */
  failed = false;

  constructor(private readonly api: ApiKernel) {
    makeObservable<AdQueueStore, 'settled'>(this, { ads: observableRef, loading: observable, failed: observable, load: action, settled: action });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      this.settled(await this.api.get<Ad[]>(adPaths.queue), false);
    } catch (error) {
      this.settled(this.ads, true);
      throw error;
    }
  }

  /** Approves the version the admin reviewed; a newer one is refused (409). */
  approve(ad: Ad): Promise<unknown> {
    return this.api.post(adPaths.approve(ad.id), { version: ad.version });
  }

  private settled(ads: readonly Ad[], failed: boolean): void {
    this.ads = ads;
    this.failed = failed;
    this.loading = false;
  }
}
