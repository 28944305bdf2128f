/** DevicesCard's settings with their defaults: none yet (the spec lists no DevicesCard settings). */
export const devicesCardSettings = {};

export type DevicesCardSettings = typeof devicesCardSettings;
