import { Button, Icon, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardProps, useCardTitle } from '../../../core/client/grid';
import { cardNicknames } from '../../monitoring/common/cardNicknames';
import { eventResourceFilter, hasAudienceTerm } from '../common/eventResourceFilter';
import type { EventTrackingCardSettings } from '../common/eventTrackingCardSettings';
import { pagesHeight } from '../common/pagesLayout';
import { EventData } from './EventData';
import { EventSettings } from './EventSettings';
import './eventTrackingCard.css';

/** The browser's time zone: event days and half hours are the user's local ones (CE-11). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Event tracking (spec §4): one tracked event of a domain, optionally one label, today against
 * yesterday or last week. Without an event it shows a hint and its settings (CE-02); with one,
 * the cog lays the settings over the data, which keeps loading. Top pages ask the host for 6
 * rows, without them 3 (CE-08). The header names the event by its nickname, else its name.
 */
export default function EventTrackingCard({ settings, onSettingsChange, onSizeChange, size, filter, onFilter, viewSettings, onViewSettingsChange, onTitleChange, onCsvChange }: CardProps<EventTrackingCardSettings>) {
  const { t } = useTranslation('event-tracking-card');
  const chosen = Boolean(settings.domain && settings.event);
  // A fresh card opens its settings and keeps them open until the cog closes them.
  const [editing, setEditing] = useState(!chosen);
  const nicknames = cardNicknames({ viewSettings, onViewSettingsChange }, 'events');
  useCardTitle(onTitleChange, chosen ? (nicknames.of(settings.event) ?? settings.event) : undefined);
  const filterDomains = [filter.domain ?? []].flat().map(String);
  const changePages = (enablePages: boolean) => {
    onSettingsChange({ enablePages });
    onSizeChange?.(pagesHeight(enablePages));
  };
  return (
    <div className="ac-event-card" data-testid="event-tracking-card">
      {chosen ? (
        <EventData settings={settings} filter={eventResourceFilter(filter, settings, browserTimeZone())} rows={size.h} onFilter={onFilter} nicknames={nicknames} onCsvChange={onCsvChange} />
      ) : (
        <p className="ac-event-card-hint" data-testid="event-card-hint">
          {t('hint')}
        </p>
      )}
      <div className="ac-event-card-actions">
        {hasAudienceTerm(filter) && (
          <Tooltip content={t('audienceWarning')}>
            <Icon icon="warning-sign" intent="warning" aria-label={t('audienceWarning')} data-testid="event-card-audience-warning" />
          </Tooltip>
        )}
        {chosen && <Button variant="minimal" size="small" icon="cog" active={editing} aria-label={t('settings')} aria-pressed={editing} onClick={() => setEditing(!editing)} data-testid="event-card-edit" />}
      </div>
      {(!chosen || editing) && <EventSettings overlay={chosen} settings={settings} filterDomains={filterDomains} eventName={(event) => nicknames.of(event) ?? event} onChange={onSettingsChange} onPagesChange={changePages} />}
    </div>
  );
}
