export type * from './CronJob';
export type * from './TaskView';
export * from './cronPattern';
export * from './cronPatternSchema';
