import { Card, H5 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvCell, ExportCsvButton } from '../../../core/client/widgets';

/** One titled block of the overview; with `csv` its heading offers the block's rows as a CSV download. */
export function OverviewBlock({ id, title, csv, children }: { id: string; title: string; csv?: () => readonly (readonly CsvCell[])[]; children: ReactNode }) {
  const { t } = useTranslation('insights-overview');
  return (
    <Card className={`ac-overview-block ac-overview-block-${id}`} data-testid={`overview-${id}`}>
      <header className="ac-overview-block-header">
        <H5>{title}</H5>
        {csv && <ExportCsvButton filename={id} rows={csv} label={t('exportCsv')} />}
      </header>
      {children}
    </Card>
  );
}
