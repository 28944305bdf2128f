import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../../common/format/csvCell';

/** A CSV column: its header and how a row's cell is read. */
export interface CsvColumn<R> {
  header: string;
  value(row: R): unknown;
}

/**
 * Sends `rows` as a CSV download (RFC 4180 through csv-stringify, every cell through csvCell):
 * UTF-8 with a byte order mark so spreadsheets read umlauts, a header line, and an attachment
 * `filename` (ASCII in `filename`, the exact name in `filename*`).
 */
export function sendCsv<R>(reply: FastifyReply, filename: string, columns: readonly CsvColumn<R>[], rows: Iterable<R>): FastifyReply {
  const records = [columns.map((c) => csvCell(c.header)), ...Array.from(rows, (row) => columns.map((c) => csvCell(c.value(row))))];
  const body = stringify(records, { bom: true, record_delimiter: 'windows' });
  const ascii = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .header('cache-control', 'no-store')
    .send(body);
}
