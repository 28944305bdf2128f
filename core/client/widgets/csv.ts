import { csvCell } from '../../common/format/csvCell';

/** One CSV cell: text or a number; nothing is an empty cell. */
export type CsvCell = string | number | undefined;

/** A table as CSV: header row first, then the data rows. */
export type CsvRows = readonly (readonly CsvCell[])[];

/**
 * RFC 4180 text: CRLF line ends, a field quoted when it holds a comma, quote or line break,
 * quotes doubled (the browser bundle needs no CSV library for that). Every cell goes through
 * csvCell: a text that starts like a formula gets a leading single quote, a number stays one.
 */
export function toCsv(rows: CsvRows): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

function field(cell: CsvCell): string {
  const text = String(csvCell(cell));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Saves `rows` as `<filename>.csv` (UTF-8 with a byte-order mark, so spreadsheet programs read umlauts). */
export function downloadCsv(filename: string, rows: CsvRows): void {
  saveBlob(`${filename}.csv`, new Blob(['\ufeff', toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
}

/** Saves `blob` as the file `filename` through an object URL and a temporary link. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
