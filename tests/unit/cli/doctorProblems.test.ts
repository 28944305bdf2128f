/** @jest-environment node */
import { doctorProblems } from '../../../cli/doctor/doctorProblems';
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

  it('OP-33: a card option must name one of the card’s settings', () => {
    const withOptions = (settings: Record<string, unknown> | undefined) =>
      definePlugin({
        id: 'a-card',
        product: 'analytics',
        requires: ['monitoring'],
        cards: [{ component: 'ACard', load, permission: 'viewRealtime', size: { w: 4, h: 3 }, resources: ['users'], title: 'title', settings, options: [{ key: 'histogramCompare', label: 'options.compare', choices: ['yesterday', 'last_week'] }, { key: 'metric', label: 'options.metric' }] }],
      });
    expect(doctorProblems([monitoring, withOptions({ histogramCompare: 'yesterday', metric: 'views' })], {}, readLocale)).toEqual([]);
    expect(doctorProblems([monitoring, withOptions({ histogramCompare: 'yesterday' })], {}, readLocale)).toEqual(['Plugin "a-card": card ACard has option "metric", which is not one of its settings.']);
    expect(doctorProblems([monitoring, withOptions(undefined)], {}, readLocale)).toEqual([
      'Plugin "a-card": card ACard has option "histogramCompare", which is not one of its settings.',
      'Plugin "a-card": card ACard has option "metric", which is not one of its settings.',
    ]);
  });
});
