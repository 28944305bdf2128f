import { groupedCounts } from '../../../core/server/events/groupedCounts';
import type { EventStore } from '../../../core/server/events/EventStore';
import { eventFilterColumns, eventFilterWhere, type TimeRange } from '../../../core/server/events/eventFilter';

/** What a count counts: every visitor of an audience, or those who submitted a lead form. */
export type AudienceCountKind = 'visitors' | 'leads';

/**
 * Distinct visitors per audience among `audienceIds` in the range: a visitor counts for an
 * audience when one of their events in the range carried it; for leads that event is a
 * lead_form_submit. Every asked id is in the result (0 when none). All audiences are counted
 * at once through groupedCounts, so the settled hours of a range are kept per kind and domain
 * and any later ask — other ids, the next hour — only adds the open part.
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
  const rows = await groupedCounts(events, {
    key: ['audienceCounts', kind, domain ?? null],
    range,
    groups: ['id'],
    columns: ['audience_ids', ...(kind === 'leads' ? ['kind', 'event'] : []), ...eventFilterColumns({ domain })],
    aggregates: {},
    users: true,
    where: (where, part) => {
      eventFilterWhere({ domain }, part, where);
      if (kind === 'leads') where.and(`kind = 'event' AND event = 'lead_form_submit'`);
    },
    source: (where, table) => `(SELECT unnest(audience_ids) AS id, vid FROM ${table} ${where.sql})`,
  });
  for (const row of rows) {
    const id = Number(row.groups[0]);
    if (counts.has(id)) counts.set(id, row.users);
  }
  return counts;
}
