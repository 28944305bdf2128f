import type { EventListDeclaration } from '../../../core/server/events';
import { AUDIENCE_LIST } from '../common/audienceList';

/**
 * The audiences a visitor held at each hit (set by assignIngestStep), filtered by the
 * `audience` and `audienceId` terms. Rolled up: audience counts over 30 days read a
 * visitor's day as one row.
 */
export const AUDIENCE_EVENT_LIST: EventListDeclaration = { name: AUDIENCE_LIST, terms: ['audience', 'audienceId'], rolledUp: true };
