export * from './Tasks';
export * from './TaskCancelledError';
