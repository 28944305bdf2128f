/**
 * The client contracts plugins offer each other, by plugin id (Kibana's typed plugin
 * contracts). Empty here: a provider adds its entry from its `common/` by declaration merging,
 *
 *   declare module '../../../core/common/plugin/PluginContracts' {
 *     interface PluginContracts { insights: InsightsContract }
 *   }
 *
 * and declares the module in its manifest (`contract: () => import('./client/…')`). A plugin
 * that requires the provider reads it with `usePluginContract('insights')`, typed by this entry.
 */
export interface PluginContracts {}
