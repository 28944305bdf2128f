import { act, fireEvent, screen } from '@testing-library/react';
import type { ResourceFilter } from '../../../../core/client/resources/resourceKey';
import { cardSettingEntries, cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import plugin from '../../../../plugins/domain-page-card';
import DomainPageCard from '../../../../plugins/domain-page-card/client/DomainPageCard';
import { domainPageCardSettings, type DomainPageCardSettings } from '../../../../plugins/domain-page-card/common/domainPageCardSettings';
import { defaultMode, offeredModes } from '../../../../plugins/domain-page-card/common/listMode';
import { renderCard as renderCardOf } from '../support/renderCard';

const row = (key: string, users: number, extra: object = {}) => ({ key, users, doc_count: users * 3, views: users * 3, ...extra });
const page = (domain: string, path: string, users: number) => row(path, users, { domain, title: `Title of ${path}`, href: `https://${domain}${path}` });
const DATA: Record<string, unknown> = {
  'users/domains': [row('a.example', 12, { children: Array.from({ length: 12 }, (_, i) => page('a.example', `/p${i}`, 12 - i)) }), row('b.example', 3)],
  'users/pages': [page('a.example', '/sport', 7), page('b.example', '/news', 2)],
  'views/pages': [page('a.example', '/sport', 7)],
  referrer: Array.from({ length: 14 }, (_, i) => row(`ref${i}.example`, 20 - i)),
};

/** The card as the grid host holds it: settings merged on change, filter set by the test; answers by resource. */
const renderCard = (initial: Partial<DomainPageCardSettings> = {}, firstFilter: ResourceFilter = {}, viewSettings?: Record<string, unknown>) =>
  renderCardOf(DomainPageCard, {
    namespace: 'domain-page-card',
    settings: { ...cardSettingsDefaults(domainPageCardSettings), ...initial },
    size: { w: 4, h: 9 },
    filter: firstFilter,
    viewSettings,
    // A domain without traffic answers empty lists.
    respond: (r) => (r.query.domain === 'empty.example' ? [] : DATA[r.resource]),
  });

const modes = () => screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true }));
const activeMode = () => screen.getByRole('button', { pressed: true }).textContent;
const labels = (level = 'tree') => [...document.querySelectorAll(`[role=${level}] > li > .ac-number-list-row .ac-number-list-label`)].map((el) => el.textContent);

describe('DomainPageCard', () => {
  it('CP-05: is a default list card of its plugin, 9 rows high', async () => {
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'DomainPageCard', permission: 'viewRealtime', default: true, size: { w: 4, h: 9 } });
    expect((await card.load()).default).toBe(DomainPageCard);
  });

  it('CP-03, OP-25: page filter → referrer; else domains while offered; else pages', () => {
    expect(defaultMode({})).toBe('domains');
    expect(defaultMode({ domain: 'a.example' })).toBe('pages');
    expect(defaultMode({ domain: 'a.example', page: '/sport' })).toBe('referrer');
    expect(defaultMode({ page: '/sport' })).toBe('referrer');
  });

  it('CP-02: domains are offered only without a domain filter', async () => {
    expect(offeredModes({ domain: ['a.example'] })).toEqual(['pages', 'referrer']);
    await renderCard({}, { domain: 'a.example' });
    expect(modes().map((b) => b.textContent).sort()).toEqual(['Pages', 'Referrers']);
    expect(activeMode()).toBe('Pages');
  });

  it('CP-01: the chosen mode is saved as listMode and picks the resource', async () => {
    const { requested, saved } = await renderCard();
    expect(activeMode()).toBe('Domains');
    expect(requested()).toEqual(['users/domains']);
    fireEvent.click(screen.getByRole('button', { name: 'Pages' }));
    await act(async () => {});
    expect(saved).toEqual([{ listMode: 'pages' }]);
    expect(requested()).toContain('users/pages');
    expect(labels()).toEqual(['a.example/sport', 'b.example/news']);
  });

  it('CP-01: a saved listMode is kept on load', async () => {
    const { requested } = await renderCard({ listMode: 'referrer' });
    expect(activeMode()).toBe('Referrers');
    expect(requested()).toEqual(['referrer']);
  });

  it('CP-04: a filter change resets the mode to its default', async () => {
    const { saved, changeFilter } = await renderCard({ listMode: 'referrer' });
    await changeFilter({ domain: 'a.example' });
    expect(saved).toEqual([{ listMode: undefined }]);
    expect(activeMode()).toBe('Pages');
  });

  it('CX-06: at most 10 rows', async () => {
    await renderCard({ listMode: 'referrer' });
    expect(labels()).toHaveLength(10);
    expect(labels()[0]).toBe('ref0.example');
  });

  it('CX-03, CX-07: a domain row expands to its pages; the badge caps at 9+', async () => {
    await renderCard();
    const domain = screen.getByTestId('row-a.example');
    expect(domain.querySelector('.ac-number-list-badge')!.textContent).toBe('9+');
    expect(domain.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show pages' })[0]);
    expect(domain.getAttribute('aria-expanded')).toBe('true');
    expect(labels('group')).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9']);
  });

  it('CX-04: clicking a domain or page row applies its filter; referrer rows are plain', async () => {
    const { onFilter } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'a.example' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'domain', value: 'a.example' });
    fireEvent.click(screen.getByRole('button', { name: 'Pages' }));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'a.example/sport' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'page', value: '/sport' });
    fireEvent.click(screen.getByRole('button', { name: 'Referrers' }));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'ref0.example' })).toBeNull();
  });

  it('CX-05, OP-77: page rows with an href link to the page in a new tab', async () => {
    await renderCard({ listMode: 'pages' });
    const [link] = screen.getAllByRole('link', { name: 'Open page in a new tab' });
    expect(link.getAttribute('href')).toBe('https://a.example/sport');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('OP-33: its only setting is listMode (spec §3); the view-wide settings are not the card’s', () => {
    expect(Object.keys(plugin.cards[0].settings?.schema.fields ?? {})).toEqual(['listMode']);
    expect(cardSettingsDefaults(plugin.cards[0].settings)).toEqual({});
    // Picked in the card itself, so not in the options menu.
    expect(cardSettingEntries(plugin.cards[0].settings)).toEqual([]);
  });

  it('RG-43: without view settings page rows show addresses and count users', async () => {
    const { requested } = await renderCard({ listMode: 'pages' });
    expect(requested()).toEqual(['users/pages']);
    expect(labels()).toEqual(['a.example/sport', 'b.example/news']);
    expect(screen.getByTestId('row-a.example/sport').querySelector('.ac-number-list-value')!.textContent).toBe('7');
  });

  it('OP-29, OP-28: the view’s displayPageTitle shows titles; its usePageViews reads the views lists and counts', async () => {
    const { requested } = await renderCard({ listMode: 'pages' }, {}, { displayPageTitle: true, usePageViews: true });
    expect(requested()).toEqual(['views/pages']);
    expect(labels()).toEqual(['Title of /sport']);
    expect(screen.getByTestId('row-a.example/sport').querySelector('.ac-number-list-value')!.textContent).toBe('21');
  });

  it('OP-27: pages on the view’s page blacklist (by address, domain and path, or path) are left out of page lists', async () => {
    const byAddress = await renderCard({ listMode: 'pages' }, {}, { pageBlacklist: ['https://a.example/sport'] });
    expect(labels()).toEqual(['/news']);
    byAddress.unmount();
    await renderCard({ listMode: 'pages' }, {}, { pageBlacklist: ['b.example/news', '/sport'] });
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('OP-27: a page row’s hide button adds the page’s address to the view’s blacklist; “show hidden pages” empties it', async () => {
    const { viewChanges } = await renderCard({ listMode: 'pages' }, {}, { pageBlacklist: [] });
    expect(screen.queryByRole('button', { name: /hidden page/ })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide this page from page lists' })[0]);
    expect(viewChanges).toEqual([{ pageBlacklist: ['https://a.example/sport'] }]);
    expect(labels()).toEqual(['/news']);
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 hidden page' }));
    expect(viewChanges[1]).toEqual({ pageBlacklist: [] });
    expect(labels()).toEqual(['a.example/sport', 'b.example/news']);
  });

  it('OP-27: blacklisted pages are left out of a domain’s pages too', async () => {
    await renderCard({}, {}, { pageBlacklist: ['/p0', '/p1'] });
    expect(screen.getByTestId('row-a.example').querySelector('.ac-number-list-badge')!.textContent).toBe('9+');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show pages' })[0]);
    expect(labels('group')).toEqual(['/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10', '/p11']);
  });

  it('every realtime card exportable: offers the list as CSV, a domain’s pages after it with the domain as parent, hidden pages left out', async () => {
    const { csv } = await renderCard({}, {}, { pageBlacklist: ['/p1'] });
    const rows = csv()!;
    expect(rows[0]).toEqual(['Parent', 'Name', 'Users', 'Page views']);
    expect(rows.slice(1, 4)).toEqual([
      ['', 'a.example', 12, 36],
      ['a.example', '/p0', 12, 36],
      ['a.example', '/p2', 10, 30],
    ]);
    expect(rows).toHaveLength(1 + 1 + 11 + 1);
    expect(rows.at(-1)).toEqual(['', 'b.example', 3, 9]);
  });

  it('CX-12: an empty list shows the no-data text', async () => {
    await renderCard({ listMode: 'pages' }, { domain: 'empty.example' });
    expect(screen.getByText('No data')).toBeTruthy();
  });
});
