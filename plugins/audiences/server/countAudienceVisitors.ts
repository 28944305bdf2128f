import type { EventStore, TimeRange } from '../../../core/server/events';
import { DEFAULT_AUDIENCE_QUALITY, type AudienceQuality } from '../common/audienceQuality';
import { audienceListOf } from './audienceQualityEventLists';

/** What a count counts: every visitor of an audience, or those who submitted a lead form. */
export type AudienceCountKind = 'visitors' | 'leads';

/**
 * Distinct visitors per audience among `audienceIds` in the range: a visitor counts for an
 * audience when one of their events in the range carried it; for leads that event is a
 * lead_form_submit; at a data-quality level above low only a visitor holding the audience with
 * that level's affinity counts (its quality list). Every asked id is in the result (0 when none). All audiences are counted
 * at once, so the settled hours of a range are kept per kind and domain and
 * any later ask — other ids, the next hour — only adds the open part.
 */
export async function countAudienceVisitors(
  events: EventStore,
  kind: AudienceCountKind,
  audienceIds: readonly number[],
  range: TimeRange,
  domain: string | readonly string[] | undefined,
  quality: AudienceQuality = DEFAULT_AUDIENCE_QUALITY,
): Promise<Map<number, number>> {
  const counts = new Map(audienceIds.map((id) => [id, 0]));
  if (!audienceIds.length) return counts;
  const rows = await events.count({
    name: `audienceCounts:${kind}`,
    range,
    filter: { domain },
    // Only lead forms carry this event name (page views have none), so the condition alone picks the leads.
    where: kind === 'leads' ? [{ field: 'event', in: ['lead_form_submit'] }] : undefined,
    groupBy: [{ list: audienceListOf(quality) }],
    measures: { users: 'users' },
  });
  for (const { groups: [id], users } of rows) if (counts.has(Number(id))) counts.set(Number(id), users);
  return counts;
}
