import { ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_LOGICS, type MatchLogic } from '../common/wildcard';

export interface MatchValueFieldsProps {
  value: string;
  logic: MatchLogic;
  onChange(change: { value?: string; logic?: MatchLogic }): void;
}

/** A match value as typed and its logic (AS-03, AS-15): equals, begins with, contains, ends with; the stars are the server's. */
export function MatchValueFields({ value, logic, onChange }: MatchValueFieldsProps) {
  const { t } = useTranslation('audiences');
  const id = useId();
  return (
    <FormGroup label={t('assign.value')} labelFor={id}>
      <ControlGroup fill>
        <HTMLSelect
          aria-label={t('assign.logic')}
          value={logic}
          onChange={(event) => onChange({ logic: event.currentTarget.value as MatchLogic })}
          options={MATCH_LOGICS.map((l) => ({ value: l, label: t(`assign.logics.${l}`) }))}
          data-testid="assign-logic"
        />
        <InputGroup id={id} value={value} onChange={(event) => onChange({ value: event.currentTarget.value })} data-testid="assign-value" />
      </ControlGroup>
    </FormGroup>
  );
}
