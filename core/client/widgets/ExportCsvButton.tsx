import { Button, Tooltip } from '@blueprintjs/core';
import { downloadCsv, type CsvCell } from './csv';

/** A small download button for a table: `rows()` is asked for the header and data rows only when clicked. */
export function ExportCsvButton({ filename, rows, label }: { filename: string; rows: () => readonly (readonly CsvCell[])[]; label: string }) {
  return (
    <Tooltip content={label}>
      <Button variant="minimal" size="small" icon="download" aria-label={label} onClick={() => downloadCsv(filename, rows())} data-testid={`export-csv-${filename}`} />
    </Tooltip>
  );
}
