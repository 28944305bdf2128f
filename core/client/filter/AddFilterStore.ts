import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError } from '../api/ApiError';
import type { TermFilter } from '../../common/filter/Filter';
import type { ValueOption } from '../../common/filter/filterFields';

export type FilterOperation = 'equals' | 'contains';

/** A value the form offers: `key` identifies it in the pickers, `value` becomes the term's value. */
export interface PickOption {
  key: string;
  label: string;
  value: string | number;
  typeId?: number;
  /** Depth in the field's tree (0 at the top), for indentation. */
  depth: number;
}

/** A contributed field as the form uses it: a list of values, or typed text with suggestions. */
export type FormField =
  | { field: string; label: string; kind: 'choice'; options: PickOption[] }
  | { field: string; label: string; kind: 'text'; suggest(text: string, domain?: string | string[]): Promise<ValueOption[]> };

/** The field that sets the filter's domain instead of adding a term (FB-08). */
export const DOMAIN_FIELD = 'domain';

/** Spec §9: autocomplete from 2 characters, 400 ms after the last keystroke. */
const COMPLETE_MIN_CHARS = 2;
export const COMPLETE_DEBOUNCE_MS = 400;

/** What the form adds: the domain filter, or a term. */
export type NewFilter = { domain: string | string[] } | { term: TermFilter };

/** A field's values, tree flattened in order with each value's depth. */
export function pickOptions(options: readonly ValueOption[], depth = 0): PickOption[] {
  return options.flatMap((o) => [{ key: String(o.value), label: o.label, value: o.value, ...(o.typeId !== undefined ? { typeId: o.typeId } : {}), depth }, ...pickOptions(o.children ?? [], depth + 1)]);
}

/**
 * The add-filter form (FB-04..FB-14): field × operation, one value for equals or a list for
 * contains (converted when switching), domain unavailable when already set, suggestions for
 * typed fields once per field/text pair.
 */
export class AddFilterStore {
  field: string;
  operation: FilterOperation = 'equals';
  /** The chosen value keys. */
  value: string | string[] = '';
  text = '';
  suggestions: PickOption[] = [];
  private readonly queried = new Map<string, PickOption[]>();
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    /** The fields the enabled plugins contribute and the user may use. */
    readonly fields: readonly FormField[],
    /** Whether the filter already has a domain (FB-08). */
    readonly domainSet: boolean,
    /** The domain lookups of other fields are limited to (FB-13). */
    private readonly domain: string | string[] | undefined,
  ) {
    makeObservable(this, {
      field: observable,
      operation: observable,
      value: observable,
      text: observable,
      suggestions: observableRef,
      values: computed,
      canAdd: computed,
      setField: action,
      setOperation: action,
      setValue: action,
      addValue: action,
      removeValue: action,
    });
    this.field = fields.some((f) => f.field === 'page') ? 'page' : (fields.find((f) => !this.unavailable(f.field))?.field ?? '');
  }

  /** FB-08 */
  unavailable(field: string): boolean {
    return field === DOMAIN_FIELD && this.domainSet;
  }

  get current(): FormField | undefined {
    return this.fields.find((f) => f.field === this.field);
  }

  /** The values chosen, as a list. */
  get values(): string[] {
    return [this.value].flat().filter((v) => v !== '');
  }

  /** FB-07 */
  get canAdd(): boolean {
    return this.values.length > 0;
  }

  /** A list field's values; typed fields have suggestions instead. */
  get choices(): PickOption[] | undefined {
    const current = this.current;
    return current?.kind === 'choice' ? current.options : undefined;
  }

  /** What the value picker offers: a list field's values, or the suggestions for the typed text. */
  get items(): PickOption[] {
    return this.choices ?? this.suggestions;
  }

  /** The label a chosen key shows. */
  labelOf(key: string): string {
    return this.items.find((o) => o.key === key)?.label ?? key;
  }

  setField(field: string): void {
    if (this.unavailable(field)) return;
    this.field = field;
    this.value = this.operation === 'contains' ? [] : '';
    this.text = '';
    this.suggestions = [];
  }

  /** FB-06: equals keeps the first value of the list; contains wraps the single value. */
  setOperation(operation: FilterOperation): void {
    if (operation === this.operation) return;
    this.operation = operation;
    this.value = operation === 'contains' ? this.values : (this.values[0] ?? '');
  }

  setValue(value: string): void {
    if (this.operation === 'contains') this.addValue(value);
    else this.value = value;
  }

  addValue(value: string): void {
    const v = value.trim();
    if (v && !this.values.includes(v)) this.value = [...this.values, v];
  }

  removeValue(value: string): void {
    this.value = this.values.filter((v) => v !== value);
  }

  /** Typed text: a typed field's value under equals, looked up 400 ms later (FB-09, FB-10, FB-12); a list field's search. */
  type(text: string): void {
    const current = this.current;
    runInAction(() => {
      this.text = text;
      if (current?.kind !== 'text') return;
      if (this.operation === 'equals') this.value = text;
      // Suggestions for other text would be picked by Enter instead of the text typed.
      this.suggestions = [];
    });
    clearTimeout(this.timer);
    if (current?.kind !== 'text' || text.trim().length < COMPLETE_MIN_CHARS) return;
    this.timer = setTimeout(() => void this.complete(current.field, text.trim()), COMPLETE_DEBOUNCE_MS);
  }

  /** FB-11, FB-13, FB-14: once per field/text pair; a failure is only logged and may be retried. */
  async complete(field: string, text: string): Promise<void> {
    const source = this.fields.find((f) => f.field === field);
    if (source?.kind !== 'text') return;
    const key = `${field}\u0000${text.toLowerCase()}`;
    const known = this.queried.get(key);
    if (known) {
      runInAction(() => (this.suggestions = known));
      return;
    }
    this.queried.set(key, []);
    try {
      const options = pickOptions(await source.suggest(text, field === DOMAIN_FIELD ? undefined : this.domain));
      this.queried.set(key, options);
      if (this.field === field && this.text.trim() === text) runInAction(() => (this.suggestions = options));
    } catch (error) {
      this.queried.delete(key);
      console.error('Autocomplete failed:', (error as ApiError).code);
    }
  }

  /** The filter to add, or nothing without a value (FB-07). */
  result(): NewFilter | undefined {
    if (!this.canAdd) return undefined;
    const single = this.operation === 'equals';
    if (this.field === DOMAIN_FIELD) return { domain: single ? this.values[0] : this.values };
    const chosen = this.values.map((key) => this.choices?.find((c) => c.key === key));
    const values = this.values.map((key, i) => chosen[i]?.value ?? key);
    const labels = this.values.map((key, i) => chosen[i]?.label ?? key);
    const typeId = chosen[0]?.typeId;
    return { term: { field: this.field, value: single ? values[0] : values, valueLabel: labels.join(', '), ...(typeId !== undefined ? { type_id: typeId } : {}) } };
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
