import { Button, FormGroup, HTMLSelect, MenuItem } from '@blueprintjs/core';
import { MultiSelect, Suggest, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TagRemoveButton } from '../widgets/TagRemoveButton';
import type { AddFilterStore, FilterOperation, NewFilter, PickOption } from './AddFilterStore';

const renderOption: ItemRenderer<PickOption> = (option, { handleClick, handleFocus, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={option.key}
      ref={ref}
      text={option.label}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
      // The picker closes its own list; dismissing would close the add-filter popover around it.
      shouldDismissPopover={false}
      style={option.depth ? { paddingLeft: 8 + option.depth * 16 } : undefined}
      data-testid="filter-suggestion"
    />
  ) : null;

const byLabel: ItemPredicate<PickOption> = (query, option) => option.label.toLowerCase().includes(query.trim().toLowerCase());

const typed = (query: string): PickOption => ({ key: query.trim(), label: query.trim(), value: query.trim(), depth: 0 });

/**
 * While the value picker's list is open, Enter and Escape belong to it (pick the active value,
 * close the list); otherwise Enter submits the form and Escape closes the popover.
 */
function keepKeysInOpenList(event: KeyboardEvent<HTMLElement>): void {
  if (event.currentTarget.closest('[aria-expanded]')?.getAttribute('aria-expanded') !== 'true') return;
  if (event.key === 'Enter') event.preventDefault();
  if (event.key === 'Escape') event.stopPropagation();
}

/** FB-04..FB-14: field, operation, value(s) picked with the keyboard or the mouse; cancel and add. */
export const AddFilterForm = observer(function AddFilterForm({ store, onAdd, onCancel }: { store: AddFilterStore; onAdd(filter: NewFilter): void; onCancel(): void }) {
  const { t } = useTranslation('core');
  useEffect(() => () => store.dispose(), [store]);
  const add = useRef<HTMLButtonElement>(null);
  const list = store.choices !== undefined;
  const picker = {
    items: store.items,
    itemRenderer: renderOption,
    itemsEqual: 'key' as const,
    itemPredicate: list ? byLabel : undefined,
    query: store.text,
    onQueryChange: (text: string) => store.type(text),
    createNewItemFromQuery: list ? undefined : typed,
    createNewItemRenderer: list ? undefined : (query: string, active: boolean, handleClick: React.MouseEventHandler<HTMLElement>) => <MenuItem key="typed" icon="add" text={query} active={active} onClick={handleClick} roleStructure="listoption" shouldDismissPopover={false} data-testid="filter-typed" />,
    popoverProps: { minimal: true, usePortal: false },
    // Blueprint names the list "selectable options" unless told otherwise.
    menuProps: { 'aria-label': t('blueprint.options') },
  };
  const chosen = (key: string): PickOption => store.items.find((o) => o.key === key) ?? typed(key);
  return (
    <form
      className="ac-add-filter"
      data-testid="add-filter-form"
      onSubmit={(e) => {
        e.preventDefault();
        const result = store.result();
        if (result) onAdd(result);
      }}
    >
      <FormGroup label={t('filter.field')} labelFor="filter-field">
        <HTMLSelect id="filter-field" value={store.field} onChange={(e) => store.setField(e.currentTarget.value)} data-testid="filter-field">
          {store.fields.map((f) => (
            <option key={f.field} value={f.field} disabled={store.unavailable(f.field)}>
              {f.label}
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
        {store.operation === 'contains' ? (
          <MultiSelect<PickOption>
            {...picker}
            fill
            resetOnSelect
            selectedItems={store.values.map(chosen)}
            tagRenderer={(option) => option.label}
            onItemSelect={(option) => store.addValue(option.key)}
            onRemove={(option) => store.removeValue(option.key)}
            placeholder={list ? t('filter.choose') : ''}
            tagInputProps={{
              inputProps: { id: 'filter-value', autoComplete: 'off', onKeyDown: keepKeysInOpenList, 'data-testid': 'filter-value' } as object,
              // Each chosen value's remove button worded in the interface language; Backspace still removes through onRemove.
              tagProps: (_tag, index) => ({ minimal: true, onRemove: undefined, endIcon: <TagRemoveButton onRemove={() => store.removeValue(store.values[index])} /> }),
            }}
          />
        ) : (
          <Suggest<PickOption>
            {...picker}
            fill
            selectedItem={list && store.values.length ? chosen(store.values[0]) : null}
            inputValueRenderer={(option) => option.label}
            onItemSelect={(option) => {
              store.setValue(option.key);
              store.type(list ? '' : option.key);
              // Keyboard flow: the value is picked, Enter now adds it (the button is enabled once rendered).
              requestAnimationFrame(() => add.current?.focus());
            }}
            inputProps={{ id: 'filter-value', autoComplete: 'off', placeholder: t(list ? 'filter.choose' : 'filter.search'), onKeyDown: keepKeysInOpenList, 'data-testid': 'filter-value' } as object}
          />
        )}
      </FormGroup>
      <div className="ac-add-filter-actions">
        <Button text={t('filter.cancel')} onClick={onCancel} data-testid="filter-cancel" />
        <Button ref={add} type="submit" intent="primary" text={t('filter.add')} disabled={!store.canAdd} data-testid="filter-add" />
      </div>
    </form>
  );
});
