import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { analyticsAudiences } from '../../../../plugins/insights-audiences/common/audienceSelection';
import { AudienceChooser } from '../../../../plugins/insights-audiences/client/AudienceChooser';
import { AUDIENCES } from './audienceFixtures';

/** The chooser over a selection it toggles itself, as the page does through the filter. */
async function renderChooser(language: 'en' | 'de' = 'en') {
  const i18n = await createI18n({ language, namespaces: ['insights-audiences'], load: loadLocale });
  const toggled: Audience[] = [];
  function Host() {
    const [selected, setSelected] = useState<number[]>([]);
    const onToggle = (a: Audience) => {
      toggled.push(a);
      setSelected((was) => (was.includes(a.id) ? was.filter((id) => id !== a.id) : [...was, a.id]));
    };
    return <AudienceChooser audiences={analyticsAudiences(AUDIENCES)} selected={selected} onToggle={onToggle} />;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Host />
    </I18nextProvider>,
  );
  await act(async () => {});
  return { toggled };
}

const layout = () => screen.getByTestId('audience-chooser').getAttribute('data-layout');
const node = (id: number) => screen.getByTestId(`audience-${id}`);
const isSelected = (id: number) => node(id).closest('.bp6-tree-node')!.classList.contains('bp6-tree-node-selected');

describe('AudienceChooser', () => {
  it('IA-02, IA-04: with nothing selected, the Interests (type 1) and Properties (type 2) trees stand side by side', async () => {
    await renderChooser();
    expect(layout()).toBe('wide');
    const interests = screen.getByTestId('chooser-interests');
    const properties = screen.getByTestId('chooser-properties');
    expect(within(interests).getByText('Interests')).toBeTruthy();
    expect(within(interests).getByText('Sports')).toBeTruthy();
    expect(within(interests).getByText('News')).toBeTruthy();
    expect(within(properties).getByText('Properties')).toBeTruthy();
    expect(within(properties).getByText('Parents')).toBeTruthy();
    expect(within(properties).queryByText('Sports')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('audiences hidden from analytics are not offered', async () => {
    await renderChooser();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('IA-03: a click selects an audience, a second click deselects it; the caret only expands', async () => {
    const { toggled } = await renderChooser();
    fireEvent.click(node(2));
    expect(toggled.map((a) => a.id)).toEqual([2]);
    expect(isSelected(2)).toBe(true);
    fireEvent.click(node(2));
    expect(toggled.map((a) => a.id)).toEqual([2, 2]);
    expect(isSelected(2)).toBe(false);
    const caret = node(1).closest('.bp6-tree-node-content')!.querySelector('.bp6-tree-node-caret')!;
    fireEvent.click(caret);
    expect(toggled).toHaveLength(2);
    fireEvent.click(node(11));
    expect(toggled.map((a) => a.text)).toEqual(['News', 'News', 'Football']);
  });

  it('IA-02, IA-04: with a selection the chooser narrows to the two tabs, each a tree', async () => {
    await renderChooser();
    fireEvent.click(node(2));
    expect(layout()).toBe('narrow');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Interests', 'Properties']);
    expect(within(screen.getByTestId('chooser-interests')).getByText('News')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Properties' }));
    fireEvent.click(node(20));
    expect(isSelected(20)).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Interests' }));
    fireEvent.click(node(2));
    fireEvent.click(screen.getByRole('tab', { name: 'Properties' }));
    fireEvent.click(node(20));
    expect(layout()).toBe('wide');
  });

  it('IN-01: the tabs are in German for de', async () => {
    await renderChooser('de');
    expect(screen.getByText('Interessen')).toBeTruthy();
    expect(screen.getByText('Eigenschaften')).toBeTruthy();
  });
});
