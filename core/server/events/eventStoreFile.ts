import path from 'node:path';
import type { ServerConfig } from '../config/ServerConfig';

/** Where the embedded event store lives: EVENT_STORE_FILE, else DATA_DIR/events.duckdb. */
export function eventStoreFile(config: Pick<ServerConfig, 'dataDir' | 'eventStoreFile'>): string {
  return config.eventStoreFile ?? path.join(config.dataDir, 'events.duckdb');
}
