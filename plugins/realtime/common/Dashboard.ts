import type { CardLayoutItem } from '../../../core/common/plugin';
import type { Filter } from '../../../core/common/filter';

/** A dashboard's filter is the shared filter of the monitoring plugin (spec §3 Filter). */
export type DashboardFilter = Filter;

/** Dashboard (spec §3): id is absent until the server stored it. */
export interface Dashboard {
  id?: number;
  name: string;
  grid: CardLayoutItem[];
  filter: DashboardFilter;
}

