import { Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import type { EventTrackingCardSettings } from '../common/eventTrackingCardSettings';
import { DomainPicker } from './DomainPicker';
import { PickSuggest } from './PickSuggest';

interface EventSettingsProps {
  /** Laid over the card's data (an event is chosen) rather than below the hint. */
  overlay: boolean;
  settings: EventTrackingCardSettings;
  filterDomains: readonly string[];
  /** How an event reads in the picker: its nickname, if the user gave it one (RG-45). */
  eventName(event: string): string;
  onChange(partial: Partial<EventTrackingCardSettings>): void;
  onPagesChange(enablePages: boolean): void;
}

/**
 * The card's own settings (CE-01): domain, then its events (CE-03), then the event's labels
 * (CE-05); each picker waits for the one before (CE-04). A new domain or event clears what
 * depended on it (CE-07). The pickers are named by their accessible names and empty texts, not
 * by labels above them, so the form fits a new card of 4 × 3 (RG-06).
 */
export function EventSettings({ overlay, settings, filterDomains, eventName, onChange, onPagesChange }: EventSettingsProps) {
  const { t } = useTranslation('event-tracking-card');
  const { domain, event, label } = settings;
  return (
    <div className={`ac-event-card-settings${overlay ? ' ac-event-card-overlay' : ''}`} data-testid="event-card-settings">
      <DomainPicker value={domain} filterDomains={filterDomains} onChange={(next) => next !== domain && onChange({ domain: next, event: '', label: '' })} />
      <PickSuggest
        list={domain ? { resource: monitoringResources.events, filter: { domain } } : undefined}
        value={event}
        empty={t('chooseEvent')}
        label={t('event')}
        testId="event-card-event"
        textOf={eventName}
        onChange={(next) => next !== event && onChange({ event: next, label: '' })}
      />
      <PickSuggest
        list={domain && event ? { resource: monitoringResources.labels, filter: { domain, event } } : undefined}
        value={label}
        empty={t('allLabels')}
        label={t('label')}
        testId="event-card-label"
        onChange={(next) => onChange({ label: next })}
      />
      <Switch checked={settings.enablePages} label={t('enablePages')} onChange={(e) => onPagesChange(e.currentTarget.checked)} data-testid="event-card-pages" />
      <Switch checked={settings.showValuePercent} label={t('showValuePercent')} onChange={(e) => onChange({ showValuePercent: e.currentTarget.checked })} data-testid="event-card-percent" />
    </div>
  );
}
