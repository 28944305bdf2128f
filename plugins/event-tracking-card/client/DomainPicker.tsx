import { HTMLSelect, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../../core/client/resources/useResource';
import type { CompletionRow } from '../../monitoring/common/monitoringReplies';

/** The filter bar's autocomplete rules (spec §9): from 2 characters, 400 ms after the last keystroke. */
export const DOMAIN_MIN_CHARS = 2;
export const DOMAIN_DEBOUNCE_MS = 400;

interface DomainPickerProps {
  value: string;
  /** The dashboard's domain filter: when set, its domains are the choices. */
  filterDomains: readonly string[];
  onChange(domain: string): void;
}

/**
 * The card's domain: one of the dashboard's filtered domains, or, without a domain filter, a
 * typed domain with suggestions from `complete` as the filter bar offers them.
 */
export function DomainPicker({ value, filterDomains, onChange }: DomainPickerProps) {
  const { t } = useTranslation('event-tracking-card');
  if (filterDomains.length) {
    const domains = filterDomains.includes(value) || !value ? filterDomains : [value, ...filterDomains];
    return (
      <HTMLSelect aria-label={t('domain')} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid="event-card-domain" fill>
        <option value="">{t('chooseDomain')}</option>
        {domains.map((domain) => (
          <option key={domain} value={domain}>
            {domain}
          </option>
        ))}
      </HTMLSelect>
    );
  }
  return <TypedDomain value={value} onChange={onChange} />;
}

function TypedDomain({ value, onChange }: Pick<DomainPickerProps, 'value' | 'onChange'>) {
  const { t } = useTranslation('event-tracking-card');
  const [text, setText] = useState(value);
  const [query, setQuery] = useState('');
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => setQuery(typed.length >= DOMAIN_MIN_CHARS && typed !== value ? typed : ''), DOMAIN_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const choose = (domain: string) => {
    setQuery('');
    onChange(domain);
  };
  return (
    <form
      className="ac-event-card-domain"
      onSubmit={(e) => {
        e.preventDefault();
        choose(text.trim());
      }}
    >
      <InputGroup aria-label={t('domain')} placeholder={t('typeDomain')} value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" leftIcon="globe-network" data-testid="event-card-domain" />
      {query && <DomainSuggestions text={query} onChoose={choose} />}
    </form>
  );
}

function DomainSuggestions({ text, onChoose }: { text: string; onChoose(domain: string): void }) {
  const rows = useResource<CompletionRow[]>('complete', { field: 'domain', value: text });
  if (!rows.data?.length) return null;
  return (
    <Menu className="ac-event-card-suggestions" data-testid="event-card-domain-suggestions">
      {rows.data.map((row) => (
        <MenuItem key={row.key} text={row.key} onClick={() => onChoose(row.key)} data-testid="event-card-domain-suggestion" />
      ))}
    </Menu>
  );
}
