/**
 * The referrer types the tracker's classification gives a page view, in display order
 * (spec §9, CR-03): charts and lists follow it whatever order rows arrive in.
 */
export const REFERRER_TYPE_ORDER = ['Self', 'Social', 'Search', 'Direct', 'Other', 'Paid_Search'] as const;

export type ReferrerType = (typeof REFERRER_TYPE_ORDER)[number];
