import { number, object, string } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';
import { COMPARE_OPTIONS } from '../../monitoring/common/compareOptions';

/** AudienceGrowthCard's settings (CG-01); the audience is picked in the card itself (CG-03). */
export const audienceGrowthCardSettings = defineCardSettings({
  schema: object({
    /** The interest or visitor property whose new visitors the card follows; none on a fresh card (CG-02). */
    audienceId: number().integer().nullable().default(null),
    /** The chart's second line and the growth base: the same UTC day of yesterday or of last week (CX-10). */
    histogramCompare: string().oneOf(COMPARE_OPTIONS).default('yesterday').label('options.histogramCompare'),
  }),
  version: 1,
});

export type AudienceGrowthCardSettings = CardSettingsOf<typeof audienceGrowthCardSettings>;
