export * from './usePluginContract';
