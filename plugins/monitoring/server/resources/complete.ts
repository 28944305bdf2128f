import { HITS, eventFilterColumns, eventFilterWhere, rolledScanSql } from '../../../../core/server/events';
import { completeFilterSchema } from '../../common/monitoringFilter';
import type { CompletionRow } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { lastDays } from '../timeWindow';
import { PICK_LIST_DAYS } from './pickLists';

const COLUMN = { domain: 'domain', page: 'path' } as const;
const SUGGESTIONS = 10;

/**
 * complete: domains or pages (of the filter's domains) containing `value`, case-insensitive,
 * most hits first. Domain scoping limits domain suggestions to the caller's own domains. Every
 * keystroke asks, over 30 days: the roll-ups answer (a few thousand rows a day, not a million).
 */
export const completeResource = monitoringResource(monitoringResources.complete, {
  filter: completeFilterSchema,
  live: false,
  async query(filter, { events }): Promise<CompletionRow[]> {
    const column = COLUMN[filter.field];
    const { sql, params } = rolledScanSql(events, {
      range: lastDays(filter, PICK_LIST_DAYS),
      columns: [column, ...eventFilterColumns(filter)],
      groups: [column],
      aggregates: { doc_count: HITS },
      where: (where, range) => {
        eventFilterWhere(filter, range, where);
        where.and(`contains(lower(${column}), lower(${where.param(filter.value)}))`);
      },
    });
    return events.query<CompletionRow>(`SELECT g0 AS key, doc_count FROM (${sql}) ORDER BY doc_count DESC, key LIMIT ${SUGGESTIONS}`, params);
  },
});
