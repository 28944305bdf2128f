export * from './Tasks';
export * from './TaskCancelledError';
export * from './cancelledBy';
export * from './ClusterTasks';
