import type { CompareOption } from './compareOptions';
import type { CardLayoutItem } from '../../../core/common/plugin';

export interface Nickname {
  key: string;
  name: string;
}

/** Only these two nickname types exist (RG-46). */
export interface Nicknames {
  audiences: Nickname[];
  events: Nickname[];
}

/** Monitoring settings (spec §3), stored per user as the account setting `monitoring`. */
export interface MonitoringSettings {
  histogram_compare: CompareOption;
  usePinpollAudiences: boolean;
  usePageViews: boolean;
  useChannels: boolean;
  displayAudienceGrowth: boolean;
  displayEventTracking: boolean;
  displayInterests: boolean;
  displayVisitorProperties: boolean;
  displayPageTitle: boolean;
  displayAudiences: boolean;
  currentDashboardId?: number;
  nicknames: Nicknames;
  monitoringGridLayout?: CardLayoutItem[];
  monitoringGridLayoutBigboard?: CardLayoutItem[];
  /** OP-32: Big Board's own dark mode. */
  bigboardDarkMode: boolean;
}

export const MONITORING_SETTING = 'monitoring';
/** OP-27: the page blacklist stays in this browser. */
export const PAGE_BLACKLIST_KEY = 'ac.monitoring.pageBlacklist';

/** RG-35..RG-44, OP-26 (displayAudiences true). */
export const DEFAULT_MONITORING_SETTINGS: MonitoringSettings = {
  histogram_compare: 'yesterday',
  usePinpollAudiences: true,
  usePageViews: false,
  useChannels: false,
  displayAudienceGrowth: false,
  displayEventTracking: false,
  displayInterests: true,
  displayVisitorProperties: false,
  displayPageTitle: false,
  displayAudiences: true,
  nicknames: { audiences: [], events: [] },
  bigboardDarkMode: true,
};

/** A stored value over the defaults; unknown nickname types are dropped (RG-46). */
export function readMonitoringSettings(stored: unknown): MonitoringSettings {
  const value = stored && typeof stored === 'object' ? (stored as Partial<MonitoringSettings>) : {};
  const nick = (value.nicknames ?? {}) as Partial<Nicknames>;
  return {
    ...DEFAULT_MONITORING_SETTINGS,
    ...value,
    nicknames: { audiences: Array.isArray(nick.audiences) ? nick.audiences : [], events: Array.isArray(nick.events) ? nick.events : [] },
  };
}
