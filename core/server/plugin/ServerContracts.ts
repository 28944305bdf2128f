/**
 * What plugins' server halves offer the plugins that require them, by plugin id: a provider
 * declares its contract's type in its common/ and adds it here by declaration merging, as client
 * contracts do (core/common/plugin/PluginContracts):
 *
 *   declare module '../../../core/server/plugin/ServerContracts' {
 *     interface ServerContracts { pixels: PixelsServerContract }
 *   }
 */
export interface ServerContracts {}

/** Reads a required plugin's server contract; a plugin that is not enabled (or offers none) is a programming error. */
export type ServerContractOf = <K extends keyof ServerContracts>(pluginId: K) => ServerContracts[K];

/** Reads the server contract of a plugin used only while it is enabled (the manifest's `optional`): undefined otherwise. */
export type OptionalServerContractOf = <K extends keyof ServerContracts>(pluginId: K) => ServerContracts[K] | undefined;

/** Where no plugin is loaded (a step tested on its own): every contract is missing. */
export const noServerContracts: ServerContractOf = (pluginId) => {
  throw new Error(`No server contracts here: "${pluginId}" is not loaded.`);
};
