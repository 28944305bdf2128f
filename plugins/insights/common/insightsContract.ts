import type { ComponentType, ReactNode } from 'react';
import type { CardFilterTerm } from '../../../core/client/grid';
import type { ResourceFilter } from '../../../core/client/resources';
import type { IsoDay, DateRangeProblem, DateRange } from '../../../core/common/dateRange';
import type { Filter, TermFilter } from '../../../core/common/filter';
import type { InsightsMetric } from './insightsMetric';

/**
 * The filter of one insights page (observable): the user's insights filter, URL filters as
 * temporary mode (FB-02, FB-15), the range clamped to the page's rules (FB-26), a breaking range
 * kept as a draft with its problem (FB-28..FB-30).
 */
export interface InsightsPageFilter {
  /** The stored filter has been read; the page's content may load. */
  readonly loaded: boolean;
  readonly filter: Filter;
  readonly mode: 'normal' | 'temporary';
  /** The applied range. */
  readonly range: DateRange;
  /** What the date inputs show: the draft while it breaks a rule, else the applied range. */
  readonly shownRange: DateRange;
  readonly problem: DateRangeProblem | undefined;
  readonly today: IsoDay;
  /** What the page's resources take (spec §7). */
  readonly resourceFilter: ResourceFilter;
  /** The page of a single page filter, if one is set. */
  readonly selectedPage: string | undefined;
  change(next: Filter): void;
  setDomain(domain: string): void;
  /** A list row was clicked (IC-03, IA-03): the same term again removes it; `exclusive` replaces the field's other terms. */
  toggleTerm(term: TermFilter, exclusive?: boolean): void;
  setRange(range: DateRange): void;
  saveTemporary(): void;
  exitTemporary(): void;
}

/** A block of the insights pages over the page's resource filter, counting `metric`. */
export interface InsightsBlockProps {
  filter: ResourceFilter;
  metric: InsightsMetric;
}

/**
 * What the insights plugin offers the insights pages (its manifest's contract): the page
 * filter and its frame, and the blocks several pages show. A page plugin requires `insights`
 * and reads it with `usePluginContract('insights')`.
 */
export interface InsightsContract {
  /** The page's filter for ranges of at most `maxRange` days, loaded on entry with the URL's temporary filters. */
  useInsightsFilter(maxRange: number): InsightsPageFilter;
  /** Filter bar, date range, the page's `tools` in that row, the range's problem, then the content once loaded. */
  InsightsFrame: ComponentType<{ store: InsightsPageFilter; tools?: ReactNode; children: ReactNode }>;
  /** Devices as a chart, browsers and operating systems as lists (IC-09, IA-05, IO-04). */
  DevicesBlock: ComponentType<InsightsBlockProps>;
  /** Referrer types as a chart and an expandable list of their referrers (IC-09, IA-05). */
  ReferrerBlock: ComponentType<InsightsBlockProps>;
  /** Domains with their pages, or a domain's pages; a row filters by it (IA-07, IO-05). */
  DomainPageList: ComponentType<InsightsBlockProps & { onFilter?: (term: CardFilterTerm) => void }>;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    insights: InsightsContract;
  }
}
