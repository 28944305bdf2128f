export * from './EventQuery';
export * from './EventRow';
export * from './EventStore';
export * from './SettledQueryCache';
export * from './TimeRange';
export * from './ZoneOffsets';
export * from './settledSplit';
export * from './timeBuckets';
