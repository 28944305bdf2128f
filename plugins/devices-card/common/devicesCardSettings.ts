import { object } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';

/** DevicesCard's settings: none (the spec lists no DevicesCard settings). */
export const devicesCardSettings = defineCardSettings({ schema: object({}), version: 1 });

export type DevicesCardSettings = CardSettingsOf<typeof devicesCardSettings>;
