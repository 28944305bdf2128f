import type { IngestStep } from '../../../core/server/ingest';
import type { ChannelCache } from './ChannelCache';
import { CHANNEL_EVENT_LIST } from './channelEventList';

/** Ingest: the channels whose path prefix matches the page (the `channel` event list). */
export function channelIngestStep(cache: ChannelCache): IngestStep {
  return {
    name: 'channels',
    async warmUp(db) {
      await cache.matcher(db);
    },
    async enrich(hits, ctx) {
      const match = await cache.matcher(ctx.db);
      for (const h of hits) h.row.lists[CHANNEL_EVENT_LIST.name] = match(h.organisationId, h.row.path);
    },
  };
}
