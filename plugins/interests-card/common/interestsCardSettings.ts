import { object } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';

/** InterestsCard's settings: none (the spec lists no InterestsCard settings). */
export const interestsCardSettings = defineCardSettings({ schema: object({}), version: 1 });

export type InterestsCardSettings = CardSettingsOf<typeof interestsCardSettings>;
