import type { ServerConfig } from '../config/ServerConfig';
import { ClickHouseEventStore } from './clickhouse/ClickHouseEventStore';
import { DuckDbEventStore, type DuckDbEventStoreOptions } from './duckdb/DuckDbEventStore';
import { eventStoreFile } from './eventStoreFile';
import type { EventStore } from './EventStore';

/** What every store takes besides where it lives. */
export type EventStoreOptions = Pick<DuckDbEventStoreOptions, 'lists' | 'tasks' | 'onError' | 'onRecovered'>;

/**
 * The deployment's event store: ClickHouse with CLICKHOUSE_URL (several server processes share
 * it), else the embedded DuckDB file — turning "another process holds it" into a message a person
 * can act on (DuckDB lets one process write a file: the server, or the CLI while the server is stopped).
 */
export async function openEventStore(config: Pick<ServerConfig, 'dataDir' | 'eventStoreFile' | 'clickhouseUrl'>, options: EventStoreOptions): Promise<EventStore> {
  if (config.clickhouseUrl) return ClickHouseEventStore.open({ url: config.clickhouseUrl, ...options });
  const file = eventStoreFile(config);
  try {
    return await DuckDbEventStore.open({ file, ...options });
  } catch (err) {
    if (err instanceof Error && /lock/i.test(err.message)) {
      throw new Error(`The event store ${file} is in use by another process (a running server?). Stop it first. (${err.message.split('\n')[0]})`, { cause: err });
    }
    throw err;
  }
}
