export * from './DatatableQuery';
export * from './DatatableReply';
export * from './datatableQuerySchema';
export * from './datatableRef';
