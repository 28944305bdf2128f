import { Button, Card, H4 } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '../common/Audience';
import { AudienceImage } from './AudienceImage';
import type { AudienceFigures } from './useAudienceFigures';

/** The image size on a card. */
const CARD_IMAGE_PX = 56;

export interface AudienceCardProps {
  audience: Audience;
  figures: AudienceFigures;
  /** Whether leads are counted in the timeframe (not today: AO-17). */
  leadsCounted: boolean;
  onDetails(): void;
  onOpenChildren(): void;
  /** Absent without downloadAudienceLeads (lead data is personal data): no download button. */
  onDownloadLeads?: () => void;
  /** Opens its rules dialog (OP-40); absent without defineAudiences. */
  onRules?: () => void;
}

/**
 * One audience of the level (AO-11): image or initial, name, visitors, leads with their percent
 * of the visitors, its leads download (AO-13), its rules (OP-40). A click opens its details; an
 * audience with sub-audiences opens their level.
 */
export function AudienceCard({ audience, figures, leadsCounted, onDetails, onOpenChildren, onDownloadLeads, onRules }: AudienceCardProps) {
  const { t } = useTranslation('audiences');
  const name = audience.text;
  const click = (event: MouseEvent) => {
    if (!(event.target as Element).closest('button')) onDetails();
  };
  const children = audience.children.length;
  return (
    <Card className="ac-overview-card" interactive onClick={click} data-testid={`audience-card-${audience.id}`}>
      <AudienceImage filename={audience.filename} name={name} size={CARD_IMAGE_PX} />
      <div className="ac-overview-card-body">
        <H4 className="ac-overview-card-name">
          <Button variant="minimal" text={name} onClick={onDetails} aria-label={t('details.open', { name })} data-testid="audience-card-details" />
        </H4>
        <dl className="ac-overview-figures">
          <dt>{t('figures.visitors')}</dt>
          <dd data-testid="audience-visitors">{figures.visitors}</dd>
          <dt>{t('figures.leads')}</dt>
          <dd data-testid="audience-leads" title={leadsCounted ? undefined : t('figures.noLeadsToday')}>
            {figures.leads}
            {leadsCounted && <span data-testid="audience-leads-percent">{` (${figures.leadsPercent})`}</span>}
          </dd>
        </dl>
        <div className="ac-overview-card-actions">
          {children > 0 && <Button size="small" icon="layout-hierarchy" text={t('subAudiences', { count: children })} onClick={onOpenChildren} data-testid="audience-card-children" />}
          {onDownloadLeads && <Button size="small" variant="minimal" icon="download" aria-label={t('downloads.leadsOf', { name })} onClick={onDownloadLeads} data-testid="audience-card-leads-download" />}
          {onRules && <Button size="small" variant="minimal" icon="properties" aria-label={t('rules.open', { name })} onClick={onRules} data-testid="audience-card-rules" />}
        </div>
      </div>
    </Card>
  );
}
