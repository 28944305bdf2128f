import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useField, useFormikContext } from 'formik';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { IsoDay } from '../../../common/dateRange/calendarDays';
import { DayInput } from '../DayInput';
import { shownError } from './useDialogForm';

/** What every field of a dialog form has: its Formik name, a translated label, an optional hint. */
interface FieldProps {
  name: string;
  label: ReactNode;
  /** Shown under the field while it has no error (the channel path's "/sport" example, CH-02). */
  hint?: ReactNode;
  disabled?: boolean;
}

/** The field's Formik state and the error to show under it. */
function useDialogField<Value>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const error = shownError(meta.error, meta.touched, submitCount);
  return { field, helpers, error, intent: error ? ('danger' as const) : ('none' as const) };
}

/** Label, control and the error (or else the hint) under it. */
function FieldFrame({ id, label, hint, error, children }: { id?: string; label?: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? hint}>
      {children}
    </FormGroup>
  );
}

/** Rewrites a text as it is typed (`change`) or left (`blur`), e.g. a URL without a scheme gets https:// (management §5). */
export type TextNormalizer = (value: string, on: 'change' | 'blur') => string;

/** A text field's Formik state with `normalize` applied to what is typed and to what is left. */
function useTextField(name: string, normalize: TextNormalizer | undefined) {
  const { field, helpers, error, intent } = useDialogField<string>(name);
  const value = field.value ?? '';
  if (!normalize) return { field, value, error, intent };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void helpers.setValue(normalize(event.currentTarget.value, 'change'));
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const left = normalize(value, 'blur');
    if (left !== value) void helpers.setValue(left);
    field.onBlur(event);
  };
  return { field: { ...field, onChange, onBlur }, value, error, intent };
}

/**
 * A one-line text (a title, a path, a URL). `counter`: the field's maximum length, shown as a
 * "12/30" counter in the field (management §5: names with counter 30).
 */
export function TextField({ name, label, hint, disabled, placeholder, autoFocus, counter, normalize }: FieldProps & { placeholder?: string; autoFocus?: boolean; counter?: number; normalize?: TextNormalizer }) {
  const id = useId();
  const { field, value, error, intent } = useTextField(name, normalize);
  const count = counter === undefined ? undefined : (
    <span className="ac-field-counter bp6-text-muted" data-testid={`field-${name}-counter`}>
      {value.length}/{counter}
    </span>
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <InputGroup id={id} {...field} value={value} intent={intent} disabled={disabled} placeholder={placeholder} autoFocus={autoFocus} rightElement={count} data-testid={`field-${name}`} />
    </FieldFrame>
  );
}

/** Text of several lines (a code snippet, a tag), shown and edited as plain text; `code` sets it in a monospace font. */
export function TextAreaField({ name, label, hint, disabled, placeholder, rows = 4, code, normalize }: FieldProps & { placeholder?: string; rows?: number; code?: boolean; normalize?: TextNormalizer }) {
  const id = useId();
  const { field, value, error, intent } = useTextField(name, normalize);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <TextArea id={id} {...field} value={value} intent={intent} disabled={disabled} placeholder={placeholder} rows={rows} fill spellCheck={!code} className={code ? 'bp6-monospace-text' : undefined} data-testid={`field-${name}`} />
    </FieldFrame>
  );
}

/** A number (a delay, a duration); empty is undefined, so the schema says whether it is required. */
export function NumberField({ name, label, hint, disabled, min, max }: FieldProps & { min?: number; max?: number }) {
  const id = useId();
  const { field, helpers, error, intent } = useDialogField<number | undefined>(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <InputGroup
        id={id}
        type="number"
        name={name}
        min={min}
        max={max}
        value={field.value === undefined ? '' : String(field.value)}
        onChange={(event) => void helpers.setValue(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))}
        onBlur={field.onBlur}
        intent={intent}
        disabled={disabled}
        data-testid={`field-${name}`}
      />
    </FieldFrame>
  );
}

/**
 * What a field does instead of setting its own value: a change that moves other fields too (an
 * ad's timing moves its position, AD-25), so the screen sets the form's values itself.
 */
type ChangeOverride<Value> = { onChange?(value: Value): void };

/** An on/off value (active, auto-assignment); the switch carries its own label. */
export function SwitchField({ name, label, hint, disabled, onChange }: FieldProps & ChangeOverride<boolean>) {
  const { field, helpers, error } = useDialogField<boolean>(name);
  const set = onChange ?? ((value: boolean) => void helpers.setValue(value));
  return (
    <FieldFrame hint={hint} error={error}>
      <Switch name={name} labelElement={label} checked={Boolean(field.value)} onChange={(event) => set(event.currentTarget.checked)} disabled={disabled} data-testid={`field-${name}`} />
    </FieldFrame>
  );
}

/** One of a few known values (a type, a device type); an option's value keeps its type (a number stays a number). */
export function SelectField<Value extends string | number>({ name, label, hint, disabled, options, onChange }: FieldProps & ChangeOverride<Value> & { options: readonly { value: Value; label: string }[] }) {
  const id = useId();
  const { field, helpers, error } = useDialogField<Value>(name);
  const set = onChange ?? ((value: Value) => void helpers.setValue(value));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <HTMLSelect
        id={id}
        name={name}
        value={field.value === undefined ? '' : String(field.value)}
        onChange={(event) => set(options.find((option) => String(option.value) === event.currentTarget.value)?.value as Value)}
        onBlur={field.onBlur}
        disabled={disabled}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        data-testid={`field-${name}`}
      />
    </FieldFrame>
  );
}

/** An optional calendar day (a campaign's start or end): typed or picked, cleared to null; the schema says which days pass. */
export function DateField({ name, label, hint, minDate, maxDate }: Omit<FieldProps, 'disabled'> & { minDate?: IsoDay; maxDate?: IsoDay }) {
  const id = useId();
  const { field, helpers, error } = useDialogField<IsoDay | null>(name);
  const set = (day: IsoDay | null) => {
    void helpers.setValue(day);
    void helpers.setTouched(true, false);
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <DayInput
        id={id}
        value={field.value ?? undefined}
        onChange={set}
        onClear={() => set(null)}
        label={typeof label === 'string' ? label : name}
        minDate={minDate}
        maxDate={maxDate}
        invalid={error !== undefined}
        testId={`field-${name}`}
      />
    </FieldFrame>
  );
}

/** What a ControlField hands its control. */
export interface FieldControl<Value> {
  value: Value;
  /** Sets the value and marks the field seen, so its error shows. */
  onChange(value: Value): void;
  /** The field has an error to show: the control marks itself refused. */
  invalid: boolean;
}

/**
 * A field whose control the screen brings (a picker of another plugin's contract: pixels,
 * audiences), framed like every field: label, and the error (or else the hint) under it.
 */
export function ControlField<Value>({ name, label, hint, children }: Omit<FieldProps, 'disabled'> & { children(control: FieldControl<Value>): ReactNode }) {
  const { field, helpers, error } = useDialogField<Value>(name);
  const onChange = (value: Value) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(value);
  };
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      <div data-testid={`field-${name}`}>{children({ value: field.value, onChange, invalid: error !== undefined })}</div>
    </FieldFrame>
  );
}
