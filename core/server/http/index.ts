export * from './ApiError';
