import * as yup from 'yup';
import { INPUT_LIMITS } from '../validation/safeInput';

/** A field's fast cast gives this when the value is not plain and valid: yup must judge the hit. */
export const NOT_PLAIN = Symbol('not plain');

/**
 * One field of a hit, declared once with both its validators: `schema` (yup: casts, words every
 * error) and `cast`, the collect fast path (yup costs ~0.1 ms a hit, most of the endpoint's CPU).
 * `cast` returns exactly what `schema` with `stripUnknown` would for a value that is already of
 * the field's type and meets every rule; undefined leaves the key out, as yup does; anything
 * else — a value yup would convert ("5" for a number), a failing rule — gives NOT_PLAIN. Both
 * come from the same builder and limits, so they cannot drift apart field by field.
 */
export interface HitField<S extends yup.AnySchema = yup.AnySchema> {
  schema: S;
  /** `parent` is the raw object the value came from (for rules that look at a sibling). */
  cast(value: unknown, parent: Record<string, unknown>): unknown;
}

type Fields = Record<string, HitField>;
type Shape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

const tooLong = (max: number) => `\${path} may not be longer than ${max} characters.`;

/** Optional text: '' when absent. */
export function text(max: number) {
  return {
    schema: yup.string().max(max, tooLong(max)).default(''),
    cast: (value: unknown) => (value === undefined ? '' : typeof value === 'string' && value.length <= max ? value : NOT_PLAIN),
  } satisfies HitField;
}

/** Optional text, absent when not sent (a catalogue field an older tracker does not report). */
export function optionalText(max: number) {
  return {
    schema: yup.string().max(max, tooLong(max)),
    cast: (value: unknown) => (value === undefined ? undefined : typeof value === 'string' && value.length <= max ? value : NOT_PLAIN),
  } satisfies HitField;
}

/** Text that must be present and not empty; trimmed and lower-cased first when asked. */
export function requiredText(max: number, options: { required?: string; trim?: boolean; lowercase?: boolean; pattern?: [RegExp, string] } = {}) {
  const { required, trim = false, lowercase = false, pattern } = options;
  // Transforms that leave a list or an object to the type check (yup's trim() and lowercase() throw on them).
  let schema = yup.string();
  if (trim) schema = schema.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));
  if (lowercase) schema = schema.transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v));
  schema = schema.max(max, tooLong(max));
  if (pattern) schema = schema.matches(...pattern);
  return {
    schema: schema.required(required),
    cast: (value: unknown) => {
      if (typeof value !== 'string') return NOT_PLAIN;
      let s = trim ? value.trim() : value;
      if (lowercase) s = s.toLowerCase();
      return s.length > 0 && s.length <= max && (!pattern || pattern[0].test(s)) ? s : NOT_PLAIN;
    },
  } satisfies HitField;
}

/** An optional string matching `pattern`, absent when not sent. */
export function token(pattern: RegExp, message: string) {
  return {
    schema: yup.string().matches(pattern, message),
    cast: (value: unknown) => (value === undefined ? undefined : typeof value === 'string' && pattern.test(value) ? value : NOT_PLAIN),
  } satisfies HitField;
}

export function oneOf<const T extends string>(values: readonly T[], message: string, required: string) {
  return {
    schema: yup.string().oneOf(values, message).required(required),
    cast: (value: unknown) => (values.includes(value as T) ? value : NOT_PLAIN),
  } satisfies HitField;
}

/** Ids are stored in PostgreSQL `integer` columns (the catalogue's questions and forms). */
const isPositiveInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INPUT_LIMITS.idMax;
const idMaxMessage = `\${path} may not be greater than ${INPUT_LIMITS.idMax}.`;

/** An optional positive integer, absent when not sent. */
export function positiveInteger() {
  return {
    schema: yup.number().integer().positive().max(INPUT_LIMITS.idMax, idMaxMessage),
    cast: (value: unknown) => (value === undefined ? undefined : isPositiveInteger(value) ? value : NOT_PLAIN),
  } satisfies HitField;
}

/** A positive integer that must be sent (`message` replaces yup's). */
export function requiredPositiveInteger(message?: string) {
  return {
    schema: yup.number().integer().positive().max(INPUT_LIMITS.idMax, idMaxMessage).required(message),
    cast: (value: unknown) => (isPositiveInteger(value) ? value : NOT_PLAIN),
  } satisfies HitField;
}

/** Names (1 to 100 characters) mapped to texts: {} when absent. */
export function textRecord(maxKeys: number, maxLength: number, message: string) {
  const isValid = (v: unknown) => v === undefined || isTextRecord(v, maxKeys, maxLength);
  return {
    schema: yup
      .mixed<Record<string, string>>()
      .test('text-record', message, isValid)
      .default(() => ({})),
    cast: (value: unknown) => (value === undefined ? {} : isValid(value) ? value : NOT_PLAIN),
  } satisfies HitField;
}

/** A list of at most `max` items: [] when absent. */
export function list<S extends yup.AnySchema>(item: HitField<S>, max: number) {
  return {
    schema: yup.array().of(item.schema).max(max).default([]),
    cast: (value: unknown, parent: Record<string, unknown>) => {
      if (value === undefined) return [];
      if (!Array.isArray(value) || value.length > max) return NOT_PLAIN;
      const items: unknown[] = [];
      for (const v of value) {
        const cast = item.cast(v, parent);
        if (cast === NOT_PLAIN) return NOT_PLAIN;
        items.push(cast);
      }
      return items;
    },
  } satisfies HitField;
}

/** An object of `fields`, unknown keys dropped. */
export function object<F extends Fields>(fields: F) {
  return { schema: yup.object(shapeOf(fields)), cast: fieldsCast(fields) } satisfies HitField;
}

/** An object of `fields` that may be left out (absent then). */
export function optionalObject<F extends Fields>(fields: F) {
  const cast = fieldsCast(fields);
  return {
    schema: yup.object(shapeOf(fields)).default(undefined),
    cast: (value: unknown) => (value === undefined ? undefined : cast(value)),
  } satisfies HitField;
}

/** The yup shape of a field table. */
export function shapeOf<F extends Fields>(fields: F): Shape<F> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as Shape<F>;
}

/** The fast cast of an object of `fields`: a plain object through each field's cast, or NOT_PLAIN. */
export function fieldsCast(fields: Fields): (value: unknown) => Record<string, unknown> | typeof NOT_PLAIN {
  // arrays, not a for…in over `fields`: this runs for every hit
  const keys = Object.keys(fields);
  const casts = keys.map((key) => fields[key].cast);
  return (value) => {
    if (!isPlainObject(value)) return NOT_PLAIN;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const cast = casts[i](value[keys[i]], value);
      if (cast === NOT_PLAIN) return NOT_PLAIN;
      if (cast !== undefined) out[keys[i]] = cast;
    }
    return out;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextRecord(value: unknown, maxKeys: number, maxLength: number): boolean {
  if (!isPlainObject(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= maxKeys && entries.every(([k, v]) => k.length > 0 && k.length <= 100 && typeof v === 'string' && v.length <= maxLength);
}
