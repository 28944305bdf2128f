import { Button, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { dialogStyle, TitledDialog } from '../../../core/client/widgets';
import type { Audience } from '../common/Audience';
import { AudienceImage } from './AudienceImage';
import type { AudienceFigures } from './useAudienceFigures';

const DETAILS_WIDTH = 560;
const DETAILS_IMAGE_PX = 96;

export interface AudienceDetailsDialogProps {
  audience: Audience;
  /** The audiences above it, top first. */
  parents: readonly Audience[];
  figures: AudienceFigures;
  leadsCounted: boolean;
  /** Absent without downloadAudienceLeads: no download button. */
  onDownloadLeads?: () => void;
  downloading: boolean;
  /** Opens its rules dialog (OP-40); absent without defineAudiences. */
  onRules?: () => void;
  onClose(): void;
}

/**
 * An audience's details (OP-39): names in German and English, type, parent path, image, visitor
 * and lead counts, the leads download and its rules (OP-40).
 */
export function AudienceDetailsDialog({ audience, parents, figures, leadsCounted, onDownloadLeads, downloading, onRules, onClose }: AudienceDetailsDialogProps) {
  const { t } = useTranslation('audiences');
  const name = audience.text;
  const rows: [string, string, string][] = [
    ['german', t('details.german'), audience.german],
    ['english', t('details.english'), audience.english],
    ['type', t('details.type'), t(`types.${audience.type_id}`)],
    ['parents', t('details.parents'), [t(`types.${audience.type_id}`), ...parents.map((parent) => parent.text)].join(' › ')],
    ['visitors', t('figures.visitors'), figures.visitors],
    ['leads', t('figures.leads'), leadsCounted ? `${figures.leads} (${figures.leadsPercent})` : t('figures.noLeadsToday')],
  ];
  return (
    <TitledDialog isOpen title={name} onClose={onClose} style={dialogStyle(DETAILS_WIDTH)}>
      <DialogBody>
        <div className="ac-overview-details" data-testid="audience-details">
          <AudienceImage filename={audience.filename} name={name} size={DETAILS_IMAGE_PX} />
          <HTMLTable compact>
            <tbody>
              {rows.map(([key, label, value]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td data-testid={`audience-details-${key}`}>{value}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onRules && <Button icon="properties" text={t('details.rules')} onClick={onRules} data-testid="audience-details-rules" />}
            {onDownloadLeads && <Button icon="download" text={t('downloads.leads')} loading={downloading} onClick={onDownloadLeads} data-testid="audience-details-leads-download" />}
          </>
        }
      />
    </TitledDialog>
  );
}
