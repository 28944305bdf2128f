import { Button, PopoverNext, Tag, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { TagRemoveButton } from '../widgets/TagRemoveButton';
import type { Filter, TermFilter } from '../../common/filter/Filter';
import { withDomain, withoutDomain, withoutTerm, withTerm } from '../../common/filter/filterChanges';
import { AddFilterForm } from './AddFilterForm';
import { AddFilterStore, DOMAIN_FIELD } from './AddFilterStore';
import { nameTerms } from './nameTerms';
import { useFilterFields } from './useFilterFields';
import './filter.css';

/**
 * FB-03, FB-04: the domain chip and one chip per term (tooltip, removable), and the plus button
 * with the add-filter form over the fields the enabled plugins contribute. Every edit is handed
 * to `onChange` as the next filter; the host stores it. `temporary` marks what is added while
 * the host is in temporary mode; the host shows that mode itself (e.g. a TemporaryFilterMenu as
 * the first child). Terms of list fields without a name (ids from the URL) are named from the
 * field's list once it is loaded.
 */
export const FilterBar = observer(function FilterBar({ value: given, onChange, temporary = false, children }: { value: Filter; onChange(next: Filter): void; temporary?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('core');
  const { registry } = useConsole();
  const fields = useFilterFields();
  const [form, setForm] = useState<AddFilterStore | null>(null);
  const value = nameTerms(given, fields);
  // The temporary filter keeps the names, so that "Save filter" stores them with the terms (FB-17, FB-22).
  const named = value !== given;
  useEffect(() => {
    if (named && temporary) onChange(value);
  }, [named, temporary, onChange, value]);
  // Chips name their field even where the user may not add it (a stored term of a field behind a rule).
  const fieldLabel = (field: string) => {
    const known = registry.filterFields.find((f) => f.field === field);
    return known ? t(known.label, { ns: known.pluginId }) : field;
  };
  const domain = [value.domain ?? []].flat().join(', ');
  const termText = (term: TermFilter) => `${term.fieldLabel ?? fieldLabel(term.field)}: ${term.valueLabel ?? [term.value].flat().join(', ')}`;
  return (
    <div className="ac-filter-bar" data-testid="filter-bar">
      {children}
      {domain && (
        <Tooltip content={`${fieldLabel(DOMAIN_FIELD)}: ${domain}`}>
          <Tag icon="globe-network" intent={value.domainIsTemporary ? 'warning' : 'primary'} endIcon={<TagRemoveButton onRemove={() => onChange(withoutDomain(value))} />} data-testid="filter-chip" data-field="domain">
            {domain}
          </Tag>
        </Tooltip>
      )}
      {(value.terms ?? []).map((term, index) => (
        <Tooltip key={`${term.field}-${index}`} content={termText(term)}>
          <Tag intent={term.isTemporary ? 'warning' : 'none'} endIcon={<TagRemoveButton onRemove={() => onChange(withoutTerm(value, index))} />} data-testid="filter-chip" data-field={term.field}>
            {termText(term)}
          </Tag>
        </Tooltip>
      ))}
      <PopoverNext
        isOpen={form !== null}
        onInteraction={(open) => !open && setForm(null)}
        content={
          form ? (
            <AddFilterForm
              store={form}
              onCancel={() => setForm(null)}
              onAdd={(added) => {
                onChange('domain' in added ? withDomain(value, added.domain, temporary) : withTerm(value, added.term, temporary));
                setForm(null);
              }}
            />
          ) : (
            <span />
          )
        }
      >
        <Tooltip content={t('filter.add')}>
          <Button variant="minimal" icon="plus" aria-label={t('filter.add')} onClick={() => setForm(new AddFilterStore(fields, Boolean(domain), value.domain))} data-testid="filter-plus" />
        </Tooltip>
      </PopoverNext>
    </div>
  );
});
