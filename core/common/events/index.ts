export * from './eventFilter';
export * from './eventFilterQuerySchema';
export * from './referrerTypes';
