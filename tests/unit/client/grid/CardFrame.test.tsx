import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CardFrame } from '../../../../core/client/grid/CardFrame';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import { useCardCsv } from '../../../../core/client/grid/useCardCsv';
import { useCardTitle } from '../../../../core/client/grid/useCardTitle';
import { createI18n } from '../../../../core/client/i18n/createI18n';
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

async function renderFrame(card: RegisteredCard = CARD) {
  const i18n = await createI18n({ language: 'en', namespaces: ['naming-card'], load: async () => ({ title: 'Naming card' }) });
  const frame = render(
    <I18nextProvider i18n={i18n}>
      <CardFrame item={{ i: '1', component: card.component, x: 0, y: 0, w: 4, h: 3 }} card={card} filter={{}} labels={LABELS} onRemove={() => {}} onParamsChange={() => {}} />
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
});
