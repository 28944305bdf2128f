/** The segment shown alone when there is no referrer data (CR-02). */
export const NO_REFERRER_TYPE = 'None';
