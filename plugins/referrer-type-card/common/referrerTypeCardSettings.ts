/** ReferrerTypeCard's settings with their defaults: none (the spec lists no ReferrerTypeCard settings). */
export const referrerTypeCardSettings = {};

export type ReferrerTypeCardSettings = typeof referrerTypeCardSettings;
