import { object } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';

/** VisitorPropertiesCard's settings: none (the spec lists no VisitorPropertiesCard settings). */
export const visitorPropertiesCardSettings = defineCardSettings({ schema: object({}), version: 1 });

export type VisitorPropertiesCardSettings = CardSettingsOf<typeof visitorPropertiesCardSettings>;
