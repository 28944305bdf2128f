import type { AdListItem } from './Ad';

/** An ad as a picker lists it (getAds: the tracking wizard's ads, AD-34's selectors). */
export type AdChoice = Pick<AdListItem, 'id' | 'name' | 'type' | 'approved'>;
