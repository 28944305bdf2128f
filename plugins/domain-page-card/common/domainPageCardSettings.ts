import { object, string } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';
import { LIST_MODES } from './listMode';

/**
 * DomainPageCard's settings (its params, spec §3: listMode). Counting page views and showing
 * titles are the view's monitoring settings (usePageViews, displayPageTitle).
 */
export const domainPageCardSettings = defineCardSettings({
  schema: object({
    /** The chosen list, picked in the card; absent = the default for the filter (CP-01, CP-03). */
    listMode: string().oneOf(LIST_MODES).optional(),
  }),
  version: 1,
});

export type DomainPageCardSettings = CardSettingsOf<typeof domainPageCardSettings>;
