import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '../../../../core/client/i18n/languages';
import { cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import plugin from '../../../../plugins/interests-card';
import InterestsCard from '../../../../plugins/interests-card/client/InterestsCard';
import audiencesContract from '../../../../plugins/audiences/client/audiencesContract';
import type { AudienceUsersRow } from '../../../../plugins/audiences/common/audienceUsersRow';
import { interestsCardSettings } from '../../../../plugins/interests-card/common/interestsCardSettings';
import { renderCard as renderCardOf } from '../support/renderCard';
import { withContracts } from '../support/withContracts';

const FILTER = { domain: 'news.example.com', usePinpollAudiences: false };

const audience = (key: number, type_id: number, users: number, children: AudienceUsersRow[] = []): AudienceUsersRow => ({
  key,
  type_id,
  english: `Interest ${key}`,
  german: `Interesse ${key}`,
  is_pinpoll: false,
  users,
  views: users,
  children,
});
// Twelve sports sub-interests, a second interest, and a visitor property the card leaves out.
const SPORTS = audience(10, 1, 40, Array.from({ length: 12 }, (_, i) => audience(100 + i, 1, 12 - i)));
const TREE = [SPORTS, audience(20, 1, 5), audience(30, 2, 99)];
const MANY = Array.from({ length: 14 }, (_, i) => audience(i + 1, 1, 20 - i));

/** The card with a real resource store answering `data` for the audiences resource. */
const renderCard = (data: AudienceUsersRow[] = TREE, language: Language = 'en', viewSettings?: Record<string, unknown>) =>
  renderCardOf(withContracts(InterestsCard, { audiences: audiencesContract }), { namespace: 'interests-card', settings: cardSettingsDefaults(interestsCardSettings), size: { w: 4, h: 9 }, filter: FILTER, language, respond: () => data, viewSettings });

const labels = (level = 'tree') => [...document.querySelectorAll(`[role=${level}] > li > .ac-number-list-row .ac-number-list-label`)].map((el) => el.textContent);

describe('InterestsCard', () => {
  it('RG-12: a default list card (4x9) of its plugin, which needs monitoring and audiences', async () => {
    expect(plugin.requires).toEqual(['monitoring', 'audiences']);
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'InterestsCard', permission: 'viewRealtime', default: true, resources: ['audiences'], size: { w: 4, h: 9 } });
    expect((await card.load()).default).toBe(InterestsCard);
  });

  it('CI-01: shows the interests (type 1) of the audiences resource with their users, for the filter as given', async () => {
    const { get, socket } = await renderCard();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/v1/monitoring/audiences']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'audiences', filter: FILTER });
    expect(labels()).toEqual(['Interest 10', 'Interest 20']);
    expect(screen.getByTestId('row-10').querySelector('.ac-number-list-value')!.textContent).toBe('40');
    expect(screen.queryByText('Interest 30')).toBeNull();
  });

  it('CI-01: names audiences in the interface language', async () => {
    await renderCard(TREE, 'de');
    expect(labels()).toEqual(['Interesse 10', 'Interesse 20']);
  });

  it('CX-03, CX-07: an interest expands to its sub-interests; the badge caps at 9+', async () => {
    await renderCard();
    const sports = screen.getByTestId('row-10');
    expect(sports.querySelector('.ac-number-list-badge')!.textContent).toBe('9+');
    fireEvent.click(screen.getByRole('button', { name: 'Show sub-interests' }));
    expect(sports.getAttribute('aria-expanded')).toBe('true');
    expect(labels('group')).toHaveLength(10);
    expect(labels('group')[0]).toBe('Interest 100');
  });

  it('CX-06: at most 10 rows', async () => {
    await renderCard(MANY);
    expect(labels()).toHaveLength(10);
  });

  it('CI-03: clicking an interest (or a sub-interest) filters by its integer audience id', async () => {
    const { onFilter } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Interest 10' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'audience', value: 10, label: 'Interest 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Show sub-interests' }));
    fireEvent.click(screen.getByRole('button', { name: 'Interest 101' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'audience', value: 101, label: 'Interest 101' });
  });

  it('every realtime card exportable: offers the interests as CSV, each sub-interest after its parent', async () => {
    const { csv } = await renderCard();
    const rows = csv()!;
    expect(rows.slice(0, 3)).toEqual([
      ['Parent', 'Audience', 'ID', 'Users', 'Page views'],
      ['', 'Interest 10', 10, 40, 40],
      ['Interest 10', 'Interest 100', 100, 12, 12],
    ]);
    expect(rows).toHaveLength(1 + 1 + 12 + 1);
    expect(rows.at(-1)).toEqual(['', 'Interest 20', 20, 5, 5]);
  });

  it('CX-12: without interests it shows the no-data text', async () => {
    await renderCard([audience(30, 2, 99)]);
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('OP-28: with the view’s usePageViews the tree counts page views', async () => {
    await renderCard([{ ...audience(20, 1, 5), views: 17 }], 'en', { usePageViews: true });
    expect(screen.getByTestId('row-20').querySelector('.ac-number-list-value')!.textContent).toBe('17');
  });

  it('RG-45, OP-34: an interest shows under its nickname, and clicking it filters with that label', async () => {
    const { onFilter } = await renderCard(TREE, 'en', { nicknames: { audiences: [{ key: '20', name: 'Movie buffs' }], events: [] } });
    expect(labels()).toEqual(['Interest 10', 'Movie buffs']);
    fireEvent.click(screen.getByRole('button', { name: 'Movie buffs' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'audience', value: 20, label: 'Movie buffs' });
  });

  it('RG-45, RG-18, OP-34: a row’s edit button renames the interest; Enter saves it to the view’s nicknames, Escape cancels', async () => {
    const { viewChanges } = await renderCard(TREE, 'en', { nicknames: { audiences: [], events: [{ key: 'e', name: 'E' }] } });
    const rename = () => fireEvent.click(screen.getByTestId('row-10').querySelector('.ac-editable-nickname-edit')!);
    rename();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value: 'Sport fans' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(viewChanges).toEqual([]);
    rename();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value: 'Sport fans' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(viewChanges).toEqual([{ nicknames: { audiences: [{ key: '10', name: 'Sport fans' }], events: [{ key: 'e', name: 'E' }] } }]);
    expect(labels()).toEqual(['Sport fans', 'Interest 20']);
  });
});
