import { eventFilterWhere, type TimeRange } from '../../../../core/server/events/eventFilter';
import type { EventStore } from '../../../../core/server/events/EventStore';
import type { DeviceKey, ReferrerType } from '../../../../core/server/events/EventRow';
import { monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { DataRow } from '../../common/monitoringReplies';
import { monitoringResource } from '../monitoringResource';
import { DEFAULT_LIST_SIZE, LIST_ORDER_SQL, USERS_SQL, VIEWS_SQL } from '../sqlMetrics';
import { activeWindow } from '../timeWindow';

export const DEVICE_KEYS: readonly DeviceKey[] = ['Desktop', 'Phone', 'Tablet'];
/** Spec §9 display order. */
export const REFERRER_TYPE_KEYS: readonly ReferrerType[] = ['Self', 'Social', 'Search', 'Direct', 'Other', 'Paid_Search'];

interface Breakdown {
  name: string;
  column: string;
  /** Fixed keys, in this order, zeros included; otherwise the top `size` keys. */
  keys?: readonly string[];
  /** Leave out rows whose key is '' (direct traffic has no referrer). */
  skipEmpty?: boolean;
}

/** Views and users per value of `column` in the filter's window (default: the last 5 minutes). */
async function countBy(events: EventStore, filter: MonitoringFilter, range: TimeRange, column: string, options: { size?: number; skipEmpty?: boolean } = {}): Promise<DataRow[]> {
  const where = eventFilterWhere(filter, range);
  if (options.skipEmpty) where.and(`${column} <> ''`);
  const limit = options.size ? `LIMIT ${options.size}` : '';
  return events.query(
    `SELECT ${column} AS key, ${VIEWS_SQL} AS doc_count, ${USERS_SQL} AS users FROM events ${where.sql}
     GROUP BY ${column} ORDER BY ${LIST_ORDER_SQL} ${limit}`,
    where.params,
  );
}

const toRow = (r: DataRow): DataRow => ({ key: r.key, doc_count: r.doc_count, users: r.users, views: r.doc_count });

/** A number list of one column: devices, browsers, operatingSystems, referrerTypes, referrer. */
function breakdownResource({ name, column, keys, skipEmpty }: Breakdown) {
  return monitoringResource<MonitoringFilter>({
    name,
    filter: monitoringFilterSchema,
    async query(filter, { events }): Promise<DataRow[]> {
      const rows = (await countBy(events, filter, activeWindow(filter), column, { size: keys ? undefined : (filter.size ?? DEFAULT_LIST_SIZE), skipEmpty })).map(toRow);
      if (!keys) return rows;
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return keys.map((key) => byKey.get(key) ?? { key, doc_count: 0, users: 0, views: 0 });
    },
  });
}

export const devicesResource = breakdownResource({ name: 'devices', column: 'device', keys: DEVICE_KEYS });
export const browsersResource = breakdownResource({ name: 'browsers', column: 'browser' });
export const operatingSystemsResource = breakdownResource({ name: 'operatingSystems', column: 'os' });
export const referrerTypesResource = breakdownResource({ name: 'referrerTypes', column: 'referrer_type', keys: REFERRER_TYPE_KEYS });
export const referrerResource = breakdownResource({ name: 'referrer', column: 'referrer', skipEmpty: true });

/** referrerByType: each referrer type with its top referrers as children (insights referrer tab). */
export const referrerByTypeResource = monitoringResource<MonitoringFilter>({
  name: 'referrerByType',
  filter: monitoringFilterSchema,
  async query(filter, { events }): Promise<DataRow[]> {
    const range = activeWindow(filter);
    const where = eventFilterWhere(filter, range);
    where.and("referrer <> ''");
    const [types, children] = await Promise.all([
      countBy(events, filter, range, 'referrer_type'),
      events.query<DataRow & { type: string }>(
        `SELECT referrer_type AS type, referrer AS key, ${VIEWS_SQL} AS doc_count, ${USERS_SQL} AS users FROM events ${where.sql}
         GROUP BY referrer_type, referrer
         QUALIFY row_number() OVER (PARTITION BY referrer_type ORDER BY ${LIST_ORDER_SQL}) <= ${filter.size ?? DEFAULT_LIST_SIZE}
         ORDER BY ${LIST_ORDER_SQL}`,
        where.params,
      ),
    ]);
    const byType = new Map(types.map((t) => [t.key, toRow(t)]));
    return REFERRER_TYPE_KEYS.filter((key) => byType.has(key)).map((key) => ({
      ...byType.get(key)!,
      children: children.filter((c) => c.type === key).map(toRow),
    }));
  },
});
