import { action, computed, makeObservable, observableRef, reaction, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { ResourceStore, ResourceFilter } from '../../../core/client/resources';
import { authPaths } from '../../../core/common/api';
import type { CardFilterTerm } from '../../../core/client/grid';
import { isTermField, toResourceFilter, type UrlTermField } from '../../../core/common/filter';
import { FilterModeStore } from '../../../core/client/filter';
import { MONITORING_SETTING, PAGE_BLACKLIST_KEY, readMonitoringSettings, type MonitoringSettings, type Nickname } from '../../monitoring/common/monitoringSettings';

/** Half-hour histograms a hidden tab drops (RG-30): they are reloaded whole when it is shown again. */
const SLEEPING_HISTOGRAMS = ['audiences/growth/histogram', 'eventHistogram'];

/**
 * The realtime view's filter and settings (spec §3, §4). The filter is core's FilterModeStore:
 * its stored filter belongs to the current dashboard (`filters.onStore` saves it there); in
 * temporary mode (URL filters) changes stay local until saved. Every filter change purges,
 * refreshes and reopens the live resources (RG-27).
 */
export class MonitoringStore {
  readonly filters: FilterModeStore;
  settings: MonitoringSettings = readMonitoringSettings(null);
  pageBlacklist: string[] = [];

  constructor(
    private readonly api: ApiKernel,
    private readonly resources: ResourceStore,
    private readonly storage: Storage,
    /** The id parameters the enabled filter fields take from the URL (urlTermFields). */
    urlFields: readonly UrlTermField[] = [],
    /** The user's IANA time zone: today, its buckets and the charts' hours are local (CU-02, CU-03). */
    private readonly timezone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
  ) {
    this.filters = new FilterModeStore(urlFields);
    makeObservable(this, {
      settings: observableRef,
      pageBlacklist: observableRef,
      resourceFilter: computed,
      viewSettings: computed,
      applyFilter: action,
      setPageBlacklist: action,
    });
    this.pageBlacklist = readList(storage.getItem(PAGE_BLACKLIST_KEY));
  }

  /**
   * What the cards' resources take (spec §7): the filter's domain, page (CP-03: a card sees that
   * a page is filtered) and terms, the user's time zone, and the audience source. Resources
   * that count in UTC by the spec (audience growth, tools stats) leave the zone aside.
   */
  get resourceFilter(): ResourceFilter {
    const { page } = this.filters.filter;
    return { ...toResourceFilter(this.filters.filter), ...(page ? { page } : {}), timezone: this.timezone, usePinpollAudiences: this.settings.usePinpollAudiences };
  }

  /** RG-27: purge, refresh and reopen whenever the effective resource filter changes. Returns the disposer. */
  watchFilter(): () => void {
    return reaction(
      () => JSON.stringify(this.resourceFilter),
      () => {
        this.resources.purge();
        this.resources.refresh();
        this.resources.reopen();
      },
    );
  }

  /** RG-30: a tab hidden for `delayMs` (when the socket kernel disconnects) purges the growth and event histograms. */
  watchVisibility(doc: Document, delayMs: number): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      if (doc.visibilityState === 'hidden') timer = setTimeout(() => this.resources.purge(SLEEPING_HISTOGRAMS), delayMs);
    };
    doc.addEventListener('visibilitychange', changed);
    return () => {
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', changed);
    };
  }

  async load(): Promise<void> {
    try {
      const value = await this.api.get<unknown>(authPaths.accountSetting(MONITORING_SETTING));
      runInAction(() => (this.settings = readMonitoringSettings(value)));
    } catch (error) {
      console.error('Loading monitoring settings failed:', (error as ApiError).code);
    }
  }

  /** Saves part of the settings (RG-44, RG-45: nicknames included). */
  async saveSettings(partial: Partial<MonitoringSettings>): Promise<void> {
    runInAction(() => (this.settings = { ...this.settings, ...partial }));
    try {
      await this.api.post(authPaths.accountSetting(MONITORING_SETTING), { value: this.settings });
    } catch (error) {
      console.error('Saving monitoring settings failed:', (error as ApiError).code);
    }
  }

  /** RG-21: legacy custom names land in the nicknames; existing keys keep their name. */
  async addNicknames(found: { audiences: Nickname[]; events: Nickname[] }): Promise<void> {
    const merge = (have: Nickname[], add: Nickname[]) => [...have, ...add.filter((n) => !have.some((h) => h.key === n.key))];
    await this.saveSettings({ nicknames: { audiences: merge(this.settings.nicknames.audiences, found.audiences), events: merge(this.settings.nicknames.events, found.events) } });
  }

  /** A card asks for a filter (a list row was clicked): the domain, or a term of a known field. */
  applyFilter({ field, value, label }: CardFilterTerm): void {
    if (field === 'domain') this.filters.setDomain(String(value));
    else if (isTermField(field)) this.filters.addTerm({ field, value, ...(label ? { valueLabel: label } : {}) });
  }

  /** What the cards see of the view's settings (CardProps.viewSettings). */
  get viewSettings(): Record<string, unknown> {
    return { ...this.settings, pageBlacklist: this.pageBlacklist };
  }

  /** A card changes view settings: the page blacklist stays local (OP-27), the rest is saved with the monitoring setting. */
  changeViewSettings(partial: Record<string, unknown>): void {
    const { pageBlacklist, ...settings } = partial;
    if (Array.isArray(pageBlacklist)) this.setPageBlacklist(pageBlacklist.filter((p): p is string => typeof p === 'string'));
    if (Object.keys(settings).length) void this.saveSettings(readMonitoringSettings({ ...this.settings, ...settings }));
  }

  /** OP-27: hidden pages, per browser. */
  setPageBlacklist(pages: string[]): void {
    this.pageBlacklist = pages;
    this.storage.setItem(PAGE_BLACKLIST_KEY, JSON.stringify(pages));
  }
}

function readList(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
