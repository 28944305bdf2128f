import { loadServerPlugins } from '../../../core/server/plugin/loadServerPlugins';
import { coreServerPlugin } from '../../../core/server/routes/coreServerPlugin';

describe('ingest steps come from the enabled plugins', () => {
  it('the audiences and channels plugins contribute their steps, in plugin dependency order', async () => {
    const { ingestSteps } = await loadServerPlugins({ disabledPlugins: [] }, coreServerPlugin);
    expect(ingestSteps.map((s) => s.name)).toEqual(expect.arrayContaining(['assign', 'catalogue', 'channels']));
  });

  it('disabling a plugin (and the card that requires it) removes its step', async () => {
    const { ingestSteps } = await loadServerPlugins({ disabledPlugins: ['channels', 'channels-card'] }, coreServerPlugin);
    expect(ingestSteps.map((s) => s.name)).not.toContain('channels');
    expect(ingestSteps.map((s) => s.name)).toContain('assign');
  });
});
