import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '../../../../core/client/i18n/languages';
import { cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import audiencesContract from '../../../../plugins/audiences/client/audiencesContract';
import type { AudienceUsersRow } from '../../../../plugins/audiences/common/audienceUsersRow';
import plugin from '../../../../plugins/visitor-properties-card';
import VisitorPropertiesCard from '../../../../plugins/visitor-properties-card/client/VisitorPropertiesCard';
import { visitorPropertiesCardSettings } from '../../../../plugins/visitor-properties-card/common/visitorPropertiesCardSettings';
import { renderCard as renderCardOf } from '../support/renderCard';
import { withContracts } from '../support/withContracts';

const FILTER = { domain: 'news.example.com', usePinpollAudiences: true };

const audience = (key: number, type_id: number, users: number, children: AudienceUsersRow[] = []): AudienceUsersRow => ({
  key,
  type_id,
  english: `Property ${key}`,
  german: `Eigenschaft ${key}`,
  is_pinpoll: false,
  users,
  views: users,
  children,
});
// An interest the card leaves out, and a property with eleven sub-properties.
const AGE = audience(30, 2, 25, Array.from({ length: 11 }, (_, i) => audience(300 + i, 2, 11 - i)));
const TREE = [audience(10, 1, 99), AGE, audience(40, 2, 3)];

/** The card with a real resource store answering `data` for the audiences resource. */
const renderCard = (data: AudienceUsersRow[] = TREE, language: Language = 'en') =>
  renderCardOf(withContracts(VisitorPropertiesCard, { audiences: audiencesContract }), { namespace: 'visitor-properties-card', settings: cardSettingsDefaults(visitorPropertiesCardSettings), size: { w: 4, h: 9 }, filter: FILTER, language, respond: () => data });

const labels = (level = 'tree') => [...document.querySelectorAll(`[role=${level}] > li > .ac-number-list-row .ac-number-list-label`)].map((el) => el.textContent);

describe('VisitorPropertiesCard', () => {
  it('every realtime card exportable: offers the visitor properties as CSV, each sub-property after its parent', async () => {
    const { csv } = await renderCard();
    const rows = csv()!;
    expect(rows.slice(0, 3)).toEqual([
      ['Parent', 'Audience', 'ID', 'Users', 'Page views'],
      ['', 'Property 30', 30, 25, 25],
      ['Property 30', 'Property 300', 300, 11, 11],
    ]);
    expect(rows).toHaveLength(1 + 1 + 11 + 1);
    expect(rows.at(-1)).toEqual(['', 'Property 40', 40, 3, 3]);
  });

  it('RG-12: a default list card (4x9) of its plugin, which needs monitoring and audiences', async () => {
    expect(plugin.requires).toEqual(['monitoring', 'audiences']);
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'VisitorPropertiesCard', permission: 'viewRealtime', default: true, resources: ['audiences'], size: { w: 4, h: 9 } });
    expect((await card.load()).default).toBe(VisitorPropertiesCard);
  });

  it('CI-02: shows the visitor properties (type 2) of the audiences resource with their users', async () => {
    const { get, socket } = await renderCard();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/v1/monitoring/audiences']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'audiences', filter: FILTER });
    expect(labels()).toEqual(['Property 30', 'Property 40']);
    expect(screen.getByTestId('row-30').querySelector('.ac-number-list-value')!.textContent).toBe('25');
  });

  it('CI-02: names properties in the interface language', async () => {
    await renderCard(TREE, 'de');
    expect(labels()).toEqual(['Eigenschaft 30', 'Eigenschaft 40']);
    expect(screen.getByRole('button', { name: 'Untereigenschaften anzeigen' })).toBeTruthy();
  });

  it('CX-03, CX-06, CX-07: a property expands to at most 10 sub-properties; the badge caps at 9+', async () => {
    await renderCard();
    expect(screen.getByTestId('row-30').querySelector('.ac-number-list-badge')!.textContent).toBe('9+');
    fireEvent.click(screen.getByRole('button', { name: 'Show sub-properties' }));
    expect(labels('group')).toHaveLength(10);
  });

  it('CI-03: clicking a property filters by its integer audience id', async () => {
    const { onFilter } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Property 40' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'audience', value: 40, label: 'Property 40' });
  });

  it('CX-12: without visitor properties it shows the no-data text', async () => {
    await renderCard([audience(10, 1, 99)]);
    expect(screen.getByText('No data')).toBeTruthy();
  });
});
