import type { CompareOption } from '../../monitoring/common/compareOptions';

/** UsersCard's settings with their defaults; the card's options menu is drawn from them. */
export const usersCardSettings = {
  /** The chart's second line: the same buckets of yesterday or of last week (CU-02, CX-10). */
  histogramCompare: 'yesterday' as CompareOption,
};

export type UsersCardSettings = typeof usersCardSettings;
