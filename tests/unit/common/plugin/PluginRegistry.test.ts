import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { all } from '../../../../core/common/permissions/permissionRule';

const page = async () => ({ default: () => null });
const realtime = definePlugin({
  id: 'realtime',
  product: 'analytics',
  permissions: { viewRealtime: all('REALTIME.VIEW') },
  routes: [
    {
      path: '/realtime',
      name: 'analyticsRealtime',
      permission: 'viewRealtime',
      title: 'title',
      aliases: ['/analytics', '/monitoring', '/analytics/realtime'],
      load: page,
    },
  ],
  nav: [{ route: 'analyticsRealtime', icon: 'dashboard', label: 'title' }],
});
const settings = definePlugin({
  id: 'settings',
  product: 'account',
  routes: [{ path: '/account/settings', name: 'settings', permission: 'isLoggedIn', title: 'title', load: page }],
});

describe('PluginRegistry', () => {
  const registry = new PluginRegistry([realtime, settings]);

  it('RT-07: aliases answer for the same route', () => {
    expect(registry.route('analyticsRealtime')!.paths).toEqual(
      expect.arrayContaining(['/realtime', '/analytics', '/monitoring', '/analytics/realtime']),
    );
  });

  it('RT-33: analytics routes also answer under /analytics/…, without doubling the prefix', () => {
    const paths = registry.route('analyticsRealtime')!.paths;
    expect(paths).toContain('/analytics/monitoring');
    expect(paths.filter((p) => p === '/analytics/realtime')).toHaveLength(1);
    expect(paths.some((p) => p.startsWith('/analytics/analytics'))).toBe(false);
  });

  it('account routes get no product prefix', () => {
    expect(registry.route('settings')!.paths).toEqual(['/account/settings']);
  });

  it('SH-26: nav entries carry their section, path and permission from the route', () => {
    expect(registry.nav[0]).toMatchObject({ section: 'analytics', path: '/realtime', permission: 'viewRealtime' });
  });

  it('merges core and plugin rules into one evaluator', () => {
    expect(registry.permissions.can('viewRealtime', ['REALTIME.VIEW'])).toBe(true);
    expect(registry.permissions.can('isLoggedIn', ['AUTHENTICATED'])).toBe(true);
  });

  it('refuses clashing route names, paths, rules and nav entries for unknown routes', () => {
    const clash = definePlugin({ ...settings, id: 'other' });
    expect(() => new PluginRegistry([settings, clash])).toThrow(/Duplicate route name "settings"/);
    const ruleClash = definePlugin({ id: 'x', product: 'dmp', permissions: { isLoggedIn: all('X') } });
    expect(() => new PluginRegistry([ruleClash])).toThrow(/already defined/);
    const badNav = definePlugin({ id: 'y', product: 'dmp', nav: [{ route: 'nope', icon: 'x', label: 'x' }] });
    expect(() => new PluginRegistry([badNav])).toThrow(/unknown route "nope"/);
  });

  it('a plugin widens only open rules: core\'s, or those a plugin it requires opens', () => {
    const owner = definePlugin({ id: 'owner', product: 'dmp', permissions: { readThings: all('THINGS.VIEW'), editThings: all('THINGS.EDIT') }, opensRules: ['readThings'] });
    const user = definePlugin({ id: 'user', product: 'dmp', requires: ['owner'], permissions: { editUses: all('USES.EDIT') }, widensRules: { readThings: all('USES.EDIT') } });
    const widened = new PluginRegistry([owner, user]).permissions;
    expect(widened.can('readThings', ['USES.EDIT'])).toBe(true);
    expect(widened.can('editThings', ['USES.EDIT'])).toBe(false);
    expect(() => new PluginRegistry([owner, definePlugin({ ...user, widensRules: { editThings: all('USES.EDIT') } })])).toThrow(/widens rule "editThings", which neither core nor a plugin it requires opens/);
    expect(() => new PluginRegistry([owner, definePlugin({ ...user, requires: [] })])).toThrow(/widens rule "readThings"/);
    expect(() => new PluginRegistry([definePlugin({ ...owner, opensRules: ['readOthers'] })])).toThrow(/opens rule "readOthers", which it does not define/);
  });

  it('FB-04: collects the filter fields, typed ones before lists, and refuses a field declared twice', () => {
    const values = async () => ({ default: { load: async () => [] } });
    const suggest = async () => ({ default: { suggest: async () => [] } });
    const lists = definePlugin({ id: 'lists', product: 'dmp', filterFields: [{ field: 'audience', label: 'a', kind: 'choice', urlParam: 'audienceId', values }] });
    const typed = definePlugin({ id: 'typed', product: 'analytics', filterFields: [{ field: 'page', label: 'p', kind: 'text', values: suggest }] });
    expect(new PluginRegistry([lists, typed]).filterFields.map((f) => [f.pluginId, f.field])).toEqual([
      ['typed', 'page'],
      ['lists', 'audience'],
    ]);
    const twice = definePlugin({ id: 'twice', product: 'dmp', filterFields: [{ field: 'page', label: 'p', kind: 'text', values: suggest }] });
    expect(() => new PluginRegistry([typed, twice])).toThrow(/Duplicate filter field "page"/);
  });
});
