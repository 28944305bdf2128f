import type { DeviceKey, EventField, EventStore, TimeRange } from '../../../../core/server/events';
import { REFERRER_TYPE_ORDER } from '../../../../core/common/events';
import { countsUsers, monitoringFilterSchema, type MonitoringFilter } from '../../common/monitoringFilter';
import type { DataRow } from '../../common/monitoringReplies';
import { monitoringResources } from '../../common/monitoringResources';
import type { ResourceRef } from '../../../../core/common/resources';
import { monitoringResource } from '../monitoringResource';
import { byUsers, byViews, counts, DEFAULT_LIST_SIZE, usersMeasure } from '../listRows';
import { activeWindow } from '../timeWindow';

const DEVICE_KEYS: readonly DeviceKey[] = ['Desktop', 'Phone', 'Tablet'];

interface Breakdown {
  ref: ResourceRef<MonitoringFilter, DataRow[]>;
  field: EventField;
  /** Fixed keys, in this order, zeros included; otherwise the top `size` keys. */
  keys?: readonly string[];
  /** Leave out rows whose key is '' (direct traffic has no referrer). */
  skipEmpty?: boolean;
}

/** Views (and users, unless the metric is views) per value of `field` in the filter's window (default: the last 5 minutes), in the metric's order. */
async function countBy(events: EventStore, filter: MonitoringFilter, range: TimeRange, field: EventField, options: { size?: number; skipEmpty?: boolean } = {}): Promise<DataRow[]> {
  const rows = await events.count({
    name: 'countBy',
    range,
    filter,
    where: options.skipEmpty ? [{ field, notIn: [''] }] : undefined,
    groupBy: [field],
    measures: { doc_count: 'views', users: usersMeasure(filter) },
  });
  const sorted = rows.map((r) => ({ key: String(r.groups[0]), ...counts(filter, r.doc_count, r.users) })).sort(countsUsers(filter) ? byUsers : byViews);
  return options.size ? sorted.slice(0, options.size) : sorted;
}

/** A number list of one column: devices, browsers, operatingSystems, referrerTypes, referrer. */
function breakdownResource({ ref, field, keys, skipEmpty }: Breakdown) {
  return monitoringResource(ref, {
    filter: monitoringFilterSchema,
    async query(filter, { events }) {
      const rows = (await countBy(events, filter, activeWindow(filter), field, { size: keys ? undefined : (filter.size ?? DEFAULT_LIST_SIZE), skipEmpty }));
      if (!keys) return rows;
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return keys.map((key) => byKey.get(key) ?? { key, ...counts(filter, 0, 0) });
    },
  });
}

export const devicesResource = breakdownResource({ ref: monitoringResources.devices, field: 'device', keys: DEVICE_KEYS });
export const browsersResource = breakdownResource({ ref: monitoringResources.browsers, field: 'browser' });
export const operatingSystemsResource = breakdownResource({ ref: monitoringResources.operatingSystems, field: 'os' });
export const referrerTypesResource = breakdownResource({ ref: monitoringResources.referrerTypes, field: 'referrerType', keys: REFERRER_TYPE_ORDER });
export const referrerResource = breakdownResource({ ref: monitoringResources.referrer, field: 'referrer', skipEmpty: true });

/** referrerByType: each referrer type with its top referrers as children (insights referrer tab). */
export const referrerByTypeResource = monitoringResource(monitoringResources.referrerByType, {
  filter: monitoringFilterSchema,
  async query(filter, { events }) {
    const range = activeWindow(filter);
    const [types, referrers] = await Promise.all([
      countBy(events, filter, range, 'referrerType'),
      events.count({
        name: 'referrerByType',
        range,
        filter,
        where: [{ field: 'referrer', notIn: [''] }],
        groupBy: ['referrerType', 'referrer'],
        measures: { doc_count: 'views', users: usersMeasure(filter) },
      }),
    ]);
    const size = filter.size ?? DEFAULT_LIST_SIZE;
    const children = referrers.map((r) => ({ type: String(r.groups[0]), key: String(r.groups[1]), ...counts(filter, r.doc_count, r.users) })).sort(countsUsers(filter) ? byUsers : byViews);
    const byType = new Map(types.map((t) => [t.key, t]));
    return REFERRER_TYPE_ORDER.filter((key) => byType.has(key)).map((key) => ({
      ...byType.get(key)!,
      children: children
        .filter((c) => c.type === key)
        .slice(0, size)
        .map(({ type: _type, ...row }) => row),
    }));
  },
});
