import { createContext, useContext } from 'react';
import type { PluginContracts } from '../../common/plugin/PluginContracts';

/**
 * The contracts loaded for the plugin whose page or card renders below: those of the plugins
 * it requires (withPluginContracts provides them).
 */
export const PluginContractsContext = createContext<Partial<PluginContracts>>({});

/**
 * The contract plugin `id` offers (PluginContracts), at once: core loaded it before this page
 * or card rendered. Throws, naming the plugin, when the rendering plugin does not require `id`
 * or `id` declares no contract.
 */
export function usePluginContract<K extends keyof PluginContracts>(id: K): PluginContracts[K] {
  const contract = useContext(PluginContractsContext)[id];
  if (!contract) throw new Error(`No contract of plugin "${String(id)}" here: the plugin rendering this must require "${String(id)}", and "${String(id)}" must declare a contract in its manifest.`);
  return contract;
}

/**
 * The contract of a plugin the rendering plugin uses only while it is enabled (its manifest's
 * `optional`): undefined when that plugin is disabled, so the page leaves out what it offers.
 */
export function useOptionalPluginContract<K extends keyof PluginContracts>(id: K): PluginContracts[K] | undefined {
  return useContext(PluginContractsContext)[id];
}
