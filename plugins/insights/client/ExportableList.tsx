import { useTranslation } from 'react-i18next';
import { ExportCsvButton, NoData, NumberList, type NumberRow, numberRowsCsv } from '../../../core/client/widgets';
import './insightsLists.css';

/**
 * A number list of an insights page with its CSV download (rows and children, as listed) and
 * an optional heading.
 */
export function ExportableList({ rows, filename, header, title }: { rows: readonly NumberRow[]; filename: string; header: readonly [string, string]; title?: string }) {
  const { t } = useTranslation('insights');
  return (
    <section className="ac-exportable-list" data-testid={`list-${filename}`}>
      <header className="ac-exportable-list-header">
        {title && <h4>{title}</h4>}
        <ExportCsvButton filename={filename} rows={() => numberRowsCsv(header, rows)} label={t('exportCsv')} />
      </header>
      {rows.length ? <NumberList rows={rows} texts={{ open: t('openPage'), expand: t('expand'), value: header[1] }} /> : <NoData text={t('noData')} />}
    </section>
  );
}
