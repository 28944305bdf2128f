export type * from './CronJob';
export * from './cronPattern';
export * from './cronPatternSchema';
