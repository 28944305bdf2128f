import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import type { AdChoice } from '../common/AdChoice';
import { adPaths } from '../common/adPaths';
import { adBlockerSuspected } from './adBlockerSuspected';

/**
 * The caller's ads as the ads picker lists them (getAds), one list per console (keyed by its API
 * kernel). A failure is logged and keeps the last list; one without any reply is remembered as
 * `blocked`, for the ad-blocker hint (AD-08).
 */
class AdChoicesStore {
  choices: readonly AdChoice[] = [];
  /** The list was asked for at least once (and answered or failed). */
  loaded = false;
  /** The last load got no reply: an ad blocker stopped it, most likely. */
  blocked = false;
  private running: Promise<void> | undefined;

  constructor(private readonly api: ApiKernel) {
    makeObservable<AdChoicesStore, 'set'>(this, { choices: observableRef, loaded: observable, blocked: observable, set: action });
  }

  load(): Promise<void> {
    this.running ??= this.api
      .get<AdChoice[]>(adPaths.getAds)
      .then((choices) => this.set(choices, false))
      .catch((error: unknown) => {
        console.error('Loading the ads failed', error);
        this.set(this.choices, adBlockerSuspected(error));
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private set(choices: readonly AdChoice[], blocked: boolean) {
    this.choices = choices;
    this.loaded = true;
    this.blocked = blocked;
  }
}

const stores = new WeakMap<ApiKernel, AdChoicesStore>();

/** The console's ads list. */
export function adChoices(api: ApiKernel): AdChoicesStore {
  let store = stores.get(api);
  if (!store) stores.set(api, (store = new AdChoicesStore(api)));
  return store;
}
