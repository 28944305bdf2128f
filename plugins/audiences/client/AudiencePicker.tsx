import { useMemo } from 'react';
import type { AudiencePickerProps } from '../common/audiencesContract';
import { audienceChoices } from './audienceChoices';
import { AudienceMultiSelect } from './AudienceMultiSelect';
import { useAudienceTree } from './useAudienceTree';

/**
 * The audiences contract's picker: the caller's audiences of one type in tree order, the chosen
 * ones as tags named by their path ("Sports › Football"). It changes only the ids of its type in
 * `value`; ids of the other type, or of audiences the caller no longer reads, stay as they are.
 */
export function AudiencePicker({ typeId, value, onChange, label, disabled = false, invalid, testId }: AudiencePickerProps) {
  const tree = useAudienceTree();
  const choices = useMemo(() => audienceChoices(tree ?? [], typeId), [tree, typeId]);
  const byId = useMemo(() => new Map(choices.map((choice) => [choice.audience.id, choice])), [choices]);
  const chosen = value.filter((id) => byId.has(id));
  return (
    <AudienceMultiSelect
      label={label}
      choices={choices}
      tags={chosen.map((id) => ({ id, text: byId.get(id)!.path }))}
      disabled={disabled || tree === undefined}
      invalid={invalid}
      onAssign={(id) => onChange([...value, id])}
      onUnassign={(index) => onChange(value.filter((id) => id !== chosen[index]))}
      testId={testId}
    />
  );
}
