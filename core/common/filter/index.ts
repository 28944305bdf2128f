export * from './Filter';
export * from './filterChanges';
export * from './filterFields';
export * from './termFields';
export * from './toResourceFilter';
export * from './urlFilter';
