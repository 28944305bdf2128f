import type { ComponentType } from 'react';

/**
 * What the ads plugin offers the plugins that require it (the tracking wizard), read with
 * `usePluginContract('ads')`.
 */
export interface AdsContract {
  /** A multiselect of the caller's ads (getAds), by id; a list that cannot load shows why under it (AD-08). */
  AdPicker: ComponentType<{ value: readonly number[]; onChange(ids: number[]): void; disabled?: boolean; invalid?: boolean }>;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    ads: AdsContract;
  }
}
