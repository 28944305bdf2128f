export * from './containsPattern';
export * from './defineDatatable';
