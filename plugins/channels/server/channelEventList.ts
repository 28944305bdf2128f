import type { EventListDeclaration } from '../../../core/server/events';

/** The channels whose path prefix matched each page view (set by channelIngestStep), filtered by the `channel` term. */
export const CHANNEL_EVENT_LIST: EventListDeclaration = { name: 'channel', terms: ['channel'] };
