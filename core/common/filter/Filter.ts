import { TERM_FIELD_NAMES } from '../events/eventFilter';

/**
 * Term filter (spec §3): one event filter field, equal to one value or to any of a list. Which
 * fields the filter bar offers is contributed by plugins (PluginManifest.filterFields).
 */
export interface TermFilter {
  field: string;
  value: string | number | (string | number)[];
  valueLabel?: string;
  fieldLabel?: string;
  isTemporary?: boolean;
  /** Spec §3: set by fields whose values have a type (e.g. an interest or a property). */
  type_id?: number;
}

/**
 * Filter (spec §3): domain single or list, page, dates, channel, terms. Dashboards and the
 * insights pages store it. Page and channel filters are terms (one chip each, FB-03); `page` and
 * `channel` name the one page or channel such a term sets (withTermFields).
 */
export interface Filter {
  domain?: string | string[];
  domainIsTemporary?: boolean;
  page?: string;
  startDate?: string;
  endDate?: string;
  channel?: number;
  terms?: TermFilter[];
}

/** Whether a stored term names a field the event filter knows (a term the resources would refuse is dropped). */
export function isTermField(field: unknown): field is string {
  return typeof field === 'string' && (TERM_FIELD_NAMES as readonly string[]).includes(field);
}
