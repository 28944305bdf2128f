import { contractProviders } from '../../../../core/common/plugin/contractProviders';
import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';

const contract = async () => ({ default: {} });
const page = async () => ({ default: () => null });
const base = definePlugin({ id: 'base', product: 'analytics', contract });
const plain = definePlugin({ id: 'plain', product: 'analytics', requires: ['base'] });
const shared = definePlugin({ id: 'shared', product: 'analytics', requires: ['plain', 'base'], contract });
const pages = definePlugin({ id: 'pages', product: 'analytics', requires: ['shared'], routes: [{ path: '/p', name: 'p', permission: 'isLoggedIn', title: 'P', load: page }] });

describe('contractProviders', () => {
  it('names the required plugins that declare a contract, and theirs in turn, each once', () => {
    expect(contractProviders([base, plain, shared, pages], 'pages').map((p) => p.id)).toEqual(['shared', 'base']);
    expect(contractProviders([base, plain, shared, pages], 'plain').map((p) => p.id)).toEqual(['base']);
    expect(contractProviders([base, plain, shared, pages], 'base')).toEqual([]);
  });

  it('an optional plugin\'s contract loads while it is registered', () => {
    const user = definePlugin({ id: 'user', product: 'analytics', optional: ['shared', 'gone'] });
    expect(contractProviders([base, plain, shared, user], 'user').map((p) => p.id)).toEqual(['shared', 'base']);
    expect(contractProviders([user], 'user')).toEqual([]);
  });

  it('the registry gives each route and card its providers', () => {
    expect(new PluginRegistry([base, plain, shared, pages]).route('p')?.contracts?.map((p) => p.id)).toEqual(['shared', 'base']);
  });

  it('a plugin with pages or cards requiring an unregistered plugin is a registry problem, named; a plugin without them is not', () => {
    expect(() => new PluginRegistry([base, pages])).toThrow('Plugin "pages" requires "shared", which is not registered: its pages and cards cannot get "shared"\'s contract.');
    expect(() => new PluginRegistry([plain])).not.toThrow();
  });
});
