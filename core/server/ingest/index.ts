export * from './IngestStep';
export * from './PerDatabaseCache';
export * from './LruCache';
export * from './parseUserAgent';
