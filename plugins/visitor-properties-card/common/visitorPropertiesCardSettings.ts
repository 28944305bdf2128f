/** VisitorPropertiesCard's settings with their defaults: none (the spec lists no VisitorPropertiesCard settings). */
export const visitorPropertiesCardSettings = {};

export type VisitorPropertiesCardSettings = typeof visitorPropertiesCardSettings;
