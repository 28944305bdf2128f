/** One value a field offers: `value` becomes the term's value, `children` make a tree (shown indented). */
export interface ValueOption {
  value: string | number;
  label: string;
  /** Spec §3 Term filter type_id, when the field's values have types. */
  typeId?: number;
  children?: ValueOption[];
}

/** The API reads a values module may make (the client's API kernel fits it). */
export interface FilterValuesApi {
  get<T>(path: string, options?: { host?: 'auth' | 'analytics' | 'tools'; query?: Record<string, unknown> }): Promise<T>;
}

/** A typed field's values module: suggestions for typed text (core waits for 2 characters and 400 ms, and asks once per text). */
export interface TextFieldValues {
  /** `domain` is the filter's domain, for lookups limited to it (FB-13). A failure rejects; core logs it and may ask again (FB-14). */
  suggest(api: FilterValuesApi, field: string, text: string, domain?: string | string[]): Promise<ValueOption[]>;
}

/** A list field's values module: the whole list (or tree), loaded once per filter bar; a failure resolves to no values. */
export interface ChoiceFieldValues {
  load(api: FilterValuesApi): Promise<ValueOption[]>;
}

interface FieldBase {
  /**
   * The term field (an event filter field, see TERM_FIELD_NAMES). The field `domain` sets the
   * filter's domain instead of a term, and is offered only while none is set (FB-08).
   */
  field: string;
  /** i18n key of the field's name in the plugin's namespace (form and chips). */
  label: string;
  /** Rule the user must pass for the field to be offered. */
  permission?: string;
}

/**
 * A field of the shared filter bar, contributed by the plugin that owns its values. `text`:
 * typed values with suggestions; `choice`: values picked from a list of ids. The values module
 * is loaded lazily, so the manifest stays data.
 */
export type FilterFieldContribution =
  | (FieldBase & { kind: 'text'; values: () => Promise<{ default: TextFieldValues }> })
  | (FieldBase & {
      kind: 'choice';
      /** Query parameter that applies an id of this field as a temporary filter (FB-02). */
      urlParam?: string;
      values: () => Promise<{ default: ChoiceFieldValues }>;
    });
