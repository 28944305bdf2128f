import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { ResourceFilter } from '../../../core/client/resources';
import { authPaths } from '../../../core/common/api';
import {
  isoDay,
  type IsoDay,
  clampDateRange,
  dateRangeProblem,
  type DateRangeProblem,
  type DateRange,
  type DateRangeRules,
} from '../../../core/common/dateRange';
import { type Filter, type TermFilter, withTerm, type UrlTermField } from '../../../core/common/filter';
import { FilterModeStore } from '../../../core/client/filter';
import { MONITORING_SETTING, readMonitoringSettings } from '../../monitoring/common/monitoringSettings';
import type { InsightsPageFilter } from '../common/insightsContract';
import { INSIGHTS_FILTER_SETTING, readInsightsFilter } from '../common/insightsFilterSetting';
import { insightsResourceFilter } from '../common/insightsResourceFilter';

/**
 * The filter of one insights page: the user's insights filter (shared by all insights pages,
 * saved on every change in normal mode), URL filters as temporary mode (FB-02, FB-15), and the
 * date range clamped to this page's rules on load (FB-26). A range that breaks a rule is kept
 * as a draft with its problem (FB-28..FB-30) and not applied.
 */
export class InsightsFilterStore extends FilterModeStore implements InsightsPageFilter {
  loaded = false;
  usePinpollAudiences = true;
  /** The range being edited when it breaks a rule; absent when the inputs show the applied range. */
  draft?: DateRange = undefined;
  /** The save under way, and the filter to save after it (the latest change only). */
  private saving?: Promise<void>;
  private unsaved?: Filter;

  constructor(
    private readonly api: ApiKernel,
    readonly rules: DateRangeRules,
    /** The id parameters the enabled filter fields take from the URL (urlTermFields). */
    urlFields: readonly UrlTermField[],
    readonly today: IsoDay = isoDay(new Date()),
    private readonly timezone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
  ) {
    super(urlFields);
    makeObservable(this, {
      loaded: observable,
      usePinpollAudiences: observable,
      draft: observableRef,
      range: computed,
      shownRange: computed,
      problem: computed,
      resourceFilter: computed,
      selectedPage: computed,
      setRange: action,
      toggleTerm: action,
    });
    this.onStore = (filter) => this.queueSave(filter);
  }

  /** The applied range: the filter's dates, made valid for this page. */
  get range(): DateRange {
    return clampDateRange(this.filter, this.rules, this.today);
  }

  /** What the date inputs show: the draft while it breaks a rule, else the applied range. */
  get shownRange(): DateRange {
    return this.draft ?? this.range;
  }

  get problem(): DateRangeProblem | undefined {
    return this.draft && dateRangeProblem(this.draft, this.rules, this.today);
  }

  /** What the page's resources take (spec §7). */
  get resourceFilter(): ResourceFilter {
    return insightsResourceFilter(this.filter, this.range, this.usePinpollAudiences, this.timezone);
  }

  /** The page of a single page filter (equals), if one is set. */
  get selectedPage(): string | undefined {
    const pages = (this.filter.terms ?? []).filter((t) => t.field === 'page');
    return pages.length === 1 && typeof pages[0].value === 'string' ? pages[0].value : undefined;
  }

  /** Loads the stored filter (dates clamped to this page) and the audience source; URL filters then apply on top. */
  async load(params: URLSearchParams): Promise<void> {
    const [stored, monitoring] = await Promise.all([this.setting(INSIGHTS_FILTER_SETTING), this.setting(MONITORING_SETTING)]);
    runInAction(() => {
      const filter = readInsightsFilter(stored);
      this.setStored({ ...filter, ...clampDateRange(filter, this.rules, this.today) });
      this.usePinpollAudiences = readMonitoringSettings(monitoring).usePinpollAudiences;
      this.applyUrl(params);
      this.loaded = true;
    });
  }

  /** A range from the date inputs: applied when it keeps the rules, else kept as a draft with its problem. */
  setRange(range: DateRange): void {
    if (dateRangeProblem(range, this.rules, this.today)) {
      this.draft = range;
      return;
    }
    this.draft = undefined;
    this.change({ ...this.filter, ...range });
  }

  /**
   * A list row was clicked (IC-03, IA-03): the same term again removes it, another one is added.
   * `exclusive` replaces other terms of the field (one page at a time).
   */
  toggleTerm(term: TermFilter, exclusive = false): void {
    const terms = this.filter.terms ?? [];
    const same = (t: TermFilter) => t.field === term.field && JSON.stringify(t.value) === JSON.stringify(term.value);
    if (terms.some(same)) {
      this.change({ ...this.filter, terms: terms.filter((t) => !same(t)) });
      return;
    }
    const kept = exclusive ? terms.filter((t) => t.field !== term.field) : terms;
    this.change(withTerm({ ...this.filter, terms: kept }, term, this.mode === 'temporary'));
  }

  private async setting(name: string): Promise<unknown> {
    try {
      return await this.api.get<unknown>(authPaths.accountSetting(name));
    } catch (error) {
      console.error(`Loading the ${name} setting failed:`, (error as ApiError).code);
      return null;
    }
  }

  /**
   * One save at a time, the latest filter last: a filter toggled there and back while its first
   * save runs is neither refused as a duplicate of it (ER-05) nor overtaken by the one between.
   */
  private queueSave(filter: Filter): void {
    this.unsaved = filter;
    this.saving ??= this.saveAll();
  }

  private async saveAll(): Promise<void> {
    for (let next = this.unsaved; next; next = this.unsaved) {
      this.unsaved = undefined;
      await this.save(next);
    }
    this.saving = undefined;
  }

  private async save(filter: Filter): Promise<void> {
    try {
      await this.api.post(authPaths.accountSetting(INSIGHTS_FILTER_SETTING), { value: readInsightsFilter(filter) });
    } catch (error) {
      console.error('Saving the insights filter failed:', (error as ApiError).code);
    }
  }
}
