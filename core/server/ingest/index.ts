export * from './IngestStep';
export * from './PerDatabaseCache';
