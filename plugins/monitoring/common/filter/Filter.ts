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

/** Filter (spec §3): domain single or list, page, dates, channel, terms. Dashboards and the insights pages store it. */
export interface Filter {
  domain?: string | string[];
  domainIsTemporary?: boolean;
  page?: string;
  startDate?: string;
  endDate?: string;
  channel?: number;
  terms?: TermFilter[];
}
