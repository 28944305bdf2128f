import { Button, HTMLTable } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../core/client/widgets/ExportCsvButton';
import { useFormat } from '../../../core/client/i18n/useFormat';

export interface CountRow {
  key: string;
  label: string;
  value: number;
  /** Rows shown under this one once it is expanded (IC-09: a type's referrers). */
  children?: CountRow[];
}

/**
 * A titled table of labelled counts; rows with children expand. The CSV download lists every
 * row, children under their parent's label.
 */
export function CountTable({ title, rows, valueLabel, filename }: { title: string; rows: readonly CountRow[]; valueLabel: string; filename: string }) {
  const { t } = useTranslation('insights-content');
  const format = useFormat();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => setOpen((was) => (was.has(key) ? new Set([...was].filter((k) => k !== key)) : new Set([...was, key])));
  const nested = rows.some((row) => row.children?.length);
  const csv = () => [
    nested ? [title, t('table.item'), valueLabel] : [title, valueLabel],
    ...rows.flatMap((row) => (nested ? [[row.label, '', row.value], ...(row.children ?? []).map((c) => [row.label, c.label, c.value])] : [[row.label, row.value]])),
  ];
  return (
    <section className="ac-count-table" data-testid={`table-${filename}`}>
      <header className="ac-content-section-header">
        <h4>{title}</h4>
        <ExportCsvButton filename={filename} rows={csv} label={t('exportCsv')} />
      </header>
      <HTMLTable compact striped className="ac-count-table-table">
        <thead>
          <tr>
            <th>{title}</th>
            <th className="ac-count">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.key}>
              <tr data-testid={`count-row-${row.key}`}>
                <td>
                  {row.children?.length ? (
                    <Button variant="minimal" size="small" icon={open.has(row.key) ? 'chevron-down' : 'chevron-right'} aria-expanded={open.has(row.key)} aria-label={t('table.expand')} onClick={() => toggle(row.key)} data-testid={`expand-${row.key}`} />
                  ) : null}
                  {row.label}
                </td>
                <td className="ac-count">{format.number(row.value)}</td>
              </tr>
              {open.has(row.key) &&
                (row.children ?? []).map((child) => (
                  <tr key={`${row.key}/${child.key}`} className="ac-count-child" data-testid={`count-child-${child.key}`}>
                    <td>{child.label}</td>
                    <td className="ac-count">{format.number(child.value)}</td>
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
