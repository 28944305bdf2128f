import type { ComponentLoader, PluginManifest } from '../../common/plugin/definePlugin';
import { loadPluginContracts } from './loadPluginContracts';
import { PluginContractsContext } from './usePluginContract';

/**
 * A page or card loader that also loads the contracts of `providers` (the registry's
 * contractProviders of its plugin) and renders the component with them in context, so that
 * `usePluginContract` answers synchronously. Without providers the loader is returned as it is.
 */
export function withPluginContracts<P extends object>(load: ComponentLoader<P>, providers: readonly PluginManifest[] = []): ComponentLoader<P> {
  if (!providers.length) return load;
  return async () => {
    const [{ default: Component }, contracts] = await Promise.all([load(), loadPluginContracts(providers)]);
    function WithPluginContracts(props: P) {
      return (
        <PluginContractsContext.Provider value={contracts}>
          <Component {...props} />
        </PluginContractsContext.Provider>
      );
    }
    return { default: WithPluginContracts };
  };
}
