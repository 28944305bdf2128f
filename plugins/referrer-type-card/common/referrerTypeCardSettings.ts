import { object } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';

/** ReferrerTypeCard's settings: none (the spec lists no ReferrerTypeCard settings). */
export const referrerTypeCardSettings = defineCardSettings({ schema: object({}), version: 1 });

export type ReferrerTypeCardSettings = CardSettingsOf<typeof referrerTypeCardSettings>;
