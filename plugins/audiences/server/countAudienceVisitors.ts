import type { EventStore } from '../../../core/server/events/EventStore';
import { eventFilterWhere, type TimeRange } from '../../../core/server/events/eventFilter';

/** What a count counts: every visitor of an audience, or those who submitted a lead form. */
export type AudienceCountKind = 'visitors' | 'leads';

/**
 * Up to this many ids a pre-filter on the id list pays (measured on 31 M synthetic events: one
 * id halves the time, three break even); beyond, unnesting every row is cheaper.
 */
const PREFILTER_MAX_IDS = 3;

/**
 * Distinct visitors per audience among `audienceIds` in the range: a visitor counts for an
 * audience when one of their events in the range carried it; for leads that event is a
 * lead_form_submit. Every asked id is in the result (0 when none). Visitors are counted by
 * their integer key `vid`, as every distinct count of the store.
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
  const where = eventFilterWhere({ domain }, range);
  if (kind === 'leads') where.and(`kind = 'event' AND event = 'lead_form_submit'`);
  if (audienceIds.length <= PREFILTER_MAX_IDS) where.and(audienceIds.map((id) => `list_contains(audience_ids, ${where.param(id)}::INTEGER)`).join(' OR '));
  const ids = where.list(audienceIds);
  const rows = await events.query<{ id: number; n: number }>(
    `SELECT id, count(DISTINCT vid) AS n FROM (SELECT unnest(audience_ids) AS id, vid FROM events ${where.sql}) WHERE id IN ${ids} GROUP BY id`,
    where.params,
  );
  for (const row of rows) counts.set(Number(row.id), row.n);
  return counts;
}
