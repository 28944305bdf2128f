import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ApiKernel } from '../../../core/client/api';
import type { Pixel, PixelChoice } from '../common/Pixel';
import { pixelPaths } from '../common/pixelPaths';

/**
 * The caller's pixels as pickers and assigned-pixel lists show them (getPixels), one list per
 * console (keyed by its API kernel): a wizard's picker and a detail's list on one page share it,
 * and a pixel saved in either is shown changed in both. A load asked while one runs joins it (the
 * API kernel refuses a duplicate running request). A failure is logged and keeps the last list.
 */
export class PixelChoicesStore {
  choices: readonly PixelChoice[] = [];
  /** The list was asked for at least once (and answered or failed). */
  loaded = false;
  private running: Promise<void> | undefined;

  constructor(private readonly api: ApiKernel) {
    makeObservable<PixelChoicesStore, 'set'>(this, { choices: observableRef, loaded: observable, set: action });
  }

  load(): Promise<void> {
    this.running ??= this.api
      .get<PixelChoice[]>(pixelPaths.getPixels)
      .then((choices) => this.set(choices))
      .catch((error: unknown) => {
        console.error('Loading the pixels failed', error);
        this.set(this.choices);
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Loads again once a running load is done: a pixel was saved after it started. */
  reload(): Promise<void> {
    return (this.running ?? Promise.resolve()).then(() => this.load());
  }

  /** One pixel with every field, for its dialog. */
  pixel(id: number): Promise<Pixel> {
    return this.api.get<Pixel>(pixelPaths.show(id));
  }

  private set(choices: readonly PixelChoice[]) {
    this.choices = choices;
    this.loaded = true;
  }
}

const stores = new WeakMap<ApiKernel, PixelChoicesStore>();

/** The console's pixel list. */
export function pixelChoices(api: ApiKernel): PixelChoicesStore {
  let store = stores.get(api);
  if (!store) stores.set(api, (store = new PixelChoicesStore(api)));
  return store;
}
