import type { CompareOption } from '../../monitoring/common/compareOptions';

/** AudienceGrowthCard's settings with their defaults (CG-01); the card's options menu is drawn from them. */
export const audienceGrowthCardSettings = {
  /** The interest or visitor property whose new visitors the card follows; none on a fresh card (CG-02). */
  audienceId: null as number | null,
  /** The chart's second line and the growth base: the same UTC day of yesterday or of last week (CX-10). */
  histogramCompare: 'yesterday' as CompareOption,
};

export type AudienceGrowthCardSettings = typeof audienceGrowthCardSettings;
