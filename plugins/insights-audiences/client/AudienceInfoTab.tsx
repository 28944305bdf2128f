import { Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CardBody } from '../../../core/client/grid';
import { useFormat } from '../../../core/client/i18n';
import { ExportCsvButton } from '../../../core/client/widgets';
import type { ResourceFilter } from '../../../core/client/resources';
import type { Audience } from '../../audiences/common/Audience';
import { useAudienceCounts } from './useAudienceCounts';

/** Info tab (IA-06): per selected audience its visitors and leads of the last 30 days, with a CSV download. */
export function AudienceInfoTab({ audiences, filter }: { audiences: readonly Audience[]; filter: ResourceFilter }) {
  const { t } = useTranslation('insights-audiences');
  const format = useFormat();
  const counts = useAudienceCounts(
    audiences.map((a) => a.id),
    filter.domain,
  );
  const loading = counts.loading && !counts.visitors;
  const count = (of: Record<string, number> | undefined, id: number) => (of?.[id] === undefined ? '–' : format.number(of[id]));
  const csv = () => [[t('info.audience'), t('info.visitors'), t('info.leads')], ...audiences.map((a) => [a.text, counts.visitors?.[a.id], counts.leads?.[a.id]])];
  return (
    <CardBody loading={loading}>
      {counts.error ? (
        <Callout intent="danger">{counts.error.message}</Callout>
      ) : loading ? null : (
        <>
          <div className="ac-audience-info-tools">
            <ExportCsvButton filename="audience-counts" rows={csv} label={t('exportCsv')} />
          </div>
          <HTMLTable compact className="ac-audience-info" data-testid="audience-info">
            <thead>
              <tr>
                <th>{t('info.audience')}</th>
                <th>{t('info.visitors')}</th>
                <th>{t('info.leads')}</th>
              </tr>
            </thead>
            <tbody>
              {audiences.map((audience) => (
                <tr key={audience.id} data-testid={`info-${audience.id}`}>
                  <td>{audience.text}</td>
                  <td data-testid={`visitors-${audience.id}`}>{count(counts.visitors, audience.id)}</td>
                  <td data-testid={`leads-${audience.id}`}>{count(counts.leads, audience.id)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </CardBody>
  );
}
