import { AUDIENCE_TYPES, type AudienceTypeId } from '../common/Audience';
import { AUDIENCE_TIMEFRAMES, type AudienceTimeframe } from '../common/audienceCounts';
import { AUDIENCE_QUALITIES, DEFAULT_AUDIENCE_QUALITY, type AudienceQuality } from '../common/audienceQuality';

/** Minimum visitors (management §9, AO-06) and leads (OP-48: the min lead data steps) a card needs to show. */
export const MIN_VISITORS_STEPS = [10_000, 100_000, 1_000_000] as const;
export const MIN_LEADS_STEPS = [100, 500, 1000] as const;

/** The filter menu's values: type and timeframe always hold one (AO-04), the minimums may be unset. */
export interface OverviewFilters {
  type: AudienceTypeId;
  timeframe: AudienceTimeframe;
  minVisitors?: number;
  leads?: number;
}

/** What the overview shows, as its URL keeps it: a reload, a link, back and forward show the same. */
export interface OverviewState {
  filters: OverviewFilters;
  /** The search chips, in order (AO-02). */
  search: string[];
  quality: AudienceQuality;
  /** The audience whose sub-audiences show (the last breadcrumb); none: the type's top level. */
  audienceId?: number;
}

/** Interests first; today is the overview's default timeframe (AO-05). */
export const DEFAULT_OVERVIEW_FILTERS: Pick<OverviewFilters, 'type' | 'timeframe'> = { type: AUDIENCE_TYPES.interest, timeframe: 'today' };

const TYPE_IDS: readonly number[] = Object.values(AUDIENCE_TYPES);

const oneOf = <T>(values: readonly T[], raw: unknown): T | undefined => values.find((value) => String(value) === raw);

/**
 * The state from the query string. A link may be old or edited by hand: a value the overview
 * does not offer is left out, so its default applies.
 */
export function readOverviewState(params: URLSearchParams): OverviewState {
  const audienceId = Number(params.get('audience'));
  const filters: OverviewFilters = {
    type: (oneOf(TYPE_IDS, params.get('type')) as AudienceTypeId | undefined) ?? DEFAULT_OVERVIEW_FILTERS.type,
    timeframe: oneOf(AUDIENCE_TIMEFRAMES, params.get('timeframe')) ?? DEFAULT_OVERVIEW_FILTERS.timeframe,
  };
  const minVisitors = oneOf(MIN_VISITORS_STEPS, params.get('minVisitors'));
  const leads = oneOf(MIN_LEADS_STEPS, params.get('leads'));
  if (minVisitors !== undefined) filters.minVisitors = minVisitors;
  if (leads !== undefined) filters.leads = leads;
  return {
    filters,
    search: params.getAll('search').map((term) => term.trim()).filter(Boolean),
    quality: oneOf(AUDIENCE_QUALITIES, params.get('quality')) ?? DEFAULT_AUDIENCE_QUALITY,
    ...(Number.isSafeInteger(audienceId) && audienceId > 0 ? { audienceId } : {}),
  };
}

/** The query string with the overview's state in place of its old one; defaults are left out, other parameters stay. */
export function writeOverviewState(params: URLSearchParams, state: OverviewState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['type', 'timeframe', 'minVisitors', 'leads', 'search', 'quality', 'audience']) next.delete(name);
  const { type, timeframe, minVisitors, leads } = state.filters;
  if (type !== DEFAULT_OVERVIEW_FILTERS.type) next.set('type', String(type));
  if (timeframe !== DEFAULT_OVERVIEW_FILTERS.timeframe) next.set('timeframe', timeframe);
  if (minVisitors !== undefined) next.set('minVisitors', String(minVisitors));
  if (leads !== undefined) next.set('leads', String(leads));
  for (const term of state.search) next.append('search', term);
  if (state.quality !== DEFAULT_AUDIENCE_QUALITY) next.set('quality', state.quality);
  if (state.audienceId !== undefined) next.set('audience', String(state.audienceId));
  return next;
}

/**
 * A filter chosen (a value) or cleared (undefined). Type and timeframe cannot be cleared
 * (AO-04): clearing them changes nothing. Another type starts again at its top level (AO-09).
 */
export function withFilter<K extends keyof OverviewFilters>(state: OverviewState, key: K, value: OverviewFilters[K] | undefined): OverviewState {
  if (value === undefined && (key === 'type' || key === 'timeframe')) return state;
  const filters = { ...state.filters };
  if (value === undefined) delete filters[key];
  else filters[key] = value;
  const otherType = key === 'type' && value !== state.filters.type;
  return { ...state, filters, ...(otherType ? { audienceId: undefined } : {}) };
}
