import { FormGroup, MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagRemoveButton } from '../../../core/client/widgets';
import { AUDIENCE_SEARCH_DEBOUNCE_MS, audienceMatches, type AudienceChoice } from './audienceChoices';
import { useDebouncedValue } from './useDebouncedValue';

/** A chosen audience as its tag reads. */
export interface AudienceTag {
  id: number;
  text: string;
}

export interface AudienceMultiSelectProps {
  label: string;
  /** The audiences of the select's type, in tree order. */
  choices: readonly AudienceChoice[];
  /** The chosen ones, as their tags read. */
  tags: readonly AudienceTag[];
  disabled: boolean;
  /** Marked as refused (a form's field error). */
  invalid?: boolean;
  onAssign(audienceId: number): void;
  /** The tag at `index` was removed. */
  onUnassign(index: number): void;
  testId: string;
}

/** An audience in the select: one of the tree (indented by depth) or, as a tag, a chosen one. */
interface Option extends AudienceTag {
  depth: number;
}

/**
 * A multiselect of one type's audiences (AS-06, and the contract's AudiencePicker): choosing an
 * audience assigns it, removing its tag unassigns it. The search filters the tree once it has
 * rested 200 ms (AS-18); chosen audiences cannot be chosen twice.
 */
export function AudienceMultiSelect({ label, choices, tags, disabled, invalid, onAssign, onUnassign, testId }: AudienceMultiSelectProps) {
  const { t } = useTranslation('audiences');
  const id = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, AUDIENCE_SEARCH_DEBOUNCE_MS);
  const shown = useMemo(() => choices.filter((choice) => audienceMatches(choice, search)).map(({ audience, depth }): Option => ({ id: audience.id, text: audience.text, depth })), [choices, search]);
  const selected = tags.map((tag): Option => ({ ...tag, depth: 0 }));
  const assignedIds = new Set(tags.map((tag) => tag.id));
  return (
    <FormGroup label={label} labelFor={id} intent={invalid ? 'danger' : 'none'}>
      <MultiSelect<Option>
        items={shown}
        selectedItems={selected}
        query={query}
        onQueryChange={setQuery}
        itemsEqual="id"
        itemDisabled={(option) => assignedIds.has(option.id)}
        itemRenderer={(option, { handleClick, handleFocus, modifiers, ref }) => (
          <MenuItem
            key={option.id}
            ref={ref}
            text={option.text}
            active={modifiers.active}
            disabled={modifiers.disabled}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
            style={option.depth ? { paddingLeft: 8 + option.depth * 16 } : undefined}
            data-testid={`${testId}-option`}
          />
        )}
        onItemSelect={(option) => {
          if (!assignedIds.has(option.id)) onAssign(option.id);
        }}
        onRemove={(_option, index) => onUnassign(index)}
        tagRenderer={(option) => option.text}
        noResults={<MenuItem disabled text={t('assign.noAudiences')} roleStructure="listoption" />}
        disabled={disabled}
        fill
        resetOnSelect
        popoverProps={{ minimal: true, usePortal: false }}
        tagInputProps={{
          inputProps: { id, 'aria-label': label, 'data-testid': testId } as object,
          intent: invalid ? 'danger' : 'none',
          // Each tag's remove button worded in the interface language; Backspace still removes through onRemove.
          tagProps: (_tag, index) => ({ minimal: true, onRemove: undefined, endIcon: disabled ? undefined : <TagRemoveButton onRemove={() => onUnassign(index)} /> }),
        }}
      />
    </FormGroup>
  );
}
