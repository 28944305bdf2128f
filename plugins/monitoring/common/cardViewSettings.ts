import { readMonitoringSettings, type MonitoringSettings } from './monitoringSettings';

/** What a realtime card reads of its view (CardProps.viewSettings): the monitoring settings and this browser's page blacklist. */
export interface CardViewSettings extends MonitoringSettings {
  /** OP-27: page addresses hidden from page lists. */
  pageBlacklist: string[];
}

/** The view's settings as a card sees them; outside a realtime view (no viewSettings) the defaults of spec §3. */
export function cardViewSettings(viewSettings: Record<string, unknown> | undefined): CardViewSettings {
  const blacklist = viewSettings?.pageBlacklist;
  return {
    ...readMonitoringSettings(viewSettings),
    pageBlacklist: Array.isArray(blacklist) ? blacklist.filter((p): p is string => typeof p === 'string') : [],
  };
}

/** The count a users-based chart or list shows: page views when usePageViews is on (OP-28). */
export function viewMetric(settings: Pick<MonitoringSettings, 'usePageViews'>): 'users' | 'views' {
  return settings.usePageViews ? 'views' : 'users';
}

/** A page row of a list. */
interface PageRow {
  key: string;
  domain?: string;
  href?: string;
}

/** What the page blacklist holds for a page the user hides: its address, else domain and path, else its path. */
export function blacklistEntry(page: PageRow): string {
  return page.href || (page.domain ? `${page.domain}${page.key}` : page.key);
}

/**
 * OP-27: a page is hidden when the blacklist holds its address (`href`), its domain and path
 * (`news.example.com/live`), or its path alone (`/live`, on every domain).
 */
export function isBlacklisted(blacklist: readonly string[], page: PageRow): boolean {
  if (!blacklist.length) return false;
  const names = [page.key, page.href, page.domain && `${page.domain}${page.key}`];
  return names.some((name) => name !== undefined && name !== '' && blacklist.includes(name));
}
