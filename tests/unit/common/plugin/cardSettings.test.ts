/** @jest-environment node */
import { boolean, number, object, string } from 'yup';
import { cardSettingEntries, cardSettingsDefaults, defineCardSettings, readCardSettings } from '../../../../core/common/plugin/cardSettings';

/** Version 2 of a card's settings: v1 saved `compare` and `rows`, v2 names them `histogramCompare` and `limit`. */
const settings = defineCardSettings({
  schema: object({
    histogramCompare: string().oneOf(['yesterday', 'last_week']).default('yesterday').label('options.histogramCompare'),
    limit: number().integer().min(1).max(10).default(5).label('options.limit'),
    showPercent: boolean().default(false).label('options.showPercent'),
    audienceId: number().nullable().default(null),
  }),
  version: 2,
  migrate: (saved, fromVersion) => (fromVersion < 2 ? { histogramCompare: saved.compare, limit: saved.rows, showPercent: saved.showPercent } : saved),
});

describe('card settings', () => {
  it('a fresh card gets every default', () => {
    expect(cardSettingsDefaults(settings)).toEqual({ histogramCompare: 'yesterday', limit: 5, showPercent: false, audienceId: null });
  });

  it('settings saved at version 1 (or without a version) are migrated, then cast', () => {
    const v1 = { compare: 'last_week', rows: 3, showPercent: true };
    expect(readCardSettings(settings, v1, 1)).toEqual({ histogramCompare: 'last_week', limit: 3, showPercent: true, audienceId: null });
    expect(readCardSettings(settings, v1)).toEqual(readCardSettings(settings, v1, 1));
  });

  it('settings saved at the current version are not migrated', () => {
    expect(readCardSettings(settings, { histogramCompare: 'last_week', limit: 7, compare: 'yesterday' }, 2)).toEqual({ histogramCompare: 'last_week', limit: 7, showPercent: false, audienceId: null });
  });

  it('a value the schema refuses falls back to its default; keys it does not name are dropped; castable values are cast', () => {
    const saved = { histogramCompare: 'tomorrow', limit: 50, showPercent: 'true', audienceId: '12', customAudiences: [{ key: 5 }] };
    expect(readCardSettings(settings, saved, 2)).toEqual({ histogramCompare: 'yesterday', limit: 5, showPercent: true, audienceId: 12 });
    expect(readCardSettings(settings, { limit: 'many', audienceId: null }, 2)).toMatchObject({ limit: 5, audienceId: null });
  });

  it('a card without settings gets none', () => {
    expect(readCardSettings(undefined, { stale: 1 })).toEqual({});
  });

  it('CX-02, OP-33: the options menu shows the labelled settings: a choice as a select, a boolean as a switch, a number within its bounds', () => {
    expect(cardSettingEntries(settings)).toEqual([
      { key: 'histogramCompare', label: 'options.histogramCompare', control: { kind: 'select', choices: ['yesterday', 'last_week'] } },
      { key: 'limit', label: 'options.limit', control: { kind: 'number', min: 1, max: 10 } },
      { key: 'showPercent', label: 'options.showPercent', control: { kind: 'switch' } },
    ]);
    expect(cardSettingEntries(undefined)).toEqual([]);
  });
});
