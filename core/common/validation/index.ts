export * from './apiParams';
export * from './listProblem';
export * from './loginSchema';
export * from './parsedJson';
export * from './passwordRules';
export * from './validationMessages';
export * from './validators';
export * from './safeInput';
