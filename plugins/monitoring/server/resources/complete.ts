import { eventFilterWhere } from '../../../../core/server/events/eventFilter';
import { completeFilterSchema, type CompleteFilter } from '../../common/monitoringFilter';
import type { CompletionRow } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { lastDays } from '../timeWindow';
import { PICK_LIST_DAYS } from './pickLists';

const COLUMN = { domain: 'domain', page: 'path' } as const;
const SUGGESTIONS = 10;

/**
 * complete: domains or pages (of the filter's domains) containing `value`, case-insensitive,
 * most viewed first. Domain scoping limits domain suggestions to the caller's own domains.
 */
export const completeResource = monitoringResource<CompleteFilter>({
  name: 'complete',
  filter: completeFilterSchema,
  live: false,
  async query(filter, { events }): Promise<CompletionRow[]> {
    const column = COLUMN[filter.field];
    const where = eventFilterWhere(filter, lastDays(filter, PICK_LIST_DAYS));
    where.and(`contains(lower(${column}), lower(${where.param(filter.value)}))`);
    return events.query<CompletionRow>(
      `SELECT ${column} AS key, count(*) AS doc_count FROM events ${where.sql} GROUP BY ${column} ORDER BY doc_count DESC, key LIMIT ${SUGGESTIONS}`,
      where.params,
    );
  },
});
