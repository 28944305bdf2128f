import { object } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';

/**
 * UsersCard's settings: none of its own. What it compares with and whether it counts users or
 * page views are the view's monitoring settings (histogram_compare, usePageViews), changed in
 * the realtime options menu for every card at once.
 */
export const usersCardSettings = defineCardSettings({ schema: object({}), version: 1 });

export type UsersCardSettings = CardSettingsOf<typeof usersCardSettings>;
