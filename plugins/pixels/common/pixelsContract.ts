import type { ComponentType } from 'react';

/**
 * What the pixels plugin offers the plugins that require it (transfers, trackings), read with
 * `usePluginContract('pixels')`, and those using it while it is enabled (ads' review page).
 */
export interface PixelsContract {
  /** The wizards' pixel step: a multiselect of the caller's pixels (getPixels), by id. */
  PixelPicker: ComponentType<{ value: readonly number[]; onChange(ids: number[]): void; disabled?: boolean; invalid?: boolean }>;
  /**
   * A detail's assigned pixels (TR-21): title, triggered count and approved yes/no of each; a
   * click opens the pixel dialog, and a change there is shown at once.
   */
  AssignedPixels: ComponentType<{ pixelIds: readonly number[] }>;
  /** The javascript pixels waiting for the back-office review (OP-12), for the admins' review page. */
  PixelReviewQueue: ComponentType;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    pixels: PixelsContract;
  }
}
