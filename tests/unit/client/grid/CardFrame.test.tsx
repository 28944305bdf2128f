import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { boolean, number, object, string } from 'yup';
import { CardFrame } from '../../../../core/client/grid/CardFrame';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import { useCardCsv } from '../../../../core/client/grid/useCardCsv';
import { useCardTitle } from '../../../../core/client/grid/useCardTitle';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { defineCardSettings } from '../../../../core/common/plugin/cardSettings';
import type { CardLayoutItem } from '../../../../core/common/plugin/cardGrid';
import type { RegisteredCard } from '../../../../core/common/plugin/PluginRegistry';

/** A card that names itself after what its button chose, and forgets the name on "clear". */
function NamingCard({ onTitleChange }: CardProps) {
  const [name, setName] = useState<string | undefined>();
  useCardTitle(onTitleChange, name);
  return (
    <>
      <button onClick={() => setName('Sports fans')}>name</button>
      <button onClick={() => setName(undefined)}>clear</button>
    </>
  );
}

/** A card that offers its rows as CSV once its button "loaded" them. */
function CsvCard({ onCsvChange }: CardProps) {
  const [rows, setRows] = useState<string[][] | undefined>();
  useCardCsv(onCsvChange, rows);
  return <button onClick={() => setRows([['key', 'users'], ['a,b', '3']])}>load</button>;
}

const CARD: RegisteredCard = { component: 'NamingCard', pluginId: 'naming-card', load: async () => ({ default: NamingCard }), permission: 'viewRealtime', size: { w: 4, h: 3 }, title: 'title' };
const LABELS = { removeCard: 'Remove', cardOptions: 'Options', downloadCsv: 'Download CSV', unknownCard: (c: string) => `Unknown ${c}` };

function BrokenCard(): never {
  throw new Error('card failed');
}

/** A card like the CLI generates, at version 2 of its settings: v1 saved the list length as `rows`. */
const listSettings = defineCardSettings({
  schema: object({
    limit: number().integer().min(1).max(10).default(5).label('options.limit'),
    histogramCompare: string().oneOf(['yesterday', 'last_week']).default('yesterday').label('options.histogramCompare'),
    showPercent: boolean().default(false).label('options.showPercent'),
  }),
  version: 2,
  migrate: ({ rows, ...rest }) => ({ ...rest, limit: rows }),
});

function ListCard({ settings }: CardProps<{ limit: number; histogramCompare: string; showPercent: boolean }>) {
  return <div data-testid="list-card">{JSON.stringify(settings)}</div>;
}

const LIST_CARD: RegisteredCard = { ...CARD, component: 'ListCard', load: async () => ({ default: ListCard }), settings: listSettings };
const TEXTS = { title: 'Naming card', options: { limit: 'Entries', histogramCompare: 'Compare with', showPercent: 'Show percent' }, choices: { last_week: 'Last week' } };

async function renderFrame(card: RegisteredCard = CARD, { params, paramsVersion, onParamsChange = () => {} }: Pick<CardLayoutItem, 'params' | 'paramsVersion'> & { onParamsChange?(i: string, params: Record<string, unknown>, version: number): void } = {}) {
  const i18n = await createI18n({ language: 'en', namespaces: ['naming-card'], load: async () => TEXTS });
  const frame = render(
    <I18nextProvider i18n={i18n}>
      <CardFrame item={{ i: '1', component: card.component, x: 0, y: 0, w: 4, h: 3, params, paramsVersion }} card={card} filter={{}} labels={LABELS} onRemove={() => {}} onParamsChange={onParamsChange} />
    </I18nextProvider>,
  );
  await act(async () => {});
  return frame;
}

describe('CardFrame', () => {
  it('RG-45: a card may title its header (CardProps.onTitleChange through useCardTitle); undefined gives back the manifest title', async () => {
    await renderFrame();
    expect(screen.getByTestId('card-title').textContent).toBe('Naming card');
    await act(async () => void fireEvent.click(screen.getByText('name')));
    expect(screen.getByTestId('card-title').textContent).toBe('Sports fans');
    await act(async () => void fireEvent.click(screen.getByText('clear')));
    expect(screen.getByTestId('card-title').textContent).toBe('Naming card');
  });

  it('every realtime card exportable: "Download CSV" shows in the options menu once the card offers rows (useCardCsv) and saves them as <slugged title>-<today>.csv', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:csv');
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderFrame({ ...CARD, component: 'CsvCard', load: async () => ({ default: CsvCard }) });
    await act(async () => void fireEvent.click(screen.getByTestId('card-options')));
    expect(screen.queryByTestId('card-download-csv')).toBeNull();
    expect(screen.getByTestId('card-remove')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByText('load')));
    expect(screen.getByTestId('card-download-csv').textContent).toContain('Download CSV');
    await act(async () => void fireEvent.click(screen.getByTestId('card-download-csv')));
    expect(saved).toEqual(['naming-card-2026-11-22.csv']);
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toBe('key,users\r\n"a,b",3\r\n');
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('a card that fails shows its error inside its own frame, which keeps its header and close button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderFrame({ ...CARD, component: 'BrokenCard', load: async () => ({ default: BrokenCard }) });
    expect(screen.getByTestId('render-error')).toBeTruthy();
    expect(screen.getByTestId('card-title').textContent).toBe('Naming card');
    jest.restoreAllMocks();
  });

  it('saved settings reach the card migrated from their version and cast by its schema (a refused value gets its default, unknown keys go)', async () => {
    await renderFrame(LIST_CARD, { params: { rows: 3, histogramCompare: 'tomorrow', showPercent: true, stale: 1 }, paramsVersion: 1 });
    expect(JSON.parse(screen.getByTestId('list-card').textContent!)).toEqual({ limit: 3, histogramCompare: 'yesterday', showPercent: true });
  });

  it('CX-02, OP-33: the options menu is drawn from the schema — a select for a choice, a switch for a boolean, a numeric input within min and max — and a change saves the whole settings at the current version', async () => {
    const changes: [string, Record<string, unknown>, number][] = [];
    await renderFrame(LIST_CARD, { params: { rows: 3 }, onParamsChange: (...change) => changes.push(change) });
    await act(async () => void fireEvent.click(screen.getByTestId('card-options')));
    const menu = screen.getByTestId('card-options-menu');
    expect(menu.textContent).toContain('Entries');
    expect(menu.textContent).toContain('Compare with');
    expect(menu.textContent).toContain('Show percent');
    const select = screen.getByTestId('card-option-histogramCompare') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([['yesterday', 'yesterday'], ['last_week', 'Last week']]);
    const limit = screen.getByTestId('card-option-limit') as HTMLInputElement;
    expect(limit.value).toBe('3');
    expect([limit.getAttribute('aria-valuemin'), limit.getAttribute('aria-valuemax')]).toEqual(['1', '10']);
    await act(async () => void fireEvent.change(select, { target: { value: 'last_week' } }));
    await act(async () => void fireEvent.click(screen.getByTestId('card-option-showPercent')));
    await act(async () => void fireEvent.change(limit, { target: { value: '7' } }));
    expect(changes).toEqual([
      ['1', { limit: 3, histogramCompare: 'last_week', showPercent: false }, 2],
      ['1', { limit: 3, histogramCompare: 'last_week', showPercent: true }, 2],
      ['1', { limit: 7, histogramCompare: 'last_week', showPercent: true }, 2],
    ]);
  });

  it('a card whose schema labels nothing has no settings in its menu', async () => {
    await renderFrame();
    await act(async () => void fireEvent.click(screen.getByTestId('card-options')));
    expect(screen.queryByTestId(/^card-option-/)).toBeNull();
  });

  it('two settings changes before the host re-renders both reach it', async () => {
    function TwoStepCard({ onSettingsChange }: CardProps<{ limit: number; showPercent: boolean }>) {
      return <button onClick={() => (onSettingsChange({ limit: 2 }), onSettingsChange({ showPercent: true }))}>both</button>;
    }
    const changes: Record<string, unknown>[] = [];
    await renderFrame({ ...LIST_CARD, component: 'TwoStepCard', load: async () => ({ default: TwoStepCard }) }, { onParamsChange: (_, params) => changes.push(params) });
    await act(async () => void fireEvent.click(screen.getByText('both')));
    expect(changes.at(-1)).toEqual({ limit: 2, histogramCompare: 'yesterday', showPercent: true });
  });
});
