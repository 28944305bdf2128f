import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Language } from '../../../../core/client/i18n/languages';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import type { PluginManifest } from '../../../../core/common/plugin/definePlugin';
import channelsPlugin from '../../../../plugins/channels';
import plugin from '../../../../plugins/channels-card';
import ChannelsCard from '../../../../plugins/channels-card/client/ChannelsCard';
import type { ChannelUsersRow } from '../../../../plugins/channels/common/ChannelUsersRow';
import { channelsCardSettings } from '../../../../plugins/channels-card/common/channelsCardSettings';
import monitoringPlugin from '../../../../plugins/monitoring';
import { renderCard as renderCardOf } from '../support/renderCard';
import { withContracts } from '../support/withContracts';
import channelsContract from '../../../../plugins/channels/client/channelsContract';

const FILTER = { domain: 'news.example.com' };
const channel = (key: number, users: number): ChannelUsersRow => ({ key, title: `Channel ${key}`, path: `/section-${key}`, users, pages: users * 3 });
const CHANNELS = [channel(7, 40), channel(3, 12)];

interface Options {
  data?: ChannelUsersRow[];
  /** The view's useChannels (RG-32); on unless said. */
  useChannels?: boolean;
  plugins?: PluginManifest[];
  canManageChannels?: boolean;
  language?: Language;
}

/** The card on a page of a router that also knows the channels route; the registry holds `plugins`. */
const renderCard = ({ data = CHANNELS, useChannels = true, plugins = [monitoringPlugin, channelsPlugin], canManageChannels = true, language = 'en' }: Options = {}) =>
  renderCardOf(withContracts(ChannelsCard, { channels: channelsContract }), {
    namespace: 'channels-card',
    settings: cardSettingsDefaults(channelsCardSettings),
    size: { w: 4, h: 9 },
    filter: FILTER,
    language,
    viewSettings: { useChannels },
    respond: () => data,
    app: { registry: new PluginRegistry(plugins), auth: { can: jest.fn((rule: string) => canManageChannels || rule !== 'manageChannels') } },
    router: { path: '/realtime', routes: { '/account/channels': <p>channels page</p> } },
  });

const rowText = (key: number, selector: string) => [...screen.getByTestId(`row-${key}`).querySelectorAll(selector)].map((el) => el.textContent);

describe('ChannelsCard', () => {
  it('RG-13: an optional list card (4x9), needing monitoring and channels', async () => {
    expect(plugin.requires).toEqual(['monitoring', 'channels']);
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'ChannelsCard', permission: 'viewRealtime', default: false, resources: ['users/channels'], size: { w: 4, h: 9 } });
    expect((await card.load()).default).toBe(ChannelsCard);
  });

  it('RG-32: with channels turned off the card loads no channel data and offers to turn them on; turned on it loads them and opens their live feed', async () => {
    const { get, socket, viewChanges, csv } = await renderCard({ useChannels: false });
    expect(get).not.toHaveBeenCalled();
    expect(socket.emits('subscribe')).toEqual([]);
    expect(screen.getByText('Channels are turned off.')).toBeTruthy();
    expect(csv()).toBeUndefined();
    await act(async () => void fireEvent.click(screen.getByTestId('channels-turn-on')));
    expect(viewChanges).toEqual([{ useChannels: true }]);
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/v1/monitoring/users/channels']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'users/channels', filter: FILTER });
    expect(rowText(7, '.ac-number-list-label')).toEqual(['Channel 7']);
  });

  it('RG-32: turning channels off drops the channel data and closes its live feed; on again reloads and reopens it', async () => {
    const { get, socket, changeViewSettings } = await renderCard();
    expect(get).toHaveBeenCalledTimes(1);
    await changeViewSettings({ useChannels: false });
    expect(socket.emits('unsubscribe')).toContainEqual({ resource: 'users/channels', filter: FILTER });
    expect(screen.queryByTestId('row-7')).toBeNull();
    await changeViewSettings({ useChannels: true });
    expect(get).toHaveBeenCalledTimes(2);
    expect(socket.emits('subscribe').filter((s) => (s as { resource: string }).resource === 'users/channels')).toHaveLength(2);
    expect(rowText(7, '.ac-number-list-label')).toEqual(['Channel 7']);
  });

  it('CC-01: lists the channels of users/channels with title, path, users and page views', async () => {
    const { get, socket } = await renderCard();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/v1/monitoring/users/channels']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'users/channels', filter: FILTER });
    expect(rowText(7, '.ac-number-list-label, .ac-number-list-detail, .ac-number-list-value')).toEqual(['Channel 7', '/section-7', '40', '120']);
    expect(rowText(3, '.ac-number-list-label')).toEqual(['Channel 3']);
    const [users, pages] = screen.getByTestId('row-7').querySelectorAll('.ac-number-list-value');
    expect([users.getAttribute('title'), pages.getAttribute('title')]).toEqual(['Users', 'Page views']);
  });

  it('every realtime card exportable: offers channel, title, path, users and page views as CSV', async () => {
    const { csv } = await renderCard();
    expect(csv()).toEqual([
      ['Channel', 'Title', 'Path', 'Users', 'Page views'],
      [7, 'Channel 7', '/section-7', 40, 120],
      [3, 'Channel 3', '/section-3', 12, 36],
    ]);
  });

  it('CX-06: at most 10 rows', async () => {
    await renderCard({ data: Array.from({ length: 12 }, (_, i) => channel(i + 1, 30 - i)) });
    expect(document.querySelectorAll('[role=tree] > li')).toHaveLength(10);
  });

  it('CX-04: clicking a channel filters by its channel id', async () => {
    const { onFilter } = await renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Channel 3' }));
    expect(onFilter).toHaveBeenLastCalledWith({ field: 'channel', value: 3, label: 'Channel 3' });
  });

  it('CC-02, OP-71: without channel data a hint links to the route named channels', async () => {
    await renderCard({ data: [] });
    expect(screen.getByText(/No channel data yet/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set up channels' });
    expect(link.getAttribute('href')).toBe('/account/channels');
    fireEvent.click(link);
    expect(screen.getByText('channels page')).toBeTruthy();
  });

  it('CC-02, OP-71: the hint is in German for de', async () => {
    await renderCard({ data: [], language: 'de' });
    expect(screen.getByText(/Noch keine Kanaldaten/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kanäle einrichten' })).toBeTruthy();
  });

  it('CC-02: without the channels route, or without the right to open it, the hint has no link', async () => {
    await renderCard({ data: [], plugins: [monitoringPlugin] });
    expect(screen.getByText(/No channel data yet/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    await renderCard({ data: [], canManageChannels: false });
    expect(screen.getByText(/No channel data yet/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
