import type { EventListDeclaration } from '../../../core/server/events';

/**
 * The audiences a visitor held at each hit (set by assignIngestStep), filtered by the
 * `audience` and `audienceId` terms. Rolled up: audience counts over 30 days read a
 * visitor's day as one row.
 */
export const AUDIENCE_EVENT_LIST: EventListDeclaration = { name: 'audience', terms: ['audience', 'audienceId'], rolledUp: true };
