import { FormGroup, MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagRemoveButton } from './TagRemoveButton';

/** One choice of a ChoicesSelect: a stable key and its text. */
export interface Choice {
  key: string;
  label: string;
}

export interface ChoicesSelectProps {
  /** Translated. */
  label: string;
  /** What the menu offers (a search's results or a fixed list); chosen ones are marked, not offered twice. */
  choices: readonly Choice[];
  chosen: readonly Choice[];
  onChoose(key: string): void;
  onRemove(key: string): void;
  /** Every typed text, e.g. to search the server; the menu also narrows to labels holding it. */
  onQueryChange?(query: string): void;
  disabled?: boolean;
  /** The field's error, shown under it. */
  error?: string;
  /** Marked as refused without a text of its own (a form's field error shown elsewhere). */
  invalid?: boolean;
  /** Under the field while it has no error. */
  hint?: string;
  testId: string;
}

/**
 * A labelled multiselect of keyed choices (a campaign's questions, answers, forms, ads,
 * organisations): tags of the chosen ones with a worded remove button, a menu of the choices
 * narrowed by the typed text; chosen ones are disabled in the menu (AD-34).
 */
export function ChoicesSelect({ label, choices, chosen, onChoose, onRemove, onQueryChange, disabled, error, invalid, hint, testId }: ChoicesSelectProps) {
  const { t } = useTranslation('core');
  const id = useId();
  const [query, setQuery] = useState('');
  const chosenKeys = new Set(chosen.map((c) => c.key));
  const intent = error || invalid ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <MultiSelect<Choice>
        items={choices as Choice[]}
        selectedItems={chosen as Choice[]}
        query={query}
        onQueryChange={(text) => {
          setQuery(text);
          onQueryChange?.(text);
        }}
        itemsEqual="key"
        itemPredicate={(text, choice) => choice.label.toLowerCase().includes(text.trim().toLowerCase())}
        itemDisabled={(choice) => chosenKeys.has(choice.key)}
        itemRenderer={(choice, { handleClick, handleFocus, modifiers, ref }) =>
          modifiers.matchesPredicate ? (
            <MenuItem key={choice.key} ref={ref} text={choice.label} active={modifiers.active} disabled={modifiers.disabled} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" data-testid={`${testId}-option`} />
          ) : null
        }
        onItemSelect={(choice) => {
          if (!chosenKeys.has(choice.key)) onChoose(choice.key);
        }}
        onRemove={(choice) => onRemove(choice.key)}
        tagRenderer={(choice) => choice.label}
        noResults={<MenuItem disabled text={t('forms.noChoices')} roleStructure="listoption" />}
        disabled={disabled}
        fill
        resetOnSelect
        popoverProps={{ minimal: true, usePortal: false }}
        tagInputProps={{
          intent,
          inputProps: { id, 'aria-label': label, 'data-testid': testId } as object,
          // Each tag's remove button worded in the interface language; Backspace still removes through onRemove.
          tagProps: (_tag, index) => ({ minimal: true, onRemove: undefined, endIcon: disabled ? undefined : <TagRemoveButton onRemove={() => onRemove(chosen[index].key)} /> }),
        }}
      />
    </FormGroup>
  );
}
