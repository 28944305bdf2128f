export type * from './ScheduledJob';
export * from './Scheduler';
