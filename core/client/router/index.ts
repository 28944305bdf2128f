export * from './useTabFromHash';
