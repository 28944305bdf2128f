import { definePlugin } from '../../../../core/common/plugin/definePlugin';
import { resolvePlugins } from '../../../../core/common/plugin/resolvePlugins';

const base = definePlugin({ id: 'monitoring', product: 'analytics' });
const card = definePlugin({ id: 'devices-card', product: 'analytics', requires: ['monitoring'] });
const other = definePlugin({ id: 'channels', product: 'account' });

describe('resolvePlugins', () => {
  it('a disabled plugin is absent from the enabled set', () => {
    expect(resolvePlugins([base, card, other], { disabledPlugins: ['channels'] }).map((p) => p.id)).toEqual([
      'monitoring',
      'devices-card',
    ]);
  });

  it('disabling a plugin that an enabled one requires fails, naming both', () => {
    expect(() => resolvePlugins([base, card], { disabledPlugins: ['monitoring'] })).toThrow(
      /"devices-card" requires "monitoring", which is disabled/,
    );
  });

  it('disabling both the plugin and its dependant is fine', () => {
    expect(resolvePlugins([base, card], { disabledPlugins: ['monitoring', 'devices-card'] })).toEqual([]);
  });

  it('orders plugins after what they require', () => {
    expect(resolvePlugins([card, base], {}).map((p) => p.id)).toEqual(['monitoring', 'devices-card']);
  });

  it('rejects unknown ids, missing requirements, duplicates and cycles', () => {
    expect(() => resolvePlugins([base], { disabledPlugins: ['nope'] })).toThrow(/unknown plugin "nope"/);
    expect(() => resolvePlugins([card], {})).toThrow(/requires "monitoring", which does not exist/);
    expect(() => resolvePlugins([base, base], {})).toThrow(/declared twice/);
    const a = definePlugin({ id: 'a', product: 'dmp', requires: ['b'] });
    const b = definePlugin({ id: 'b', product: 'dmp', requires: ['a'] });
    expect(() => resolvePlugins([a, b], {})).toThrow(/cycle/);
  });

  it('an enabled optional plugin comes first; disabling it is fine; naming one that does not exist is a problem', () => {
    const page = definePlugin({ id: 'content', product: 'analytics', requires: ['monitoring'], optional: ['audiences'] });
    const dmp = definePlugin({ id: 'audiences', product: 'dmp' });
    expect(resolvePlugins([page, base, dmp], {}).map((p) => p.id)).toEqual(['audiences', 'monitoring', 'content']);
    expect(resolvePlugins([page, base, dmp], { disabledPlugins: ['audiences'] }).map((p) => p.id)).toEqual(['monitoring', 'content']);
    expect(() => resolvePlugins([page, base], {})).toThrow(/"content" optionally uses "audiences", which does not exist/);
  });
});
