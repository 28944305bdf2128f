export * from './resourceRef';
