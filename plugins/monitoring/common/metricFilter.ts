/**
 * The filter a list, total or histogram is asked with to show `metric`: for page views it says
 * so, and the server counts no distinct users (cheap over long ranges: roll-ups serve it).
 */
export function metricFilter<F extends object>(filter: F, metric: 'users' | 'views'): F & { metric?: 'views' } {
  return metric === 'views' ? { ...filter, metric } : filter;
}
