import { cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import { screen } from '@testing-library/react';
import plugin from '../../../../plugins/devices-card';
import DevicesCard from '../../../../plugins/devices-card/client/DevicesCard';
import { devicesCardSettings } from '../../../../plugins/devices-card/common/devicesCardSettings';
import { renderCard as renderCardOf } from '../support/renderCard';

const FILTER = { domain: 'news.example.com' };
const row = (key: string, users: number) => ({ key, users, doc_count: users * 2, views: users * 2 });

/** The card with a real resource store whose HTTP answers the test releases by hand, by resource. */
const renderCard = (viewSettings?: Record<string, unknown>) => renderCardOf(DevicesCard, { namespace: 'devices-card', settings: cardSettingsDefaults(devicesCardSettings), filter: FILTER, viewSettings });

describe('DevicesCard', () => {
  it('CD-04: is a default card of its plugin fixed at height 3', async () => {
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'DevicesCard', permission: 'viewRealtime', default: true, resources: ['devices', 'browsers', 'operatingSystems'] });
    expect(card.size).toEqual({ w: 4, h: 3, minW: 3, minH: 3, maxH: 3 });
    expect((await card.load()).default).toBe(DevicesCard);
  });

  it('CD-01, CD-03: progress first, then Desktop, Phone and Tablet shares in whole percent', async () => {
    const { get, socket, answer } = await renderCard();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/v1/monitoring/devices', '/v1/monitoring/browsers', '/v1/monitoring/operatingSystems']);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'devices', filter: FILTER });
    await answer({ devices: [row('Desktop', 1), row('Phone', 1), row('Tablet', 1)], browsers: [], operatingSystems: [] });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('bubble-Desktop').textContent).toBe('33%Desktop');
    expect(screen.getByTestId('bubble-Phone').textContent).toBe('33%Phone');
    expect(screen.getByTestId('bubble-Tablet').textContent).toBe('33%Tablet');
  });

  it('CD-02: the top browser and the top operating system', async () => {
    const { answer } = await renderCard();
    await answer({
      devices: [row('Desktop', 6), row('Phone', 3), row('Tablet', 1)],
      browsers: [row('Chrome', 5), row('Firefox', 2)],
      operatingSystems: [row('Android', 4), row('Windows', 3)],
    });
    expect(screen.getByTestId('bubble-Desktop').textContent).toBe('60%Desktop');
    expect(screen.getByTestId('top-browsers').textContent).toBe('Top browserChrome');
    expect(screen.getByTestId('top-operatingSystems').textContent).toBe('Top operating systemAndroid');
  });

  it('every realtime card exportable: offers device, share and users as CSV once loaded', async () => {
    const { csv, answer } = await renderCard();
    expect(csv()).toBeUndefined();
    await answer({ devices: [row('Desktop', 6), row('Phone', 3), row('Tablet', 1)], browsers: [], operatingSystems: [] });
    expect(csv()).toEqual([
      ['Device', 'Share', 'Users'],
      ['Desktop', 0.6, 6],
      ['Phone', 0.3, 3],
      ['Tablet', 0.1, 1],
    ]);
  });

  it('OP-28: with usePageViews the shares are of page views and the lists are asked for by page views (their top rows)', async () => {
    const { get, socket, answer } = await renderCard({ usePageViews: true });
    expect(get.mock.calls.map(([path, { query }]) => [path, query.metric])).toEqual([
      ['/v1/monitoring/devices', undefined],
      ['/v1/monitoring/browsers', 'views'],
      ['/v1/monitoring/operatingSystems', 'views'],
    ]);
    expect(socket.emits('subscribe')).toContainEqual({ resource: 'browsers', filter: { ...FILTER, metric: 'views' } });
    const viewsRow = (key: string, users: number, views: number) => ({ key, users, doc_count: views, views });
    await answer({ devices: [viewsRow('Desktop', 1, 6), viewsRow('Phone', 1, 2), viewsRow('Tablet', 2, 0)], browsers: [viewsRow('Firefox', 1, 5)], operatingSystems: [viewsRow('Linux', 1, 5)] });
    expect(screen.getByTestId('bubble-Desktop').textContent).toBe('75%Desktop');
    expect(screen.getByTestId('bubble-Tablet').textContent).toBe('0%Tablet');
    expect(screen.getByTestId('top-browsers').textContent).toBe('Top browserFirefox');
  });

  it('CX-12: no active users shows the no-data text', async () => {
    const { answer } = await renderCard();
    await answer({ devices: [row('Desktop', 0), row('Phone', 0), row('Tablet', 0)], browsers: [], operatingSystems: [] });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByTestId('bubble-Desktop')).toBeNull();
  });
});
