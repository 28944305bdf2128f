import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError } from '../../../../core/client/api/ApiError';
import type { ApiKernel } from '../../../../core/client/api/ApiKernel';
import type { CompletionRow } from '../monitoringReplies';
import type { TermFilter } from './Filter';

export const FILTER_FIELDS = ['domain', 'page', 'audience', 'channel'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterOperation = 'equals' | 'contains';
export interface ValueOption {
  value: string;
  label: string;
  /** Audiences: 1 interest, 2 property (spec §3 Term filter type_id). */
  typeId?: number;
}

/** Spec §9: autocomplete from 2 characters, 400 ms after the last keystroke. */
export const COMPLETE_MIN_CHARS = 2;
export const COMPLETE_DEBOUNCE_MS = 400;

/** What the form adds: the domain filter, or a term. */
export type NewFilter = { domain: string | string[] } | { term: TermFilter };

/**
 * The add-filter form (FB-04..FB-14): field × operation, one value for equals or a list for
 * contains (converted when switching), domain unavailable when already set, autocomplete for
 * domain and page once per field/text pair.
 */
export class AddFilterStore {
  field: FilterField = 'page';
  operation: FilterOperation = 'equals';
  value: string | string[] = '';
  text = '';
  suggestions: ValueOption[] = [];
  private readonly queried = new Map<string, ValueOption[]>();
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly api: ApiKernel,
    /** Whether the filter already has a domain (FB-08). */
    readonly domainSet: boolean,
    /** The domain the page lookups are limited to (FB-13). */
    private readonly domain: string | string[] | undefined,
    /** Audience and channel values, loaded by the page. */
    private readonly options: { audience: ValueOption[]; channel: ValueOption[] },
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
    if (domainSet) this.field = 'page';
  }

  /** The values chosen, as a list. */
  get values(): string[] {
    return [this.value].flat().filter((v) => v !== '');
  }

  /** FB-07 */
  get canAdd(): boolean {
    return this.values.length > 0;
  }

  /** Fixed value lists (audience, channel); domain and page take typed text with suggestions. */
  get choices(): ValueOption[] | undefined {
    return this.field === 'audience' || this.field === 'channel' ? this.options[this.field] : undefined;
  }

  setField(field: FilterField): void {
    if (field === 'domain' && this.domainSet) return;
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

  /** Typed text: for domain and page a lookup 400 ms later (FB-09, FB-10, FB-12). */
  type(text: string): void {
    runInAction(() => {
      this.text = text;
      if (this.operation === 'equals') this.value = text;
    });
    clearTimeout(this.timer);
    if ((this.field !== 'domain' && this.field !== 'page') || text.trim().length < COMPLETE_MIN_CHARS) return;
    this.timer = setTimeout(() => void this.complete(this.field, text.trim()), COMPLETE_DEBOUNCE_MS);
  }

  /** FB-11, FB-13, FB-14: once per field/text pair; a failure is only logged and may be retried. */
  async complete(field: FilterField, text: string): Promise<void> {
    const key = `${field}\u0000${text.toLowerCase()}`;
    const known = this.queried.get(key);
    if (known) {
      runInAction(() => (this.suggestions = known));
      return;
    }
    this.queried.set(key, []);
    try {
      const rows = await this.api.get<CompletionRow[]>('/v1/monitoring/complete', {
        host: 'analytics',
        query: { field, value: text, ...(field !== 'domain' && this.domain ? { domain: this.domain } : {}) },
      });
      const options = rows.map((r) => ({ value: r.key, label: r.key }));
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
    if (this.field === 'domain') return { domain: single ? this.values[0] : this.values };
    const numeric = this.field === 'audience' || this.field === 'channel';
    const values = numeric ? this.values.map(Number) : this.values;
    const labels = this.values.map((v) => this.choices?.find((c) => c.value === v)?.label ?? v);
    const typeId = this.field === 'audience' ? this.choices?.find((c) => c.value === this.values[0])?.typeId : undefined;
    return { term: { field: this.field, value: single ? values[0] : values, valueLabel: labels.join(', '), ...(typeId !== undefined ? { type_id: typeId } : {}) } };
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
