import { useEffect, useSyncExternalStore } from 'react';
import type { ResourceRef } from '../../common/resources/resourceRef';
import { useConsole } from '../app/ConsoleContext';
import { feedOfKey, resourceKey, type ResourceFilter } from './resourceKey';
import type { ResourceState } from './ResourceStore';

/**
 * A card's data: loads the ref's resource with `filter`, shows progress and stays live while
 * the component is mounted (if the user holds the ref's feed rule). Holders of the same
 * (name, filter) share one load and one feed.
 * The data has the ref's reply type: the server's `defineResource(ref, …)` is checked against it.
 */
export function useResource<R>(ref: ResourceRef<object, R>, filter: ResourceFilter = {}): ResourceState<R> {
  const { resources } = useConsole();
  const key = resourceKey(ref.name, filter);
  useEffect(() => {
    // The key is the whole request: reading it back keeps the effect keyed on text, not on a new filter object each render.
    const feed = feedOfKey(key);
    resources.acquire(feed.resource, feed.filter, ref.feedPermission);
    return () => resources.release(key);
  }, [resources, key, ref.feedPermission]);
  return useSyncExternalStore(
    (listener) => resources.watch(key, listener),
    // The one place the wire data takes the ref's type; defineResource holds the server to it.
    () => resources.state(key) as ResourceState<R>,
  );
}
