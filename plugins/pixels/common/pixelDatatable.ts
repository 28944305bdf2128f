import * as yup from 'yup';
import { datatableRef } from '../../../core/common/datatable';
import { apiParams } from '../../../core/common/validation';
import { PIXEL_TYPES, type Pixel } from './Pixel';
import { pixelPaths } from './pixelPaths';

/** The types a pixel may have in the table, the stored "unspecified" too (OP-67). */
export const PIXEL_FILTER_TYPES = [...PIXEL_TYPES, 'unspecified'] as const;

/**
 * The pixels table (management §2, §9; PX-01, PX-03): searched in the title, filtered by type and
 * approved, sortable by its stored columns (triggered is counted in the event store, per page);
 * 10 rows, id descending by default.
 */
export const pixelDatatable = datatableRef<Pixel>()({
  path: pixelPaths.datatable,
  permission: 'viewPixels',
  sortKeys: ['id', 'title', 'type', 'approved', 'created_at'],
  defaultSort: { key: 'id', desc: true },
  filters: yup.object({
    type: apiParams.oneOf('filters.type', PIXEL_FILTER_TYPES),
    approved: apiParams.boolean('filters.approved'),
  }),
});
