/** InterestsCard's settings with their defaults: none (the spec lists no InterestsCard settings). */
export const interestsCardSettings = {};

export type InterestsCardSettings = typeof interestsCardSettings;
