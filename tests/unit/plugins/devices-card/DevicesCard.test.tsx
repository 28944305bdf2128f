import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { Console } from '../../../../core/client/app/Console';
import { ConsoleContext } from '../../../../core/client/app/ConsoleContext';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { ResourceStore } from '../../../../core/client/resources/ResourceStore';
import { SocketKernel } from '../../../../core/client/socket/SocketKernel';
import plugin from '../../../../plugins/devices-card';
import DevicesCard from '../../../../plugins/devices-card/client/DevicesCard';
import { devicesCardSettings } from '../../../../plugins/devices-card/common/devicesCardSettings';
import { FakeSocket } from '../../client/support/FakeSocket';

const FILTER = { domain: 'news.example.com' };
const row = (key: string, users: number) => ({ key, users, doc_count: users * 2, views: users * 2 });

/** The card with a real resource store whose HTTP answers the test releases by hand, by resource. */
async function renderCard() {
  const answers = new Map<string, (data: unknown) => void>();
  const get = jest.fn((path: string) => new Promise((resolve) => answers.set(path.replace('/v1/monitoring/', ''), resolve)));
  const socket = new FakeSocket();
  const kernel = new SocketKernel({ create: () => socket, token: () => 't', refresh: async () => true, onLogout: () => {}, onForbidden: () => {} });
  kernel.open();
  socket.serverSends('authenticated');
  const resources = new ResourceStore({ get } as unknown as ApiKernel, kernel);
  const i18n = await createI18n({ language: 'en', namespaces: ['devices-card'], load: loadLocale });
  const app = { resources } as unknown as Console;
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleContext.Provider value={app}>
        <DevicesCard id="card-1" settings={devicesCardSettings} onSettingsChange={() => {}} size={{ w: 4, h: 3 }} filter={FILTER} />
      </ConsoleContext.Provider>
    </I18nextProvider>,
  );
  const answer = (data: Record<string, unknown>) => act(async () => answers.forEach((resolve, name) => resolve(data[name])));
  return { get, socket, answer };
}

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

  it('CX-12: no active users shows the no-data text', async () => {
    const { answer } = await renderCard();
    await answer({ devices: [row('Desktop', 0), row('Phone', 0), row('Tablet', 0)], browsers: [], operatingSystems: [] });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByTestId('bubble-Desktop')).toBeNull();
  });
});
