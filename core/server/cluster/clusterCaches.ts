import type { FastifyBaseLogger } from 'fastify';
import type { RefreshableCache } from '../caches/RefreshableCache';
import type { ClusterBus } from './ClusterBus';

type Stores = Parameters<RefreshableCache['refresh']>[0];

/**
 * The caches as the refresh-cache page drops them: a refresh drops the cache here, then on every
 * other process of the cluster (each with its own stores). A cache's own `refresh` stays local.
 */
export function clusterCaches(caches: readonly RefreshableCache[], bus: ClusterBus, stores: Stores, log: FastifyBaseLogger): RefreshableCache[] {
  const byName = new Map(caches.map((cache) => [cache.name, cache]));
  bus.subscribe('refresh', ({ cache }) => {
    Promise.resolve(byName.get(cache)?.refresh(stores)).catch((err: unknown) => log.error({ err, cache }, 'a cache refreshed on another process could not be dropped here'));
  });
  return caches.map((cache) => ({
    ...cache,
    async refresh(own) {
      await cache.refresh(own);
      bus.publish({ kind: 'refresh', cache: cache.name });
    },
  }));
}
