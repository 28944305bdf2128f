import type { IngestStep } from '../../../core/server/ingest';
import type { ChannelCache } from './ChannelCache';

/** Ingest: the channels whose path prefix matches the page (EventRow.channelIds). */
export function channelIngestStep(cache: ChannelCache): IngestStep {
  return {
    name: 'channels',
    async enrich(hits, ctx) {
      const match = await cache.matcher(ctx.db);
      for (const h of hits) h.row.channelIds = match(h.organisationId, h.row.path);
    },
  };
}
