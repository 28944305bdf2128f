export * from './useFormat';
