import { NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableGrid, DataTablePager, type DataTableColumn } from '../../../core/client/widgets';
import { DATATABLE_PAGE_SIZES } from '../../../core/common/datatable';
import type { MetaTagRow } from '../common/Mapping';

/** Management §9: the behaviour table shows 10 rows a page (MT-17). */
const META_TAG_PAGE_SIZE = 10;

export interface MetaTagTableProps {
  /** Every row getMetaTags answered (at most the top results): paged here. */
  rows: readonly MetaTagRow[];
  columns: readonly DataTableColumn<MetaTagRow>[];
  onRowClick(row: MetaTagRow): void;
}

/** The behaviour table's rows (MT-12, MT-17) on the management table's Blueprint rows, paged in the browser, 10 a page by default. */
export function MetaTagTable({ rows, columns, onRowClick }: MetaTagTableProps) {
  const { t } = useTranslation('core');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(META_TAG_PAGE_SIZE);
  // New rows (another key, search or filter) may be fewer: stay within them.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(rows.length / pageSize)));
  const items = rows.slice((shownPage - 1) * pageSize, shownPage * pageSize);
  return (
    <>
      {items.length ? (
        <DataTableGrid items={items} columns={columns} onRowClick={onRowClick} />
      ) : (
        <div data-testid="datatable-empty">
          <NonIdealState icon="search" title={t('dataTable.empty')} description={t('dataTable.emptyText')} />
        </div>
      )}
      <DataTablePager
        page={shownPage}
        itemsPerPage={pageSize}
        total={rows.length}
        pageSizes={DATATABLE_PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </>
  );
}
