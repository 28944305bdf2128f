import { useEffect, useSyncExternalStore } from 'react';
import { useConsole } from '../app/ConsoleContext';
import { resourceKey, type ResourceFilter } from './resourceKey';
import type { ResourceState } from './ResourceStore';

/**
 * A card's data: loads `name` with `filter`, shows progress and stays live while the
 * component is mounted. Holders of the same (name, filter) share one load and one feed.
 */
export function useResource<T>(name: string, filter: ResourceFilter = {}): ResourceState<T> {
  const { resources } = useConsole();
  const key = resourceKey(name, filter);
  useEffect(() => {
    resources.acquire(name, filter);
    return () => resources.release(key);
    // The key already captures name and filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resources, key]);
  return useSyncExternalStore(
    (listener) => resources.watch(key, listener),
    () => resources.state<T>(key),
  );
}
