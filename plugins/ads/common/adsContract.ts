import type { ComponentType } from 'react';

/**
 * What the ads plugin offers the plugins that require it (the tracking wizard and detail), read with
 * `usePluginContract('ads')`.
 */
export interface AdsContract {
  /** A multiselect of the caller's ads (getAds), by id; a list that cannot load shows why under it (AD-08). */
  AdPicker: ComponentType<{ value: readonly number[]; onChange(ids: number[]): void; disabled?: boolean; invalid?: boolean }>;
  /** An ad's name (a detail's assigned ads), `#id` while unknown. */
  AdName: ComponentType<{ id: number }>;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    ads: AdsContract;
  }
}
