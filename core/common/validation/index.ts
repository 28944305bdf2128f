export * from './apiParams';
export * from './loginSchema';
export * from './validationMessages';
export * from './validators';
export * from './safeInput';
