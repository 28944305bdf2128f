import type { PluginManifest } from '../../../../core/common/plugin/definePlugin';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { resolutionProblems, resolvePlugins } from '../../../../core/common/plugin/resolvePlugins';
import { loadAllManifests } from '../../../../core/server/plugins/pluginCatalogue';

/**
 * What disabling each plugin takes with it: every plugin that requires it, directly or through
 * another. Written out by hand, so that a new `requires` edge shows up here as a changed line —
 * a wrong-way dependency (a data plane requiring a DMP plugin, a page requiring a card) fails it.
 */
const DEPENDANTS: Record<string, string[]> = {
  admin: [],
  ads: [],
  'audience-growth-card': [],
  // The DMP's taxonomy: only what reads audiences goes (transfers pass them on); the analytics product stays.
  audiences: ['ads', 'audience-growth-card', 'insights-audiences', 'insights-overview', 'interests-card', 'trackings', 'transfers', 'visitor-properties-card'],
  channels: ['channels-card', 'insights-overview'],
  'channels-card': [],
  dashboard: [],
  'devices-card': [],
  'domain-page-card': [],
  'event-tracking-card': [],
  // Image search providers: the add-image dialog offers what the others serve.
  'external-images': [],
  insights: ['insights-audiences', 'insights-content', 'insights-overview'],
  'insights-audiences': [],
  'insights-content': [],
  'insights-overview': [],
  'interests-card': [],
  'media-library': [],
  // The analytics data plane: every analytics page and card, nothing of the DMP.
  monitoring: [
    'audience-growth-card',
    'channels',
    'channels-card',
    'devices-card',
    'domain-page-card',
    'event-tracking-card',
    'insights',
    'insights-audiences',
    'insights-content',
    'insights-overview',
    'interests-card',
    'realtime',
    'referrer-type-card',
    'tools-stats-card',
    'users-card',
    'visitor-properties-card',
  ],
  // The pixels trackings and transfers fire, picked in their wizards.
  pixels: ['trackings', 'transfers'],
  realtime: [],
  'referrer-type-card': [],
  settings: [],
  'tools-stats-card': [],
  trackings: [],
  transfers: [],
  'users-card': [],
  'visitor-properties-card': [],
};

/**
 * Disables `id`, then whatever the resolver names as requiring a disabled plugin, until the
 * deployment resolves; returns what had to go besides `id`.
 */
function goneWith(all: readonly PluginManifest[], id: string): string[] {
  const disabled = new Set([id]);
  for (;;) {
    const named = resolutionProblems(all, { disabledPlugins: [...disabled] }).map((problem) => {
      const found = /^Plugin "([^"]+)" requires "[^"]+", which is disabled/.exec(problem);
      if (!found) throw new Error(`Unexpected resolution problem: ${problem}`);
      return found[1];
    });
    if (!named.length) return [...disabled].filter((d) => d !== id).sort();
    for (const dependant of named) disabled.add(dependant);
  }
}

describe('disabling each plugin', () => {
  let all: PluginManifest[];
  beforeAll(async () => {
    all = await loadAllManifests();
  });

  it('the table names every plugin', () => {
    expect(Object.keys(DEPENDANTS).sort()).toEqual(all.map((p) => p.id).sort());
  });

  it('takes exactly its dependants with it, and the rest still resolves and registers', () => {
    const gone = Object.fromEntries(all.map(({ id }) => [id, goneWith(all, id)]));
    expect(gone).toEqual(DEPENDANTS);
    for (const { id } of all) expect(() => new PluginRegistry(resolvePlugins(all, { disabledPlugins: [id, ...gone[id]] }))).not.toThrow();
  });

  it('FB-01: without audiences, realtime, the insights pages but the audiences one, and the cards that do not read audiences stay, with the filter bar minus its audience field', () => {
    const enabled = resolvePlugins(all, { disabledPlugins: ['audiences', ...DEPENDANTS.audiences] });
    const ids = enabled.map((p) => p.id);
    for (const stays of ['monitoring', 'realtime', 'insights', 'insights-content', 'channels', 'channels-card', 'devices-card', 'domain-page-card', 'event-tracking-card', 'referrer-type-card', 'tools-stats-card', 'users-card']) {
      expect(ids).toContain(stays);
    }
    expect(new PluginRegistry(enabled).filterFields.map((f) => f.field)).toEqual(['domain', 'page', 'channel']);
    expect(new PluginRegistry(all).filterFields.map((f) => f.field)).toEqual(['domain', 'page', 'audience', 'channel']);
  });
});
