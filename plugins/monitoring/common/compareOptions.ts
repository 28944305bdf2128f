/** Comparison lines of the histograms (spec §9): yesterday or last week; default yesterday. */
export const COMPARE_OPTIONS = ['yesterday', 'last_week'] as const;
export type CompareOption = (typeof COMPARE_OPTIONS)[number];
