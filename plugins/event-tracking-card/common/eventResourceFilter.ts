import type { EventTrackingCardSettings } from './eventTrackingCardSettings';

type Filter = Record<string, unknown>;
type Term = { field: string };

const isAudienceTerm = (term: Term) => term.field === 'audience' || term.field === 'audienceId';

/**
 * Whether the dashboard filters by audience. The event card counts every visitor who sent the
 * event, audience or not, and says so with a warning icon while such a term is set (CE-10).
 */
export function hasAudienceTerm(filter: Filter): boolean {
  return ((filter.terms ?? []) as Term[]).some(isAudienceTerm);
}

/**
 * The filter of eventHistory and eventHistogram (spec §7, CE-11): the dashboard's terms without
 * audience terms, the card's domain, event and label, and the browser's time zone, so today and
 * the half-hour buckets are the user's local ones.
 */
export function eventResourceFilter(filter: Filter, settings: Pick<EventTrackingCardSettings, 'domain' | 'event' | 'label'>, timezone: string): Filter {
  const { terms, domain: _dashboardDomain, ...rest } = filter;
  const kept = ((terms ?? []) as Term[]).filter((term) => !isAudienceTerm(term));
  return {
    ...rest,
    ...(kept.length ? { terms: kept } : {}),
    domain: settings.domain,
    eventName: settings.event,
    ...(settings.label ? { label: settings.label } : {}),
    timezone,
  };
}
