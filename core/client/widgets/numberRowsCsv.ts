import type { CsvCell } from './csv';
import type { NumberRow } from './NumberList';

/** A number list as CSV rows under `header`: every row, each child after its parent with the parent's label before its own. */
export function numberRowsCsv(header: readonly [string, string], rows: readonly NumberRow[]): CsvCell[][] {
  const lines = (list: readonly NumberRow[], prefix: string): CsvCell[][] =>
    list.flatMap((row) => [[`${prefix}${row.label}`, row.value], ...lines(row.children ?? [], `${prefix}${row.label} › `)]);
  return [[...header], ...lines(rows, '')];
}
