import type { ResourceRef } from '../../../core/common/resources';
import { defineResource, type ResourceDefinition, type ResourceSpec } from '../../../core/server/resources';

/** Feeds recompute when new events were flushed (throttled by the hub) and at least this often, as windows slide. */
const LIVE_TICK_MS = 5000;

type MonitoringResourceInput<F extends object, R> = Omit<ResourceSpec<F, R>, 'domainScoped' | 'live'> & {
  /** Default true: a socket feed that follows new events. Pick lists and autocomplete answer once. */
  live?: boolean;
};

/** A monitoring resource: domain-scoped by the caller's analytics domains, live unless told otherwise. */
export function monitoringResource<F extends object, R>(ref: ResourceRef<F, R>, input: MonitoringResourceInput<NoInfer<F>, NoInfer<R>>): ResourceDefinition<F, R> {
  const { live = true, ...rest } = input;
  return defineResource(ref, { ...rest, domainScoped: true, live: live ? { intervalMs: LIVE_TICK_MS, onFlush: true } : undefined });
}
