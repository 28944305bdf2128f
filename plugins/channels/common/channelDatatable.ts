import * as yup from 'yup';
import { datatableRef } from '../../../core/common/datatable';
import { instant } from '../../../core/common/events';
import type { Channel } from './Channel';
import { channelPaths } from './channelPaths';

/**
 * The channels table (management §2, OP-65): sortable by its columns, searched in title and
 * path, filtered by creation time (epoch ms or ISO dates, from inclusive, to exclusive);
 * 10 rows, id descending by default (CH-08).
 */
export const channelDatatable = datatableRef<Channel>()({
  path: channelPaths.datatable,
  permission: 'manageChannels',
  sortKeys: ['id', 'title', 'path', 'created_at'],
  defaultSort: { key: 'id', desc: true },
  filters: yup.object({
    createdFrom: instant('filters.createdFrom'),
    createdTo: instant('filters.createdTo'),
  }),
});
