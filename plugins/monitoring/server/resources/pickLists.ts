import type { EventFilter } from '../../../../core/common/events';
import type { EventCondition, EventStore } from '../../../../core/server/events';
import { labelsFilterSchema, monitoringFilterSchema } from '../../common/monitoringFilter';
import type { PickRow } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import { monitoringResource } from '../monitoringResource';
import { lastDays } from '../timeWindow';

/** Pick lists look back this far when the filter gives no range. */
export const PICK_LIST_DAYS = 30;
const PICK_LIST_SIZE = 100;

/** The values of `field` among the filter's tracked events over the last 30 days, most frequent first (the roll-ups answer). */
async function pickList(events: EventStore, filter: EventFilter, field: 'event' | 'label', where?: readonly EventCondition[]): Promise<PickRow[]> {
  const rows = await events.count({
    name: 'pickList',
    range: lastDays(filter, PICK_LIST_DAYS),
    filter,
    where,
    groupBy: [field],
    measures: { doc_count: 'events' },
    top: { by: ['doc_count', 0], limit: PICK_LIST_SIZE },
  });
  // Roll-up rows of page views alone carry no events.
  return rows.filter((r) => r.doc_count > 0).map((r) => ({ key: String(r.groups[0]), text: String(r.groups[0]), doc_count: r.doc_count }));
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
  query: (filter, { events }) =>
    pickList(events, filter, 'label', [
      { field: 'event', in: [filter.event] },
      { field: 'label', notIn: [''] },
    ]),
});
