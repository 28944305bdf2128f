import { isIsoDay } from '../../../core/common/dateRange';
import { isTermField, type Filter, type TermFilter } from '../../../core/common/filter';

/** The account setting that holds the insights filter, one per user for all insights pages. */
export const INSIGHTS_FILTER_SETTING = 'insightsFilter';

/** What is stored of the filter (spec §3 Filter): domain, page terms and dates, no temporary marks. */
export type InsightsFilter = Pick<Filter, 'domain' | 'terms' | 'startDate' | 'endDate'>;

const termValue = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The stored setting (or a filter about to be stored) as an insights filter; parts without the filter's shape are dropped, never thrown on. */
export function readInsightsFilter(value: unknown): InsightsFilter {
  if (!value || typeof value !== 'object') return {};
  const v = value as Record<string, unknown>;
  const domain = typeof v.domain === 'string' || (Array.isArray(v.domain) && v.domain.every((d) => typeof d === 'string')) ? (v.domain as string | string[]) : undefined;
  const terms = Array.isArray(v.terms) ? v.terms.filter(isTerm).map(({ isTemporary: _t, ...term }) => term) : [];
  return {
    ...(domain !== undefined && domain.length ? { domain } : {}),
    ...(terms.length ? { terms } : {}),
    ...(isIsoDay(v.startDate) ? { startDate: v.startDate } : {}),
    ...(isIsoDay(v.endDate) ? { endDate: v.endDate } : {}),
  };
}

function isTerm(t: unknown): t is TermFilter {
  if (!t || typeof t !== 'object') return false;
  const { field, value } = t as Record<string, unknown>;
  return isTermField(field) && (termValue(value) || (Array.isArray(value) && value.length > 0 && value.every(termValue)));
}
