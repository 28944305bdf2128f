/** The devices a campaign (a tracking, an ad) runs on (management §3 device_type). */
export const DEVICE_TYPES = ['all', 'desktop', 'mobile', 'app'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The event store's device classes each device type takes in; apps report no hits yet (no app SDK), so "app" takes none. */
export const DEVICE_CLASSES: Record<DeviceType, readonly string[]> = { all: ['Desktop', 'Phone', 'Tablet'], desktop: ['Desktop'], mobile: ['Phone', 'Tablet'], app: [] };

/** domain_id of a campaign on every domain of its organisation (management §3). */
export const ALL_DOMAINS = 0;
