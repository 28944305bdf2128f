export * from './PermissionEvaluator';
export * from './coreRules';
export * from './permissionRule';
