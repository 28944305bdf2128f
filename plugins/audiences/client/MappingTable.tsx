import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import type { AnyObject } from 'yup';
import type { DatatableRef } from '../../../core/common/datatable';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../core/client/widgets';
import { AssignDialog } from './AssignDialog';
import type { AssignTarget } from './assignTarget';

export interface MappingTableProps<Item, K extends string, F extends AnyObject> {
  /** The table's id in the URL and its page-size setting. */
  id: string;
  table: DatatableRef<Item, K, F>;
  columns: readonly DataTableColumn<Item>[];
  filters: readonly DataTableFilter<F>[];
  /** What the assign dialog opens on for a clicked row. */
  targetOf(item: Item): AssignTarget;
}

/**
 * A server-paged mapping table (questions, forms) whose row click opens the assign dialog on the
 * row (MT-06, OP-49); every rule changed there loads the page again (management §4).
 */
export function MappingTable<Item, K extends string, F extends AnyObject>({ id, table, columns, filters, targetOf }: MappingTableProps<Item, K, F>) {
  const [target, setTarget] = useState<AssignTarget>();
  /** Counts the rule changes made in the dialog: the table loads its page again after each. */
  const [changes, setChanges] = useState(0);
  return (
    <Card data-testid={`mapping-table-${id}`}>
      <DataTable id={id} table={table} columns={columns} filters={filters} onRowClick={(item) => setTarget(targetOf(item))} refreshKey={changes} />
      <AssignDialog target={target} onClose={() => setTarget(undefined)} onChanged={() => setChanges((n) => n + 1)} />
    </Card>
  );
}
