import { HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../../core/client/resources';
import { SuggestPicker } from '../../../core/client/widgets';
import { monitoringResources } from '../../monitoring/common/monitoringResources';

/** The filter bar's autocomplete rules (spec §9): from 2 characters, 400 ms after the last keystroke. */
const DOMAIN_MIN_CHARS = 2;
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
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => setQuery(typed.length >= DOMAIN_MIN_CHARS && typed !== value ? typed : ''), DOMAIN_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const choose = (domain: string) => {
    setQuery('');
    onChange(domain.trim());
  };
  return (
    <div className="ac-event-card-domain">
      <SuggestPicker<string>
        items={query ? suggestions : []}
        itemLabel={(domain) => domain}
        // complete already matched them against what was typed
        filter={() => true}
        value={value || null}
        onSelect={choose}
        onQueryChange={setText}
        fromQuery={(typed) => typed}
        placeholder={t('typeDomain')}
        label={t('domain')}
        leftIcon="globe-network"
        testId="event-card-domain"
      />
      {query && <DomainSuggestions text={query} onLoad={setSuggestions} />}
    </div>
  );
}

/** Loads complete's domains for `text` (only while there is a text to complete). */
function DomainSuggestions({ text, onLoad }: { text: string; onLoad(domains: readonly string[]): void }) {
  const rows = useResource(monitoringResources.complete, { field: 'domain', value: text });
  useEffect(() => onLoad(rows.data?.map((row) => row.key) ?? []), [rows.data, onLoad]);
  return null;
}
