import * as yup from 'yup';
import { datatableRef } from '../../../core/common/datatable';
import { apiParams, lazyMessage, validators } from '../../../core/common/validation';
import type { TrackingListItem } from './Tracking';
import { trackingPaths } from './trackingPaths';

/** A filter's day: sent only when chosen. */
const filterDay = (field: string) => validators.day(field).nonNullable(lazyMessage('isoDay', { field })).default(undefined);

/**
 * The trackings table (management §2, §9, TK-03): sortable by id, name, dates and state, searched
 * in name and id; filtered (OP-51) by the active state and a date range — trackings running on some
 * day from `from` to `to` (both days included; open dates run on). 10 rows, id descending.
 */
export const trackingDatatable = datatableRef<TrackingListItem>()({
  path: trackingPaths.datatable,
  permission: 'viewTrackings',
  sortKeys: ['id', 'name', 'start_date', 'end_date', 'active'],
  defaultSort: { key: 'id', desc: true },
  filters: yup.object({
    active: apiParams.boolean('filters.active'),
    from: filterDay('filters.from'),
    to: filterDay('filters.to'),
  }),
});
