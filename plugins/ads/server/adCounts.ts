import type { EventStore } from '../../../core/server/events';
import type { AdListItem } from '../common/Ad';
import { AD_EVENT_LIST, AD_EVENTS } from './adEventList';

type Counted = Pick<AdListItem, 'views' | 'cta_clicks' | 'clickthrough_rate'>;

/** AD-03: CTA clicks per view in percent, to two decimals (0 without views). */
const clickthroughRate = (views: number, clicks: number) => (views ? Math.round((clicks / views) * 10_000) / 100 : 0);

/**
 * The ads with their views, CTA clicks and click-through rate: the rows carrying each one's id
 * (AD_EVENT_LIST), counted in the event store since the ad was created, for all of them in one
 * question — exact, as ad ids are never used again (serial).
 */
export async function withAdCounts<A extends { id: number; created_at: string }>(events: EventStore, ads: readonly A[]): Promise<(A & Counted)[]> {
  if (!ads.length) return [];
  const from = ads.reduce((earliest, ad) => Math.min(earliest, Date.parse(ad.created_at)), Infinity);
  const rows = await events.count({
    name: 'adCounts',
    range: { from, to: Date.now() + 1 },
    where: [{ field: 'event', in: [AD_EVENTS.view, AD_EVENTS.click] }],
    groupBy: [{ list: AD_EVENT_LIST.name }],
    measures: { views: { count: 'events', where: [{ field: 'event', in: [AD_EVENTS.view] }] }, cta_clicks: { count: 'events', where: [{ field: 'event', in: [AD_EVENTS.click] }] } },
  });
  const counts = new Map(rows.map((row) => [Number(row.groups[0]), row]));
  return ads.map((ad) => {
    const { views = 0, cta_clicks = 0 } = counts.get(ad.id) ?? {};
    return { ...ad, views, cta_clicks, clickthrough_rate: clickthroughRate(views, cta_clicks) };
  });
}
