import { Button, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import * as yup from 'yup';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../../../core/client/widgets';
import { datatableRef } from '../../../../../core/common/datatable';
import { definePlugin } from '../../../../../core/common/plugin/definePlugin';

export interface Row {
  id: number;
  title: string;
  email: string;
}

/** A table as a plugin's common/ declares it. */
export const rowsTable = datatableRef<Row>()({
  path: '/v1/rows/datatable',
  permission: 'isLoggedIn',
  sortKeys: ['id', 'title'],
  defaultSort: { key: 'id', desc: true },
  filters: yup.object({ kind: yup.string().oneOf(['news', 'sport']), minimum: yup.number().oneOf([100, 500]) }),
});

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'id', header: 'Id', cell: (row) => row.id },
  { key: 'title', header: 'Title', cell: (row) => row.title },
  { key: 'email', header: 'E-mail', cell: (row) => row.email, permission: 'viewModuleAdmin' },
];

type RowFilters = yup.InferType<typeof rowsTable.filters>;
const FILTERS: DataTableFilter<RowFilters>[] = [
  {
    key: 'kind',
    label: 'Kind',
    clearable: false,
    default: 'news',
    render: (value, onChange) => (
      <HTMLSelect value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label="Kind">
        <option value="news">news</option>
        <option value="sport">sport</option>
      </HTMLSelect>
    ),
  },
  {
    key: 'minimum',
    label: 'Minimum',
    clearable: true,
    render: (_value, onChange) => [100, 500].map((n) => <Button key={n} text={`at least ${n}`} onClick={() => onChange(n)} />),
  },
];

/** The rows a test's page opened (row click or Enter). */
export const opened: Row[] = [];

function RowsPage() {
  // A change the screen made (a row created or deleted) counts up the table's refresh key.
  const [changes, setChanges] = useState(0);
  return (
    <DataTable
      id="rows"
      table={rowsTable}
      columns={COLUMNS}
      filters={FILTERS}
      onRowClick={(row) => opened.push(row)}
      refreshKey={changes}
      actions={<Button text="Changed" onClick={() => setChanges((n) => n + 1)} />}
    />
  );
}

/** A screen of a plugin with one DataTable at /rows. */
export const rowsPlugin = definePlugin({
  id: 'rows-fixture',
  product: 'account',
  routes: [{ path: '/rows', name: 'rows', permission: 'isLoggedIn', title: 'Rows', load: async () => ({ default: RowsPage }) }],
});
