/** ChannelsCard's settings with their defaults: none (the spec lists no ChannelsCard settings). */
export const channelsCardSettings = {};

export type ChannelsCardSettings = typeof channelsCardSettings;
