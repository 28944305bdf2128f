import { action, makeObservable, observableRef, reaction } from 'mobx';
import type { ApiError } from '../api/ApiError';
import type { ApiKernel } from '../api/ApiKernel';
import type { ResourceUpdate, SocketKernel } from '../socket/SocketKernel';
import { normaliseFeedKey, resourceKey, type ResourceFilter } from './resourceKey';
import { resourcePath } from '../../common/resources/resourceRef';

export interface ResourceState<T = unknown> {
  data?: T;
  loading: boolean;
  error?: ApiError;
}

/** What a component sees before its resource has been acquired. */
const PENDING: ResourceState = Object.freeze({ loading: true });

class ResourceEntry {
  refCount = 0;
  state: ResourceState = PENDING;
  controller?: AbortController;

  constructor(
    readonly key: string,
    readonly name: string,
    readonly filter: ResourceFilter,
  ) {
    makeObservable(this, { state: observableRef });
  }
}

/**
 * The client half of resources: one entry per (name, filter) in use, loaded over HTTP from
 * the analytics host and kept live by one socket subscription while anyone holds it (the
 * spec's addActiveResource / removeActiveResource, purge, refresh, reopen) — when the user
 * holds the feed's rule: an insights-only user loads the numbers but follows no feed, which
 * the server would refuse (and a refusal leads to the 403 page, WS-17).
 */
export class ResourceStore {
  private readonly entries = new Map<string, ResourceEntry>();

  constructor(
    private readonly api: ApiKernel,
    private readonly socket: SocketKernel,
    /** Evaluates a permission rule for the signed-in user (AuthStore.can). */
    private readonly can: (rule: string) => boolean,
  ) {
    makeObservable<ResourceStore, 'setState'>(this, { setState: action, applyUpdate: action, purge: action });
    socket.onUpdate((update) => this.applyUpdate(update));
    socket.onResume(() => this.refresh());
  }

  /** addActiveResource: the first holder loads and subscribes (if the user may follow the feed); later ones share. */
  acquire(name: string, filter: ResourceFilter, feedPermission: string): string {
    const key = resourceKey(name, filter);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = new ResourceEntry(key, name, filter);
      this.entries.set(key, entry);
      if (this.can(feedPermission)) this.socket.subscribe(name, filter);
      void this.load(entry);
    }
    entry.refCount += 1;
    return key;
  }

  /** removeActiveResource: the last holder unsubscribes and drops the data. */
  release(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.refCount -= 1;
    if (entry.refCount > 0) return;
    entry.controller?.abort();
    this.entries.delete(key);
    this.socket.unsubscribe(entry.name, entry.filter);
  }

  state(key: string): ResourceState {
    return this.entries.get(key)?.state ?? PENDING;
  }

  refCount(key: string): number {
    return this.entries.get(key)?.refCount ?? 0;
  }

  /** Calls `listener` whenever the state under `key` changes (for useSyncExternalStore). */
  watch(key: string, listener: () => void): () => void {
    return reaction(() => this.entries.get(key)?.state, listener);
  }

  applyUpdate(update: ResourceUpdate): void {
    const entry = this.entries.get(update.key) ?? this.entries.get(normaliseFeedKey(update.key));
    if (!entry || entry.name !== update.resource) return;
    this.setState(entry, { data: update.data, loading: false });
  }

  /** Drops loaded data of the named resources (all when none named); holders see loading. */
  purge(names?: readonly string[]): void {
    for (const entry of this.matching(names)) {
      entry.controller?.abort();
      this.setState(entry, PENDING);
    }
  }

  /** Loads the named resources (all when none named) again. */
  refresh(names?: readonly string[]): void {
    for (const entry of this.matching(names)) void this.load(entry);
  }

  /** Re-establishes the live feeds (debounced by the socket kernel). */
  reopen(): void {
    this.socket.reopen();
  }

  private matching(names?: readonly string[]): ResourceEntry[] {
    return [...this.entries.values()].filter((e) => !names || names.includes(e.name));
  }

  private async load(entry: ResourceEntry): Promise<void> {
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    this.setState(entry, { ...entry.state, loading: true });
    try {
      const data = await this.api.get(resourcePath(entry), {
        host: 'analytics',
        query: entry.filter,
        signal: controller.signal,
      });
      if (entry.controller === controller) this.setState(entry, { data, loading: false });
    } catch (error) {
      const e = error as ApiError;
      // ER-06: cancelled requests are ignored, other failures only logged.
      if (e.cancelled || entry.controller !== controller) return;
      console.error(`Loading resource "${entry.name}" failed:`, e.code, e.message);
      this.setState(entry, { ...entry.state, loading: false, error: e });
    } finally {
      if (entry.controller === controller) entry.controller = undefined;
    }
  }

  private setState(entry: ResourceEntry, state: ResourceState): void {
    entry.state = state;
  }
}
