export * from './PluginContracts';
export * from './PluginRegistry';
export * from './cardGrid';
export * from './cardSettings';
export * from './contractProviders';
export * from './definePlugin';
export * from './resolvePlugins';
