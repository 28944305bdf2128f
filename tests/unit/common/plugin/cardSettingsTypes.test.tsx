/** @jest-environment node */
import { number, object, string } from 'yup';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import { defineCardSettings, type CardSettingsOf } from '../../../../core/common/plugin/cardSettings';
import { defineCard } from '../../../../core/common/plugin/definePlugin';

/**
 * Type-level checks, enforced by `tsc --noEmit` (part of `npm test`): a card's props are
 * inferred from its settings schema, and a component whose props disagree with the schema
 * does not compile. Jest only runs the thunks' shells.
 */
const settings = defineCardSettings({
  schema: object({
    limit: number().integer().min(1).default(5).label('options.limit'),
    histogramCompare: string().oneOf(['yesterday', 'last_week']).default('yesterday'),
  }),
  version: 1,
});
type Settings = CardSettingsOf<typeof settings>;

describe('card settings types', () => {
  it('the props type is the schema’s cast output', () => {
    const sample: Settings = { limit: 3, histogramCompare: 'last_week' };
    // @ts-expect-error a choice the schema does not list
    const wrongChoice: Settings = { limit: 3, histogramCompare: 'tomorrow' };
    // @ts-expect-error a number setting given text
    const wrongType: Settings = { limit: '3', histogramCompare: 'yesterday' };
    expect([sample, wrongChoice, wrongType]).toHaveLength(3);
  });

  it('a card component must take the settings its schema casts to', () => {
    const agrees = defineCard({ component: 'TypedCard', load: async () => ({ default: (props: CardProps<Settings>) => (props.settings.limit > 0 ? null : null) }), permission: 'viewRealtime', size: { w: 4, h: 3 }, settings, title: 'title' });
    const readsFewer = defineCard({ component: 'TypedCard', load: async () => ({ default: (props: CardProps<{ limit: number }>) => (props.settings.limit > 0 ? null : null) }), permission: 'viewRealtime', size: { w: 4, h: 3 }, settings, title: 'title' });
    // @ts-expect-error the component expects `limit` as text, the schema casts it to a number
    const wrongType = defineCard({ component: 'TypedCard', load: async () => ({ default: (props: CardProps<{ limit: string }>) => (props.settings.limit ? null : null) }), permission: 'viewRealtime', size: { w: 4, h: 3 }, settings, title: 'title' });
    // @ts-expect-error the component reads a setting the schema does not declare
    const unknownSetting = defineCard({ component: 'TypedCard', load: async () => ({ default: (props: CardProps<{ metric: 'votes' | 'views' }>) => (props.settings.metric ? null : null) }), permission: 'viewRealtime', size: { w: 4, h: 3 }, settings, title: 'title' });
    expect([agrees, readsFewer, wrongType, unknownSetting].map((c) => c.component)).toEqual(['TypedCard', 'TypedCard', 'TypedCard', 'TypedCard']);
  });
});
