export * from './ApiError';
export * from './ApiKernel';
