import * as yup from 'yup';
import { datatableRef } from '../../../core/common/datatable';
import { apiParams } from '../../../core/common/validation';
import { AD_TYPES, type AdApproval, type AdListItem } from './Ad';
import { adPaths } from './adPaths';

/** The review states the table filters by (AD-15 … AD-17). */
export const AD_APPROVALS: readonly AdApproval[] = ['approved', 'pending', 'rejected'];

/**
 * The ads table (management §2, §7, §9; AD-02, AD-06): searched in the name, filtered by type
 * and review state, sorted by id and created_at under the spec's `ad.` names and by its stored
 * columns (views, clicks and ctr are counted in the event store, per page); 10 rows, ad.id descending.
 */
export const adDatatable = datatableRef<AdListItem>()({
  path: adPaths.datatable,
  permission: 'viewAds',
  sortKeys: ['ad.id', 'ad.created_at', 'name', 'type', 'approved'],
  defaultSort: { key: 'ad.id', desc: true },
  filters: yup.object({
    type: apiParams.oneOf('filters.type', AD_TYPES),
    approval: apiParams.oneOf('filters.approval', AD_APPROVALS),
  }),
});
