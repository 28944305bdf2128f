import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CardFrame } from '../../../../core/client/grid/CardFrame';
import type { CardProps } from '../../../../core/client/grid/CardProps';
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

const CARD: RegisteredCard = { component: 'NamingCard', pluginId: 'naming-card', load: async () => ({ default: NamingCard }), permission: 'viewRealtime', size: { w: 4, h: 3 }, title: 'title' };
const LABELS = { removeCard: 'Remove', cardOptions: 'Options', unknownCard: (c: string) => `Unknown ${c}` };

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

  it('a card that fails shows its error inside its own frame, which keeps its header and close button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderFrame({ ...CARD, component: 'BrokenCard', load: async () => ({ default: BrokenCard }) });
    expect(screen.getByTestId('render-error')).toBeTruthy();
    expect(screen.getByTestId('card-title').textContent).toBe('Naming card');
    jest.restoreAllMocks();
  });
});
