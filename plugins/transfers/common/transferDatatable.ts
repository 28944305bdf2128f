import * as yup from 'yup';
import { datatableRef } from '../../../core/common/datatable';
import { apiParams, validators } from '../../../core/common/validation';
import { transferPaths } from './transferPaths';
import type { TransferRow } from './TransferRow';

/** The list's active-state filter (OP-51). */
export const TRANSFER_STATES = ['active', 'inactive'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * The transfers table (TR-02..TR-05): sortable by its columns, searched in the name, filtered
 * (OP-51) by active state and a date range — the transfers running on some day from `from` to
 * `to` (either end open; a transfer without a start or end date runs without that bound); 10 rows,
 * id descending by default.
 */
export const transferDatatable = datatableRef<TransferRow>()({
  path: transferPaths.datatable,
  permission: 'viewTransferAudiences',
  sortKeys: ['id', 'name', 'start_date', 'end_date'],
  defaultSort: { key: 'id', desc: true },
  filters: yup.object({
    state: apiParams.oneOf('filters.state', TRANSFER_STATES),
    from: validators.day('filters.from'),
    to: validators.day('filters.to'),
  }),
});
