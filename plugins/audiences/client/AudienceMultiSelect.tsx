import { FormGroup, MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagRemoveButton } from '../../../core/client/widgets';
import type { AssignedAudience } from '../common/Mapping';
import { AUDIENCE_SEARCH_DEBOUNCE_MS, audienceMatches, type AudienceChoice } from './audienceChoices';
import { useDebouncedValue } from './useDebouncedValue';

export interface AudienceMultiSelectProps {
  label: string;
  /** The audiences of the select's type, in tree order. */
  choices: readonly AudienceChoice[];
  /** Those of the type the target's rules assign: the chosen ones. */
  assigned: readonly AssignedAudience[];
  disabled: boolean;
  onAssign(audienceId: number): void;
  onUnassign(assigned: AssignedAudience): void;
  testId: string;
}

/**
 * Interests or properties of a rule (AS-06): choosing an audience assigns it, removing its tag
 * unassigns it; each tag shows the rule's affinity (and in form mode its field and value). The
 * search filters the tree once it has rested 200 ms (AS-18); assigned audiences cannot be chosen twice.
 */
/** An audience in the select: one of the tree (indented by depth) or, as a tag, an assigned one. */
interface Option {
  id: number;
  text: string;
  depth: number;
}

export function AudienceMultiSelect({ label, choices, assigned, disabled, onAssign, onUnassign, testId }: AudienceMultiSelectProps) {
  const { t } = useTranslation('audiences');
  const id = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, AUDIENCE_SEARCH_DEBOUNCE_MS);
  const shown = useMemo(() => choices.filter((choice) => audienceMatches(choice, search)).map(({ audience, depth }): Option => ({ id: audience.id, text: audience.text, depth })), [choices, search]);
  const tags = assigned.map((a): Option => ({ id: a.audience_id, text: t('assign.assignedTag', { name: a.text, affinity: a.affinity_score }) + (a.form_data ? ` · ${a.form_data}` : ''), depth: 0 }));
  const assignedIds = new Set(tags.map((tag) => tag.id));
  return (
    <FormGroup label={label} labelFor={id}>
      <MultiSelect<Option>
        items={shown}
        selectedItems={tags}
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
        onRemove={(_option, index) => onUnassign(assigned[index])}
        tagRenderer={(option) => option.text}
        noResults={<MenuItem disabled text={t('assign.noAudiences')} roleStructure="listoption" />}
        disabled={disabled}
        fill
        resetOnSelect
        popoverProps={{ minimal: true, usePortal: false }}
        tagInputProps={{
          inputProps: { id, 'aria-label': label, 'data-testid': testId } as object,
          // Each tag's remove button worded in the interface language; Backspace still removes through onRemove.
          tagProps: (_tag, index) => ({ minimal: true, onRemove: undefined, endIcon: disabled ? undefined : <TagRemoveButton onRemove={() => onUnassign(assigned[index])} /> }),
        }}
      />
    </FormGroup>
  );
}
