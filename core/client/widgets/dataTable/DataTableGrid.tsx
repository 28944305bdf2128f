import { HotkeysProvider } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, FocusMode, RenderMode, SelectionModes, Table } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useState, type JSX, type KeyboardEvent, type MouseEvent } from 'react';
import type { DataTableColumn } from './DataTableColumn';
import './dataTable.css';

export interface DataTableGridProps<Item> {
  /** The rows shown (one page). */
  items: readonly Item[];
  /** The columns shown, already narrowed to the caller's permissions. */
  columns: readonly DataTableColumn<Item>[];
  /** A row clicked, or Enter on the focused row. */
  onRowClick?(item: Item): void;
  /** A column's header cell (a sort button); Blueprint's plain header with the column's text when left out. */
  headerCell?(column: DataTableColumn<Item>): JSX.Element;
}

/** Controls inside a cell handle their own clicks and keys; the row does not open for them. */
const OWN_INTERACTION = 'button, a, input, select, textarea, label';

/**
 * The rows of a management table on Blueprint's Table (the DataTable's, and a screen's that pages
 * its rows itself): row click, and from the keyboard Tab reaches the table, the arrow keys move the
 * focused row, Enter opens it.
 */
export function DataTableGrid<Item>({ items, columns, onRowClick, headerCell }: DataTableGridProps<Item>) {
  const [focusedRow, setFocusedRow] = useState(0);
  const row = Math.min(focusedRow, Math.max(0, items.length - 1));

  const cell = (column: DataTableColumn<Item>) => (rowIndex: number) => (
    <Cell className="ac-datatable-cell">
      <div className="ac-datatable-cell-content" data-row={rowIndex}>
        {items[rowIndex] === undefined ? null : column.cell(items[rowIndex])}
      </div>
    </Cell>
  );
  const header = (column: DataTableColumn<Item>) => () => (headerCell ? headerCell(column) : <ColumnHeaderCell name={column.header} />);
  const clickRow = (event: MouseEvent) => {
    const target = event.target as Element;
    const rowIndex = target.closest<HTMLElement>('[data-row]')?.dataset.row;
    if (onRowClick && rowIndex !== undefined && !target.closest(OWN_INTERACTION)) onRowClick(items[Number(rowIndex)]);
  };
  const enterRow = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && onRowClick && items[row] !== undefined && !(event.target as Element).closest(OWN_INTERACTION)) onRowClick(items[row]);
  };

  return (
    // Blueprint's Table is the focusable element (arrow keys move its focused row); its clicks and Enter bubble here.
    <div className="ac-datatable-table" onClick={clickRow} onKeyDown={enterRow}>
      {/* The table's hotkeys (arrow keys) want a provider; the console shows no hotkeys dialog. */}
      <HotkeysProvider renderDialog={() => <></>}>
        <Table
          numRows={items.length}
          renderMode={RenderMode.NONE}
          enableRowHeader={false}
          enableColumnReordering={false}
          selectionModes={SelectionModes.NONE}
          focusMode={FocusMode.ROW}
          focusedRegion={{ type: FocusMode.ROW, row, focusSelectionIndex: 0 }}
          onFocusedRegion={(region) => setFocusedRow(region.row)}
          columnWidths={columns.map((column) => column.width)}
          cellRendererDependencies={[items, columns.length]}
        >
          {columns.map((column) => (
            <Column key={column.key} id={column.key} name={column.header} columnHeaderCellRenderer={header(column)} cellRenderer={cell(column)} />
          ))}
        </Table>
      </HotkeysProvider>
    </div>
  );
}
