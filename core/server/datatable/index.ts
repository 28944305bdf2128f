export * from './containsPattern';
export * from './defineDatatable';
export * from './addDatatableIndexes';
