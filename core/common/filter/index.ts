export * from './Filter';
export * from './filterChanges';
export * from './filterFields';
export * from './toResourceFilter';
export * from './urlFilter';
