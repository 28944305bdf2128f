import { type EventStore, type TimeRange, listedIdCounts } from '../../../core/server/events';

/** What a count counts: every visitor of an audience, or those who submitted a lead form. */
export type AudienceCountKind = 'visitors' | 'leads';

/**
 * Distinct visitors per audience among `audienceIds` in the range: a visitor counts for an
 * audience when one of their events in the range carried it; for leads that event is a
 * lead_form_submit. Every asked id is in the result (0 when none). All audiences are counted
 * at once (listedIdCounts), so the settled hours of a range are kept per kind and domain and
 * any later ask — other ids, the next hour — only adds the open part.
 */
export async function countAudienceVisitors(
  events: EventStore,
  kind: AudienceCountKind,
  audienceIds: readonly number[],
  range: TimeRange,
  domain: string | readonly string[] | undefined,
): Promise<Map<number, number>> {
  const counts = new Map(audienceIds.map((id) => [id, 0]));
  if (!audienceIds.length) return counts;
  // Only lead forms carry this event name (page views have none), so the term alone picks the leads.
  const filter = { domain, terms: kind === 'leads' ? [{ field: 'event', value: 'lead_form_submit' }] : undefined };
  for (const row of await listedIdCounts(events, `audienceCounts:${kind}`, 'audience_ids', filter, range)) {
    if (counts.has(row.id)) counts.set(row.id, row.users);
  }
  return counts;
}
