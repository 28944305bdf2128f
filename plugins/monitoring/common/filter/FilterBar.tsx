import { Button, Menu, MenuItem, PopoverNext, Tag, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app/ConsoleContext';
import type { TermFilter } from '../common/Dashboard';
import { AddFilterForm } from './AddFilterForm';
import { AddFilterStore, type ValueOption } from './AddFilterStore';
import type { MonitoringStore } from './MonitoringStore';

/** FB-03, FB-16: domain chip and term chips (tooltip, removable), the plus button, and the clock menu in temporary mode. */
export const FilterBar = observer(function FilterBar({ monitoring, options }: { monitoring: MonitoringStore; options: { audience: ValueOption[]; channel: ValueOption[] } }) {
  const { api } = useConsole();
  const { t } = useTranslation('realtime');
  const [form, setForm] = useState<AddFilterStore | null>(null);
  const filter = monitoring.filter;
  const domain = [filter.domain ?? []].flat().join(', ');
  const termText = (term: TermFilter) => `${term.fieldLabel ?? t(`filter.fields.${term.field}`)}: ${term.valueLabel ?? [term.value].flat().join(', ')}`;
  return (
    <div className="ac-filter-bar" data-testid="filter-bar">
      {monitoring.mode === 'temporary' && (
        <PopoverNext
          content={
            <Menu data-testid="temporary-menu">
              <MenuItem icon="floppy-disk" text={t('filter.saveTemporary')} onClick={() => monitoring.saveTemporary()} data-testid="temporary-save" />
              <MenuItem icon="cross" text={t('filter.exitTemporary')} onClick={() => monitoring.exitTemporary()} data-testid="temporary-exit" />
            </Menu>
          }
        >
          <Tooltip content={t('filter.temporary')}>
            <Button variant="minimal" icon="time" intent="warning" aria-label={t('filter.temporary')} data-testid="temporary-button" />
          </Tooltip>
        </PopoverNext>
      )}
      {domain && (
        <Tooltip content={`${t('filter.fields.domain')}: ${domain}`}>
          <Tag icon="globe-network" intent={filter.domainIsTemporary ? 'warning' : 'primary'} onRemove={() => monitoring.removeDomain()} data-testid="filter-chip" data-field="domain">
            {domain}
          </Tag>
        </Tooltip>
      )}
      {(filter.terms ?? []).map((term, index) => (
        <Tooltip key={`${term.field}-${index}`} content={termText(term)}>
          <Tag intent={term.isTemporary ? 'warning' : 'none'} onRemove={() => monitoring.removeTerm(index)} data-testid="filter-chip" data-field={term.field}>
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
                if ('domain' in added) monitoring.setDomain(added.domain);
                else monitoring.addTerm(added.term);
                setForm(null);
              }}
            />
          ) : (
            <span />
          )
        }
      >
        <Tooltip content={t('filter.add')}>
          <Button variant="minimal" icon="plus" aria-label={t('filter.add')} onClick={() => setForm(new AddFilterStore(api, Boolean(domain), filter.domain, options))} data-testid="filter-plus" />
        </Tooltip>
      </PopoverNext>
    </div>
  );
});
