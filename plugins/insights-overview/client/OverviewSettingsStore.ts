import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import { authPaths } from '../../../core/common/api';
import { MONITORING_SETTING, readMonitoringSettings, type MonitoringSettings } from '../../monitoring/common/monitoringSettings';

/** The overview's settings toggles (IO-08): display channels (useChannels), interests, visitor properties. */
export const OVERVIEW_TOGGLES = ['useChannels', 'displayInterests', 'displayVisitorProperties'] as const;
export type OverviewToggle = (typeof OVERVIEW_TOGGLES)[number];

/**
 * The overview's view of the monitoring settings (account setting `monitoring`, spec §3).
 * A toggle re-reads the stored value and writes it back with only that flag changed, so
 * what the realtime view keeps there (dashboards, nicknames, layouts) stays as it is.
 */
export class OverviewSettingsStore {
  settings: MonitoringSettings = readMonitoringSettings(null);

  constructor(private readonly api: ApiKernel) {
    makeObservable(this, { settings: observableRef, set: action });
  }

  async load(): Promise<void> {
    try {
      const stored = await this.api.get<unknown>(authPaths.accountSetting(MONITORING_SETTING));
      runInAction(() => (this.settings = readMonitoringSettings(stored)));
    } catch (error) {
      console.error('Loading monitoring settings failed:', (error as ApiError).code);
    }
  }

  /** Shows the change at once, then stores it over the latest stored value (read-modify-write). */
  async set(toggle: OverviewToggle, on: boolean): Promise<void> {
    this.settings = { ...this.settings, [toggle]: on };
    try {
      const stored = await this.api.get<unknown>(authPaths.accountSetting(MONITORING_SETTING));
      const base = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
      await this.api.post(authPaths.accountSetting(MONITORING_SETTING), { value: { ...base, [toggle]: on } });
    } catch (error) {
      console.error('Saving monitoring settings failed:', (error as ApiError).code);
    }
  }
}
