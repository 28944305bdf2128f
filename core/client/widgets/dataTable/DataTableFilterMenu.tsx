import { Button, FormGroup, PopoverNext, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AnyObject } from 'yup';
import { TagRemoveButton } from '../TagRemoveButton';
import type { DataTableFilter } from './DataTableFilter';
import './dataTable.css';

export interface DataTableFilterMenuProps<F extends AnyObject> {
  filters: readonly DataTableFilter<F>[];
  /** The filters in force: the chosen ones, and the defaults of those that must have a value. */
  values: Partial<F>;
  /** A filter chosen (a value) or cleared (undefined). */
  onChange(key: keyof F & string, value: unknown): void;
}

/**
 * The filter menu (management §2): the screen's controls, each under its label, and a tag per
 * filter in force. A clearable filter's tag and menu entry can clear it; one that must always
 * have a selection can only be changed.
 */
export function DataTableFilterMenu<F extends AnyObject>({ filters, values, onChange }: DataTableFilterMenuProps<F>) {
  const { t } = useTranslation('core');
  const menu = (
    <div className="ac-datatable-filter-menu" data-testid="datatable-filter-menu">
      {filters.map((filter) => (
        <FormGroup key={filter.key} label={filter.label}>
          {filter.render(values[filter.key], (value) => onChange(filter.key, value))}
          {filter.clearable && values[filter.key] !== undefined && (
            <Button variant="minimal" size="small" icon="cross" text={t('dataTable.clearFilter')} onClick={() => onChange(filter.key, undefined)} />
          )}
        </FormGroup>
      ))}
    </div>
  );
  return (
    <>
      <PopoverNext content={menu} placement="bottom-end">
        <Button icon="filter" text={t('dataTable.filters')} data-testid="datatable-filters" />
      </PopoverNext>
      <div className="ac-datatable-filter-tags">
        {filters.map((filter) => {
          const value = values[filter.key];
          if (value === undefined) return null;
          const text = filter.format ? filter.format(value as never) : String(value);
          return (
            <Tag key={filter.key} minimal endIcon={filter.clearable ? <TagRemoveButton onRemove={() => onChange(filter.key, undefined)} /> : undefined} data-testid={`datatable-filter-${filter.key}`}>
              {`${filter.label}: ${text}`}
            </Tag>
          );
        })}
      </div>
    </>
  );
}
