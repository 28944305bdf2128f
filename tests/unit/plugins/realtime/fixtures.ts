import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { ResourceStore } from '../../../../core/client/resources/ResourceStore';
import { SnackbarStore } from '../../../../core/client/shell/SnackbarStore';
import { object, string } from 'yup';
import { defineCardSettings } from '../../../../core/common/plugin/cardSettings';
import { urlTermFields } from '../../../../core/common/filter/urlFilter';
import type { RegisteredCard } from '../../../../core/common/plugin/PluginRegistry';
import audiences from '../../../../plugins/audiences';
import channels from '../../../../plugins/channels';
import { DashboardStore } from '../../../../plugins/realtime/client/DashboardStore';
import { MonitoringStore } from '../../../../plugins/realtime/client/MonitoringStore';

const load = async () => ({ default: () => null });

/** A fixture catalogue: three default cards, one optional, one repeatable. */
export const CATALOGUE: RegisteredCard[] = [
  { pluginId: 'a-card', component: 'UsersCard', load, permission: 'viewRealtime', size: { w: 4, h: 3 }, default: true, title: 'title' },
  { pluginId: 'b-card', component: 'DevicesCard', load, permission: 'viewRealtime', size: { w: 4, h: 3, minH: 3, maxH: 3 }, default: true, title: 'title' },
  { pluginId: 'c-card', component: 'DomainPageCard', load, permission: 'viewRealtime', size: { w: 6, h: 9 }, default: true, settings: defineCardSettings({ schema: object({ listMode: string().default('pages') }), version: 1 }), title: 'title' },
  { pluginId: 'd-card', component: 'ChannelsCard', load, permission: 'viewRealtime', size: { w: 4, h: 3 }, title: 'title' },
  { pluginId: 'e-card', component: 'AudienceGrowthCard', load, permission: 'viewRealtime', size: { w: 4, h: 3 }, multiple: true, title: 'title' },
];

/** The user's time zone the fixture's realtime view runs in. */
export const TIMEZONE = 'Europe/Vienna';

export type Api = { get: jest.Mock; post: jest.Mock; request: jest.Mock };

/** Stores over a mocked API kernel that answers with `dashboards` and stored `settings`. */
export function setup(dashboards: unknown[] = [], settings: unknown = null) {
  localStorage.clear();
  let nextId = 100;
  const api: Api = {
    get: jest.fn(async (path: string) => (path === '/v1/dashboards' ? dashboards : settings)),
    post: jest.fn(async (path: string) => (path === '/v1/dashboards' ? { id: nextId++ } : null)),
    request: jest.fn(async () => ({})),
  };
  const resources = { purge: jest.fn(), refresh: jest.fn(), reopen: jest.fn() };
  const snackbar = new SnackbarStore();
  const monitoring = new MonitoringStore(api as unknown as ApiKernel, resources as unknown as ResourceStore, localStorage, urlTermFields([audiences, channels].flatMap((p) => p.filterFields ?? [])), TIMEZONE);
  const store = new DashboardStore(api as unknown as ApiKernel, snackbar, monitoring, CATALOGUE, 'My dashboard');
  const puts = () => api.request.mock.calls.filter(([method]) => method === 'PUT');
  const creates = () => api.post.mock.calls.filter(([path]) => path === '/v1/dashboards');
  return { api, resources, snackbar, monitoring, store, puts, creates };
}

export const saved = (id: number, name: string, grid: unknown[] = [], filter: unknown = {}) => ({ id, name, grid, filter });
export const item = (i: string, component = 'UsersCard', x = 0, y = 0) => ({ i, component, x, y, w: 4, h: 3, params: {} });
