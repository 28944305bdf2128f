import type { AnyObjectSchema, InferType, Schema, SchemaDescription, SchemaObjectDescription, ValidateOptions } from 'yup';

/**
 * A card's settings as its manifest declares them (Grafana's panel options with a version and
 * a migration handler): a yup object schema whose fields carry their defaults, the version of
 * that shape, and how settings saved at an older version become today's. A field with a
 * `label` (an i18n key in the card's namespace) is shown in the card's options menu; one
 * without is edited by the card itself.
 */
/**
 * What core reads of a settings schema; every yup object schema has it. The registry holds cards
 * of every schema through it (a yup ObjectSchema is invariant in its shape).
 */
export interface SettingsSchema {
  readonly fields: object;
  describe(): SchemaObjectDescription;
  getDefault(): unknown;
  validateSync(value: unknown, options?: ValidateOptions): unknown;
}

export interface CardSettingsDefinition<S extends SettingsSchema = SettingsSchema> {
  schema: S;
  /** Whole number from 1, raised whenever saved settings need `migrate` to be read. */
  version: number;
  /** Settings saved at `fromVersion` in this version's shape; required once `version` > 1. */
  migrate?(saved: Record<string, unknown>, fromVersion: number): Record<string, unknown>;
}

/** What a card component receives as `settings`: the schema's cast output. */
export type CardSettingsOf<D extends CardSettingsDefinition> = SettingsOfSchema<D['schema']>;

/** A yup object schema's cast output; plain settings for a schema whose type was erased. */
export type SettingsOfSchema<S extends SettingsSchema> = S extends AnyObjectSchema ? InferType<S> : Record<string, unknown>;

/** Identity with inference: the schema's type travels to `CardSettingsOf` and the card's props. */
export function defineCardSettings<S extends AnyObjectSchema>(definition: CardSettingsDefinition<S>): CardSettingsDefinition<S> {
  return definition;
}

/** A fresh card's settings: every field's default (fields without one are left out). */
export function cardSettingsDefaults<D extends CardSettingsDefinition>(definition: D | undefined): CardSettingsOf<D> {
  return readCardSettings(definition, {}, definition?.version);
}

/**
 * Saved settings as the card gets them: migrated when saved at an older version (none saved =
 * version 1), then cast field by field by the schema — a value the schema refuses falls back to
 * its default, keys the schema does not name are dropped. A card without settings gets `{}`.
 */
export function readCardSettings<D extends CardSettingsDefinition>(definition: D | undefined, saved: Record<string, unknown> | undefined, savedVersion = 1): CardSettingsOf<D> {
  if (!definition) return {} as CardSettingsOf<D>;
  const current = saved && savedVersion < definition.version && definition.migrate ? definition.migrate(saved, savedVersion) : (saved ?? {});
  const fields = Object.entries(definition.schema.fields as Record<string, Schema>).map(([key, field]) => [key, castOrDefault(field, current[key])] as const);
  return Object.fromEntries(fields.filter(([, value]) => value !== undefined)) as CardSettingsOf<D>;
}

function castOrDefault(field: Schema, value: unknown): unknown {
  try {
    return field.validateSync(value, { stripUnknown: true });
  } catch {
    return field.getDefault();
  }
}

/** How the options menu edits a labelled setting. */
export type CardSettingControl = { kind: 'select'; choices: (string | number)[] } | { kind: 'switch' } | { kind: 'number'; min?: number; max?: number };

/** One entry of a card's options menu, read from its schema (CX-02, OP-33). */
export interface CardSettingEntry {
  key: string;
  /** i18n key in the card's namespace. */
  label: string;
  control: CardSettingControl;
}

/**
 * The settings a card's options menu shows, in schema order: the labelled fields — a choice
 * (`oneOf`) as a select, a boolean as a switch, a number as a numeric input within the schema's
 * min and max. Labelled fields of another kind have no menu control and are left out.
 */
export function cardSettingEntries(definition: CardSettingsDefinition | undefined): CardSettingEntry[] {
  if (!definition) return [];
  return Object.entries(definition.schema.describe().fields).flatMap(([key, description]) => {
    const field = description as SchemaDescription;
    const control = field.label ? controlOf(field) : undefined;
    return control ? [{ key, label: field.label!, control }] : [];
  });
}

function controlOf(field: SchemaDescription): CardSettingControl | undefined {
  const choices = field.oneOf.filter((choice): choice is string | number => typeof choice === 'string' || typeof choice === 'number');
  if (choices.length) return { kind: 'select', choices };
  if (field.type === 'boolean') return { kind: 'switch' };
  if (field.type !== 'number') return undefined;
  const bound = (name: 'min' | 'max') => field.tests.find((test) => test.name === name)?.params?.[name] as number | undefined;
  return { kind: 'number', min: bound('min'), max: bound('max') };
}
