import { eventFilterWhere } from '../../../../core/server/events/eventFilter';
import { labelsFilterSchema, monitoringFilterSchema, type LabelsFilter, type MonitoringFilter } from '../../common/monitoringFilter';
import type { PickRow } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { lastDays } from '../timeWindow';

/** Pick lists look back this far when the filter gives no range. */
export const PICK_LIST_DAYS = 30;
const PICK_LIST_SIZE = 100;

/** events (getEvents): the tracked event names of the domain(s), most frequent first. */
export const eventsResource = monitoringResource<MonitoringFilter>({
  name: 'events',
  filter: monitoringFilterSchema,
  live: false,
  async query(filter, { events }): Promise<PickRow[]> {
    const where = eventFilterWhere(filter, lastDays(filter, PICK_LIST_DAYS));
    where.and("kind = 'event'");
    return events.query<PickRow>(
      `SELECT event AS key, event AS text, count(*) AS doc_count FROM events ${where.sql} GROUP BY event ORDER BY doc_count DESC, key LIMIT ${PICK_LIST_SIZE}`,
      where.params,
    );
  },
});

/** labels (getLabels): the labels one event was sent with, most frequent first. */
export const labelsResource = monitoringResource<LabelsFilter>({
  name: 'labels',
  filter: labelsFilterSchema,
  live: false,
  async query(filter, { events }): Promise<PickRow[]> {
    const where = eventFilterWhere(filter, lastDays(filter, PICK_LIST_DAYS));
    where.and(`kind = 'event' AND event = ${where.param(filter.event)} AND label <> ''`);
    return events.query<PickRow>(
      `SELECT label AS key, label AS text, count(*) AS doc_count FROM events ${where.sql} GROUP BY label ORDER BY doc_count DESC, key LIMIT ${PICK_LIST_SIZE}`,
      where.params,
    );
  },
});
