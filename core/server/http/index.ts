export * from './ApiError';
export * from './sendCsv';
