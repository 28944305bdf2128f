export * from './DataTable';
export * from './DataTableColumn';
export * from './DataTableFilter';
