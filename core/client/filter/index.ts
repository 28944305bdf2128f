export * from './FilterBar';
export * from './FilterModeStore';
export * from './TemporaryFilterMenu';
export * from './useUrlFilterExit';
