export * from './ApiError';
export * from './ApiKernel';
export * from './useApiGet';
