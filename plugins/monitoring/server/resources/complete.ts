import { completeFilterSchema } from '../../common/monitoringFilter';
import type { CompletionRow } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { lastDays } from '../timeWindow';
import { PICK_LIST_DAYS } from './pickLists';

const SUGGESTIONS = 10;

/**
 * complete: domains or pages (of the filter's domains) containing `value`, case-insensitive,
 * most hits first. Domain scoping limits domain suggestions to the caller's own domains. Every
 * keystroke asks, over 30 days: the roll-ups answer (a few thousand rows a day, not a million).
 */
export const completeResource = monitoringResource(monitoringResources.complete, {
  filter: completeFilterSchema,
  live: false,
  searchAsYouType: true,
  async query(filter, { events }): Promise<CompletionRow[]> {
    const rows = await events.count({
      name: 'complete',
      range: lastDays(filter, PICK_LIST_DAYS),
      filter,
      where: [{ field: filter.field, contains: filter.value }],
      groupBy: [filter.field],
      measures: { doc_count: 'hits' },
      top: { by: ['doc_count', 0], limit: SUGGESTIONS },
    });
    return rows.map((r) => ({ key: String(r.groups[0]), doc_count: r.doc_count }));
  },
});
