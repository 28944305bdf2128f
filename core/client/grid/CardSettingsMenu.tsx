import { Classes, HTMLSelect, MenuDivider, NumericInput, Switch } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { cardSettingEntries, type CardSettingEntry, type CardSettingsDefinition } from '../../common/plugin/cardSettings';

export interface CardSettingsMenuProps {
  definition: CardSettingsDefinition | undefined;
  /** The card's current settings (read through its schema). */
  settings: Record<string, unknown>;
  onChange(partial: Record<string, unknown>): void;
  /** Translates in the card's namespace: labels and `choices.<value>`. */
  t: TFunction;
}

/**
 * The card's own entries of its options menu, drawn from its settings schema (CX-02, OP-33):
 * each labelled setting with a select for a choice, a switch for a boolean, a numeric input
 * within the schema's bounds for a number; a divider below when there are any.
 */
export function CardSettingsMenu({ definition, settings, onChange, t }: CardSettingsMenuProps) {
  const entries = cardSettingEntries(definition);
  if (!entries.length) return null;
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.key} className="ac-card-option">
          <SettingControl entry={entry} value={settings[entry.key]} onChange={(value) => onChange({ [entry.key]: value })} t={t} />
        </li>
      ))}
      <MenuDivider />
    </>
  );
}

function SettingControl({ entry, value, onChange, t }: { entry: CardSettingEntry; value: unknown; onChange(value: unknown): void; t: TFunction }) {
  const testId = `card-option-${entry.key}`;
  const { control } = entry;
  if (control.kind === 'switch') return <Switch label={t(entry.label)} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={testId} />;
  return (
    <label className={Classes.LABEL}>
      {t(entry.label)}
      {control.kind === 'select' ? (
        // The chosen value as the schema lists it, so a numeric choice is saved as a number.
        <HTMLSelect value={String(value ?? '')} onChange={(e) => onChange(control.choices.find((choice) => String(choice) === e.currentTarget.value))} data-testid={testId}>
          {control.choices.map((choice) => (
            <option key={String(choice)} value={String(choice)}>
              {t(`choices.${choice}`, { defaultValue: String(choice) })}
            </option>
          ))}
        </HTMLSelect>
      ) : (
        <NumericInput value={typeof value === 'number' ? value : ''} min={control.min} max={control.max} fill onValueChange={(number) => Number.isFinite(number) && onChange(number)} data-testid={testId} />
      )}
    </label>
  );
}
