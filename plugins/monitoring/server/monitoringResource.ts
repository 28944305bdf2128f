import type { ResourceDefinition } from '../../../core/server/resources/defineResource';

/** Feeds recompute when new events were flushed (throttled by the hub) and at least this often, as windows slide. */
export const LIVE_TICK_MS = 5000;

type MonitoringResourceInput<F extends Record<string, unknown>> = Omit<ResourceDefinition<F>, 'domainScoped' | 'permission' | 'live'> & {
  /** Default `viewMonitoring` (realtime or insights users). */
  permission?: string;
  /** Default true: a socket feed that follows new events. Pick lists and autocomplete answer once. */
  live?: boolean;
};

/** A monitoring resource: domain-scoped by the caller's analytics domains, live unless told otherwise. */
export function monitoringResource<F extends Record<string, unknown>>(input: MonitoringResourceInput<F>): ResourceDefinition<F> {
  const { live = true, permission = 'viewMonitoring', ...rest } = input;
  return { ...rest, permission, domainScoped: true, live: live ? { intervalMs: LIVE_TICK_MS, onFlush: true } : undefined };
}
