export * from './ResourceStore';
export * from './resourceKey';
export * from './useResource';
