import { loadServerPlugins } from '../../../core/server/plugin/loadServerPlugins';
import { loadAllManifests } from '../../../core/server/plugins/pluginCatalogue';
import { coreServerPlugin } from '../../../core/server/routes/coreServerPlugin';

/** A plugin and every plugin that requires it, directly or through another: what must be disabled with it. */
async function withDependants(id: string): Promise<string[]> {
  const manifests = await loadAllManifests();
  const off = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of manifests) {
      if (off.has(m.id) || !(m.requires ?? []).some((r) => off.has(r))) continue;
      off.add(m.id);
      grew = true;
    }
  }
  return [...off];
}

describe('ingest steps come from the enabled plugins', () => {
  it('the audiences and channels plugins contribute their steps, in plugin dependency order', async () => {
    const { ingestSteps } = await loadServerPlugins({ disabledPlugins: [] }, coreServerPlugin);
    expect(ingestSteps.map((s) => s.name)).toEqual(expect.arrayContaining(['assign', 'catalogue', 'channels']));
  });

  it('disabling a plugin (and the plugins that require it) removes its step', async () => {
    const { ingestSteps } = await loadServerPlugins({ disabledPlugins: await withDependants('channels') }, coreServerPlugin);
    expect(ingestSteps.map((s) => s.name)).not.toContain('channels');
    expect(ingestSteps.map((s) => s.name)).toContain('assign');
  });
});
