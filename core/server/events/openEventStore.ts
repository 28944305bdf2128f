import { DuckDbEventStore, type DuckDbEventStoreOptions } from './duckdb/DuckDbEventStore';

/**
 * Opens the DuckDB file, turning "another process holds it" into a message a person can act
 * on (DuckDB lets one process write a file: the server, or the CLI while the server is stopped).
 */
export async function openEventStore(options: DuckDbEventStoreOptions): Promise<DuckDbEventStore> {
  try {
    return await DuckDbEventStore.open(options);
  } catch (err) {
    if (err instanceof Error && /lock/i.test(err.message)) {
      throw new Error(`The event store ${options.file} is in use by another process (a running server?). Stop it first. (${err.message.split('\n')[0]})`, { cause: err });
    }
    throw err;
  }
}
