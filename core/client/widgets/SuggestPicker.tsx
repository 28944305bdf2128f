import { MenuItem, type IconName } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { useRef } from 'react';
import '@blueprintjs/select/lib/css/blueprint-select.css';

/**
 * Props of SuggestPicker, a text input with a menu of choices (Blueprint's `Suggest`):
 * - `items`: the choices; `itemLabel` how one reads (menu and input); `itemKey` tells them
 *   apart (the label unless given).
 * - `filter(query, item)`: which items the menu shows for the typed text; by default those whose
 *   label contains it, ignoring case. Items that already match (suggestions a server answered
 *   for the text) pass `() => true`.
 * - `value`: the chosen item or null; `onSelect` gets a new choice (click, or Enter on the
 *   active item).
 * - `onQueryChange`: every typed text, e.g. to fetch suggestions for it.
 * - `fromQuery`: when given, Enter on typed text that no menu item is active for chooses
 *   `fromQuery(text)`, so a value that is not (yet) suggested can still be entered.
 * - `disabled`, `placeholder`, `label` (the input's accessible name), `leftIcon`.
 * - `testId`: the input's data-testid; the menu gets `<testId>-suggestions`, each item
 *   `<testId>-suggestion`.
 * Keyboard: arrows move through the menu, Enter chooses, Escape closes it.
 */
export interface SuggestPickerProps<T> {
  items: readonly T[];
  itemLabel(item: T): string;
  itemKey?(item: T): string;
  filter?(query: string, item: T): boolean;
  value: T | null;
  onSelect(item: T): void;
  onQueryChange?(query: string): void;
  fromQuery?(query: string): T;
  disabled?: boolean;
  placeholder?: string;
  label: string;
  leftIcon?: IconName;
  testId: string;
}

/** A generic picker with suggestions and keyboard navigation; see SuggestPickerProps. */
export function SuggestPicker<T>({ items, itemLabel, itemKey = itemLabel, filter, value, onSelect, onQueryChange, fromQuery, disabled, placeholder, label, leftIcon, testId }: SuggestPickerProps<T>) {
  const matches = filter ?? ((query: string, item: T) => itemLabel(item).toLowerCase().includes(query.trim().toLowerCase()));
  const query = useRef('');
  // Set when Enter chose a menu item (the menu handles Enter before the input's own key-up).
  const chosen = useRef(false);
  return (
    <Suggest<T>
      items={items as T[]}
      selectedItem={value}
      inputValueRenderer={itemLabel}
      itemsEqual={(a, b) => itemKey(a) === itemKey(b)}
      itemPredicate={matches}
      onItemSelect={(item) => {
        chosen.current = true;
        onSelect(item);
      }}
      onQueryChange={(text) => {
        query.current = text;
        onQueryChange?.(text);
      }}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem key={itemKey(item)} ref={ref} text={itemLabel(item)} active={modifiers.active} disabled={modifiers.disabled} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" data-testid={`${testId}-suggestion`} />
        ) : null
      }
      // In the host's DOM, so a card's test finds its menu inside the card.
      popoverProps={{ minimal: true, usePortal: false, matchTargetWidth: true }}
      menuProps={{ 'aria-label': label, ...{ 'data-testid': `${testId}-suggestions` } }}
      inputProps={{
        'aria-label': label,
        placeholder,
        leftIcon,
        ...{ 'data-testid': testId },
        // Not Suggest's "create item": that would be an invisible stop for the arrow keys.
        onKeyDown: (e) => {
          if (e.key === 'Enter') chosen.current = false;
        },
        onKeyUp: (e) => {
          const typed = query.current.trim();
          if (e.key === 'Enter' && fromQuery && !chosen.current && typed) onSelect(fromQuery(typed));
        },
      }}
      disabled={disabled}
      fill
      resetOnClose
    />
  );
}
