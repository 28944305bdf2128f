import type { ReactNode } from 'react';

/** One column of a DataTable, as the screen declares it. */
export interface DataTableColumn<Item> {
  /** Names the column; when it is one of the table ref's sort keys, its header sorts by it. */
  key: string;
  /** The header text, already translated. */
  header: string;
  cell(item: Item): ReactNode;
  /** A named permission rule: without it the column is not shown (e.g. the admin's e-mail column, PM-39). */
  permission?: string;
  /** Width in pixels (Blueprint's default when left out). */
  width?: number;
}
