import { Button, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface DataTablePagerProps {
  page: number;
  itemsPerPage: number;
  total: number;
  /** Rows per page to choose from; Infinity is "All" (the task table, management §9). */
  pageSizes: readonly number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Rows per page (the table's sizes, CO-12), which rows of how many, and previous / next page. */
export function DataTablePager({ page, itemsPerPage, total, pageSizes, onPage, onPageSize }: DataTablePagerProps) {
  const { t } = useTranslation('core');
  const pages = Math.max(1, Math.ceil(total / itemsPerPage));
  // All rows (Infinity) are one page; 0 × Infinity would be NaN.
  const skipped = page > 1 ? (page - 1) * itemsPerPage : 0;
  const from = total ? skipped + 1 : 0;
  const to = Math.min(total, skipped + itemsPerPage);
  return (
    <div className="ac-datatable-pager">
      <label className="ac-datatable-page-size">
        {t('dataTable.rowsPerPage')}
        <HTMLSelect value={itemsPerPage} onChange={(e) => onPageSize(Number(e.currentTarget.value))} data-testid="datatable-page-size">
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {Number.isFinite(size) ? size : t('dataTable.all')}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <span data-testid="datatable-range">{t('dataTable.range', { from, to, total })}</span>
      <Button variant="minimal" icon="chevron-left" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('dataTable.previousPage')} data-testid="datatable-previous" />
      <Button variant="minimal" icon="chevron-right" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('dataTable.nextPage')} data-testid="datatable-next" />
    </div>
  );
}
