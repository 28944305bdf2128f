/** Referrer types in display order (spec §9, CR-03); the bar follows it whatever order rows arrive in. */
export const REFERRER_TYPE_ORDER = ['Self', 'Social', 'Search', 'Direct', 'Other', 'Paid_Search'] as const;

/** The segment shown alone when there is no referrer data (CR-02). */
export const NO_REFERRER_TYPE = 'None';
