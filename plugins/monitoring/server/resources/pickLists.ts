import type { EventFilter } from '../../../../core/common/events';
import { EVENT_COUNT, eventFilterColumns, eventFilterWhere, type EventStore, rolledScanSql, type SqlWhere } from '../../../../core/server/events';
import { labelsFilterSchema, monitoringFilterSchema } from '../../common/monitoringFilter';
import type { PickRow } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { lastDays } from '../timeWindow';

/** Pick lists look back this far when the filter gives no range. */
export const PICK_LIST_DAYS = 30;
const PICK_LIST_SIZE = 100;

/**
 * The values of `column` among the filter's tracked events over the last 30 days, most frequent
 * first: whole days and hours from the roll-ups. `narrow` may read `event` and `label`.
 */
async function pickList(events: EventStore, filter: EventFilter, column: 'event' | 'label', narrow?: (where: SqlWhere) => void): Promise<PickRow[]> {
  const { sql, params } = rolledScanSql(events, {
    range: lastDays(filter, PICK_LIST_DAYS),
    columns: ['event', 'label', ...eventFilterColumns(filter)],
    groups: [column],
    aggregates: { doc_count: EVENT_COUNT },
    where: (where, range) => {
      eventFilterWhere(filter, range, where);
      narrow?.(where);
    },
  });
  return events.query<PickRow>(`SELECT g0 AS key, g0 AS text, doc_count FROM (${sql}) WHERE doc_count > 0 ORDER BY doc_count DESC, key LIMIT ${PICK_LIST_SIZE}`, params);
}

/** events (getEvents): the tracked event names of the domain(s), most frequent first. */
export const eventsResource = monitoringResource(monitoringResources.events, {
  filter: monitoringFilterSchema,
  live: false,
  query: (filter, { events }) => pickList(events, filter, 'event'),
});

/** labels (getLabels): the labels one event was sent with, most frequent first. */
export const labelsResource = monitoringResource(monitoringResources.labels, {
  filter: labelsFilterSchema,
  live: false,
  query: (filter, { events }) => pickList(events, filter, 'label', (where) => where.and(`event = ${where.param(filter.event)} AND label <> ''`)),
});
