/** @jest-environment node */
import { doctorProblems } from '../../../cli/doctor/doctorProblems';
import { number, object, string } from 'yup';
import { defineCardSettings, type CardSettingsDefinition } from '../../../core/common/plugin/cardSettings';
import { definePlugin } from '../../../core/common/plugin/definePlugin';

const load = async () => ({ default: () => null });
const monitoring = definePlugin({ id: 'monitoring', product: 'analytics', permissions: { viewRealtime: { all: ['REALTIME.VIEW'] } }, resources: ['users'] });
const card = (size: { w: number; h: number; minW?: number }, resources = ['users']) =>
  definePlugin({ id: 'a-card', product: 'analytics', requires: ['monitoring'], cards: [{ component: 'ACard', load, permission: 'viewRealtime', size, resources, title: 'title' }] });
const texts = { en: { 'a-card': { title: 'A' } }, de: { 'a-card': { title: 'A' } } } as Record<string, Record<string, Record<string, unknown>>>;
const readLocale = (language: string, namespace: string) => texts[language]?.[namespace];

describe('doctor', () => {
  it('passes a sound deployment', () => {
    expect(doctorProblems([monitoring, card({ w: 4, h: 3, minW: 3 })], {}, readLocale)).toEqual([]);
  });

  it('reports grid sizes, unprovided resources, missing texts and requirements, one line each', () => {
    expect(doctorProblems([monitoring, card({ w: 12, h: 3, minW: 3 }, ['users', 'devices'])], {}, () => undefined)).toEqual([
      'Plugin "a-card": card ACard reads resource "devices", which no enabled plugin provides.',
      'Plugin "a-card": locales/en/a-card.json is missing (keys title).',
      'Plugin "a-card": locales/de/a-card.json is missing (keys title).',
    ]);
    expect(doctorProblems([monitoring, card({ w: 2, h: 3 })], {}, readLocale)).toEqual(["Plugin \"a-card\": card ACard does not fit the grid: min width 3 is larger than width 2."]);
    expect(doctorProblems([monitoring, card({ w: 4, h: 3 })], { disabledPlugins: ['monitoring'] }, readLocale)).toEqual([
      'Plugin "a-card" requires "monitoring", which is disabled in console.config.json.',
      'Plugin "a-card": card ACard uses unknown permission rule "viewRealtime".',
      'Plugin "a-card": card ACard reads resource "users", which no enabled plugin provides.',
    ]);
    expect(doctorProblems([monitoring, monitoring], {}, readLocale)).toContain('Plugin id "monitoring" is declared twice.');
  });

  it('OP-33: card settings need a yup object schema whose defaults pass it, a version, and a migrate function past version 1', () => {
    const withSettings = (settings: unknown) =>
      definePlugin({ id: 'a-card', product: 'analytics', requires: ['monitoring'], cards: [{ component: 'ACard', load, permission: 'viewRealtime', size: { w: 4, h: 3 }, resources: ['users'], title: 'title', settings: settings as CardSettingsDefinition }] });
    const compare = string().oneOf(['yesterday', 'last_week']);
    const problems = (settings: unknown) => doctorProblems([monitoring, withSettings(settings)], {}, readLocale);
    expect(problems(defineCardSettings({ schema: object({ histogramCompare: compare.default('yesterday') }), version: 1 }))).toEqual([]);
    expect(problems(defineCardSettings({ schema: object({ histogramCompare: compare.default('yesterday') }), version: 2, migrate: (saved) => saved }))).toEqual([]);
    expect(problems({ histogramCompare: 'yesterday' })).toEqual([
      'Plugin "a-card": card ACard settings have no yup object schema.',
      'Plugin "a-card": card ACard settings have no version (a whole number from 1).',
    ]);
    expect(problems({ schema: object({}), version: 0 })).toEqual(['Plugin "a-card": card ACard settings have no version (a whole number from 1).']);
    expect(problems({ schema: object({}), version: 3 })).toEqual(['Plugin "a-card": card ACard settings are at version 3 but have no migrate function.']);
    expect(problems({ schema: object({ histogramCompare: string().default('tomorrow').oneOf(['yesterday', 'last_week']) }), version: 1 })).toEqual([
      'Plugin "a-card": card ACard settings\' defaults fail their own schema: histogramCompare must be one of the following values: yesterday, last_week',
    ]);
  });

  it('a labelled setting is a text of the card, in en and de', () => {
    const labelled = definePlugin({ id: 'a-card', product: 'analytics', requires: ['monitoring'], cards: [{ component: 'ACard', load, permission: 'viewRealtime', size: { w: 4, h: 3 }, resources: ['users'], title: 'title', settings: defineCardSettings({ schema: object({ limit: number().min(1).default(5).label('options.limit') }), version: 1 }) }] });
    expect(doctorProblems([monitoring, labelled], {}, readLocale)).toEqual([
      'Plugin "a-card": locales/en/a-card.json lacks key "options.limit".',
      'Plugin "a-card": locales/de/a-card.json lacks key "options.limit".',
    ]);
  });
});
