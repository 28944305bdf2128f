import { object } from 'yup';
import { defineCardSettings, type CardSettingsOf } from '../../../core/common/plugin';

/** ChannelsCard's settings: none (the spec lists no ChannelsCard settings). */
export const channelsCardSettings = defineCardSettings({ schema: object({}), version: 1 });

export type ChannelsCardSettings = CardSettingsOf<typeof channelsCardSettings>;
