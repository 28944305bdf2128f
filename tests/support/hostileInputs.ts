import type { AnyObject, ISchema, SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import { INPUT_LIMITS } from '../../core/common/validation/safeInput';

/**
 * Hostile inputs derived from a route's own yup schemas (their `describe()`), plus the probe's
 * corpus of issue 13: NUL, lone surrogates, lists and objects where text is expected, nesting
 * thousands deep, ids above 2³¹, 1e300, "NaN", JSON's 1e400 (Infinity). Each value here must be
 * refused by any schema that follows the input limits, whatever the field.
 */

/** Placeholders that `toJson` turns into what JSON.stringify cannot write. */
const INFINITY = '\u0001INFINITY\u0001';
const DEEP = '\u0001DEEP\u0001';
const DEEP_LEVELS = 5000;

/**
 * JSON of a value with the placeholders written out raw: `1e400` (parses to Infinity), a list
 * 5,000 deep (fewer where the JSON is parsed and sent again: JSON.stringify recurses).
 */
export function toJson(value: unknown, deepLevels = DEEP_LEVELS): string {
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(INFINITY), '1e400')
    .replaceAll(JSON.stringify(DEEP), `${'['.repeat(deepLevels)}1${']'.repeat(deepLevels)}`);
}

/** One query-string value: text as is, a placeholder written out (1e400, a list 1,000 deep as JSON), anything else as JSON. */
function queryText(value: unknown): string {
  if (value === INFINITY) return '1e400';
  if (typeof value === 'string' && value !== DEEP) return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : toJson(value, 1000);
}

const isScalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;
/** The three bytes a careless encoder writes for a lone surrogate (WTF-8): %ED%A0%80 for U+D800. */
const wtf8 = (unit: number) => [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');

/** encodeURIComponent, which throws on a lone surrogate: that one is written as its WTF-8 bytes. */
function encodeQuery(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, i) => (i % 2 ? wtf8(part.charCodeAt(0)) : encodeURIComponent(part)))
    .join('');
}

/**
 * A query string of an object, as a client could send it: a list of plain values as its items
 * under the repeated key (at least twice: one occurrence is one value), other lists and objects
 * as JSON text (as the console sends terms and domain lists), 5,000-deep nesting as 1,000 deep
 * (still far beyond the limit; the URL stays within Node's header size).
 */
export function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `fuzz=${encodeQuery(queryText(value))}`;
  const pairs: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const items = Array.isArray(v) && v.every(isScalar) ? (v.length === 1 ? [v[0], v[0]] : v) : [v];
    for (const item of items) pairs.push(`${encodeQuery(key)}=${encodeQuery(queryText(item))}`);
  }
  return pairs.join('&');
}

/** Values no field of any type may take. */
const ANY_FIELD: [string, unknown][] = [
  ['NUL', 'fu\u0000zz'],
  ['lone surrogate', 'fu\ud800zz'],
  ['key with NUL', { 'k\u0000': 1 }],
  ['1e400', INFINITY],
  ['nested 5,000 deep', DEEP],
];

/** By the field's type: the probe's type confusions and out-of-range values. */
const BY_TYPE: Record<string, [string, unknown][]> = {
  string: [
    ['list for text', ['fuzz']],
    ['object for text', { fuzz: 'fuzz' }],
    ['100,000 characters', 'x'.repeat(100_000)],
  ],
  number: [
    ['2^31', INPUT_LIMITS.idMax + 1],
    ['1e300', 1e300],
    ['"1e300"', '1e300'],
    ['"NaN"', 'NaN'],
    // yup would cast it to its item: refused before the cast (listProblem).
    ['one-item list for number', [1]],
    ['object for number', { n: 1 }],
  ],
  boolean: [
    ['one-item list for boolean', [true]],
    ['object for boolean', { b: true }],
  ],
  array: [
    ['object for list', { fuzz: 1 }],
    ['5,000 items', Array.from({ length: 5000 }, () => 'fuzz')],
  ],
  object: [
    ['list for object', ['fuzz']],
    ['text for object', 'fuzz'],
  ],
  mixed: [['100,000 characters', 'x'.repeat(100_000)]],
};

/** Hostile path values (URL segments, raw): undecodable or NUL bytes, and for ids the probe's numbers. */
const HOSTILE_TEXT_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '%FF', 'x'.repeat(5000)];
const HOSTILE_ID_SEGMENTS = ['3000000000', '2147483648', '1e300', 'NaN', '-1', '1.5'];

/** The hostile segments for a path parameter of the given schema type. */
export function hostileSegments(type: string): string[] {
  return type === 'number' ? [...HOSTILE_ID_SEGMENTS, ...HOSTILE_TEXT_SEGMENTS] : HOSTILE_TEXT_SEGMENTS;
}

/** The type of each field of an object schema (a route's params). */
export function fieldTypes(schema: ISchema<unknown>): Record<string, string> {
  const description = schema.describe() as Description;
  return hasFields(description) ? Object.fromEntries(Object.entries(description.fields).map(([key, field]) => [key, field.type])) : {};
}

/** One hostile value at one place of an input. */
export interface HostileCase {
  /** What and where, for the failure message. */
  label: string;
  value: unknown;
}

type Description = SchemaFieldDescription | SchemaDescription;

const hasFields = (d: Description): d is SchemaObjectDescription => d.type === 'object' && 'fields' in d;
const innerOf = (d: Description) => (d.type === 'array' && 'innerType' in d ? (d as SchemaInnerTypeDescription).innerType : undefined);
const innerItem = (inner: SchemaInnerTypeDescription['innerType']) => (Array.isArray(inner) ? inner[0] : inner);

/** The fields of an object schema, recursively, as paths with their descriptions. */
function leaves(description: Description, path: (string | number)[] = []): { path: (string | number)[]; description: Description }[] {
  const here = path.length ? [{ path, description }] : [];
  if (hasFields(description)) return [...here, ...Object.entries(description.fields).flatMap(([key, field]) => leaves(field, [...path, key]))];
  const inner = innerItem(innerOf(description));
  return inner ? [...here, ...leaves(inner, [...path, 0])] : here;
}

/** `base` with `value` at `path` (lists get the item they need). */
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  (object as Record<string, unknown>)[head] = withValue((object as Record<string, unknown>)[head], rest, value);
  return object;
}

/** Every hostile case for an object schema's fields (and for the whole value), each on top of `base`. */
export function hostileCases(schema: ISchema<unknown>, base: unknown): HostileCase[] {
  const description = schema.describe() as Description;
  const cases: HostileCase[] = [
    { label: 'a list as the whole value', value: ['fuzz'] },
    { label: 'text as the whole value', value: 'fuzz' },
    { label: 'the whole value nested 5,000 deep', value: DEEP },
  ];
  for (const { path, description: field } of leaves(description)) {
    const where = path.join('.');
    for (const [name, value] of [...ANY_FIELD, ...(BY_TYPE[field.type] ?? [])]) cases.push({ label: `${name} at ${where}`, value: withValue(base, path, value) });
  }
  return cases;
}

/** Values a valid input's fields are tried with, first fit wins. */
const TEXT_CANDIDATES = ['Fuzz base', '/fuzz-base', 'fuzz@demo.test', 'https://demo.test/fuzz', 'pageview', 'page', 'today', 'en', 'Europe/Vienna', 'fuzz-node:1'];
/** 3 first: a card 3 wide and high at (3, 3) fits the grid. */
const NUMBER_CANDIDATES = [3, 1, 0, 12];

/**
 * A value the schema accepts, built from its description and repaired field by field with
 * candidate values (`texts` adds some the database knows, e.g. a tracked domain): the base
 * each hostile value is put into, so that it is the only thing wrong.
 */
export async function validBase(schema: ISchema<unknown>, texts: readonly string[], context: AnyObject): Promise<{ value: unknown; valid: boolean }> {
  let value = sketch(schema.describe() as Description, texts);
  for (const { path, description } of leaves(schema.describe() as Description)) {
    if (await fieldValid(schema, value, path, context)) continue;
    for (const candidate of candidates(description, texts)) {
      const next = withValue(value, path, candidate);
      if (await fieldValid(schema, next, path, context)) {
        value = next;
        break;
      }
    }
  }
  if (await isValid(schema, value, context)) return { value, valid: true };
  // A list item that only fits as a whole (a card's size): leave the lists empty.
  for (const { path, description } of leaves(schema.describe() as Description)) {
    if (description.type === 'array' && !path.includes(0)) value = withValue(value, path, []);
  }
  if (await isValid(schema, value, context)) return { value, valid: true };
  // A rule across fields that the candidates break (from before to): leave one field out.
  const description = schema.describe() as Description;
  for (const key of hasFields(description) ? Object.keys(description.fields) : []) {
    const without = withValue(value, [key], undefined);
    if (await isValid(schema, without, context)) return { value: without, valid: true };
  }
  return { value, valid: false };
}

function isValid(schema: ISchema<unknown>, value: unknown, context: AnyObject): Promise<boolean> {
  return schema.validate(value, { abortEarly: false, stripUnknown: true, context }).then(
    () => true,
    () => false,
  );
}

function candidates(description: Description, texts: readonly string[]): unknown[] {
  const choices = 'oneOf' in description ? description.oneOf.filter((c) => c !== undefined && c !== null) : [];
  if (choices.length) return [...choices, undefined];
  if (description.type === 'number') return [...NUMBER_CANDIDATES, undefined];
  if (description.type === 'boolean') return [true, undefined];
  return [...texts, ...TEXT_CANDIDATES, ...NUMBER_CANDIDATES.map(String), undefined];
}

/** A first sketch: objects with every field, lists of one item, the first candidate elsewhere (none for any value). */
function sketch(description: Description, texts: readonly string[]): unknown {
  if (hasFields(description)) return Object.fromEntries(Object.entries(description.fields).map(([key, field]) => [key, sketch(field, texts)]));
  const inner = innerItem(innerOf(description));
  if (inner) return [sketch(inner, texts)];
  return description.type === 'mixed' && !('oneOf' in description && description.oneOf.length) ? undefined : candidates(description, texts)[0];
}

/** Whether the field at `path` passes (yup's validateAt; list items are checked with their list). */
async function fieldValid(schema: ISchema<unknown>, value: unknown, path: (string | number)[], context: AnyObject): Promise<boolean> {
  const at = path.reduce<string>((p, key) => (typeof key === 'number' ? `${p}[${key}]` : p ? `${p}.${key}` : key), '');
  const validateAt = (schema as unknown as { validateAt(path: string, value: unknown, options: object): Promise<unknown> }).validateAt.bind(schema);
  return validateAt(at, value, { abortEarly: false, context }).then(
    () => true,
    () => false,
  );
}
