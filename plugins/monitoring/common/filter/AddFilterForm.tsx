import { Button, FormGroup, HTMLSelect, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_FIELDS, type AddFilterStore, type FilterOperation, type NewFilter } from './AddFilterStore';

/** FB-04..FB-14: field, operation, value(s); cancel and add. */
export const AddFilterForm = observer(function AddFilterForm({ store, onAdd, onCancel }: { store: AddFilterStore; onAdd(filter: NewFilter): void; onCancel(): void }) {
  const { t } = useTranslation('monitoring');
  useEffect(() => () => store.dispose(), [store]);
  const choices = store.choices;
  const contains = store.operation === 'contains';
  const submit = () => {
    const result = store.result();
    if (result) onAdd(result);
  };
  return (
    <form
      className="ac-add-filter"
      data-testid="add-filter-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (contains && store.text.trim()) {
          store.addValue(store.text);
          store.type('');
          return;
        }
        submit();
      }}
    >
      <FormGroup label={t('filter.field')} labelFor="filter-field">
        <HTMLSelect id="filter-field" value={store.field} onChange={(e) => store.setField(e.currentTarget.value as (typeof FILTER_FIELDS)[number])} data-testid="filter-field">
          {FILTER_FIELDS.map((field) => (
            <option key={field} value={field} disabled={field === 'domain' && store.domainSet}>
              {t(`filter.fields.${field}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filter.operation')} labelFor="filter-operation">
        <HTMLSelect id="filter-operation" value={store.operation} onChange={(e) => store.setOperation(e.currentTarget.value as FilterOperation)} data-testid="filter-operation">
          <option value="equals">{t('filter.equals')}</option>
          <option value="contains">{t('filter.contains')}</option>
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filter.value')} labelFor="filter-value">
        {choices ? (
          <HTMLSelect id="filter-value" value={contains ? '' : String(store.value)} onChange={(e) => store.setValue(e.currentTarget.value)} data-testid="filter-value">
            <option value="">{t('filter.choose')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </HTMLSelect>
        ) : (
          <InputGroup id="filter-value" value={store.text} onChange={(e) => store.type(e.currentTarget.value)} autoComplete="off" data-testid="filter-value" />
        )}
        {!choices && store.suggestions.length > 0 && (
          <Menu className="ac-filter-suggestions" data-testid="filter-suggestions">
            {store.suggestions.map((s) => (
              <MenuItem
                key={s.value}
                text={s.label}
                onClick={() => {
                  store.setValue(s.value);
                  if (contains) store.type('');
                  else store.type(s.value);
                }}
                data-testid="filter-suggestion"
              />
            ))}
          </Menu>
        )}
        {contains && (
          <div className="ac-filter-values" data-testid="filter-values">
            {store.values.map((v) => (
              <Tag key={v} onRemove={() => store.removeValue(v)} minimal>
                {choices?.find((c) => c.value === v)?.label ?? v}
              </Tag>
            ))}
          </div>
        )}
      </FormGroup>
      <div className="ac-add-filter-actions">
        <Button text={t('filter.cancel')} onClick={onCancel} data-testid="filter-cancel" />
        <Button intent="primary" text={t('filter.add')} disabled={!store.canAdd} onClick={submit} data-testid="filter-add" />
      </div>
    </form>
  );
});
