import type { CardLayoutItem } from '../../../core/common/plugin/cardGrid';

/** Term filter (spec §3); audience values are integer audience ids. */
export interface TermFilter {
  field: TermField;
  value: string | number | (string | number)[];
  valueLabel?: string;
  fieldLabel?: string;
  isTemporary?: boolean;
  type_id?: number;
}

export const TERM_FIELDS = ['page', 'audience', 'channel'] as const;
export type TermField = (typeof TERM_FIELDS)[number];

/** Filter (spec §3): domain single or list, page, dates, channel, terms. */
export interface DashboardFilter {
  domain?: string | string[];
  domainIsTemporary?: boolean;
  page?: string;
  startDate?: string;
  endDate?: string;
  channel?: number;
  terms?: TermFilter[];
}

/** Dashboard (spec §3): id is absent until the server stored it. */
export interface Dashboard {
  id?: number;
  name: string;
  grid: CardLayoutItem[];
  filter: DashboardFilter;
}

export type DashboardInput = Omit<Dashboard, 'id'>;
