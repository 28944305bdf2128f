import { CliError } from '../CliError';
import { sentenceCase } from './names';
import { ProblemList } from './ProblemList';

/** Columns every entity has already (EntityColumns, its id and reply fields): a field may not take their names. */
const RESERVED = new Set(['id', 'organisation_id', 'owner_id', 'created_at', 'created_by', 'modified_at', 'modified_by', 'version', 'email', 'audit_information']);

/** Longest text a string or path field holds when its spec names no range. */
const TEXT_MAX = 255;

/** One field of a scaffolded entity, as every generated file needs it. */
export interface CrudField {
  name: string;
  kind: 'string' | 'path' | 'boolean' | 'number';
  /** English label; the German starts equal (translate it). */
  label: string;
  /** The yup rule in common/<entity>Schema.ts. */
  rule: string;
  /** The Kysely column type and builder of the migration. */
  columnType: string;
  columnBuilder: string;
  /** The TypeScript type of its table column. */
  tsType: string;
  /** The form control (core/client/widgets FormFields) of the create/edit dialog. */
  control: string;
  /** The table cell of an item `item`. */
  cell: string;
  /** The value of a new item in the form. */
  initial?: string;
  /** Searched by the datatable (text columns). */
  searchable: boolean;
  /** A text field's valid value made from a word, keeping the words' order (the generated tests sort and search by them). */
  sample?(word: string): string;
  /** Values the generated tests send: valid, another valid one, and an invalid one with the message it gets. */
  valid: string;
  other: string;
  invalid?: { value: string; message: string };
}

/** `3-50` → [3, 50]; whole numbers for strings, integers (maybe negative) for numbers. */
function parseRange(range: string | undefined, spec: string, pattern: RegExp): [number, number] | undefined {
  if (range === undefined) return undefined;
  const match = pattern.exec(range);
  if (!match || Number(match[1]) > Number(match[2])) throw new CliError(`Field "${spec}": the range must look like min-max with min ≤ max, e.g. 3-50.`);
  return [Number(match[1]), Number(match[2])];
}

/** `title:string:3-50` → a string field of 3 to 50 characters; see parseFields. */
function parseField(spec: string): CrudField {
  const [name = '', kind = '', range, ...rest] = spec.split(':').map((part) => part.trim());
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new CliError(`Field "${spec}": the name must be lower-case letters, digits and "_", starting with a letter.`);
  if (RESERVED.has(name)) throw new CliError(`Field "${spec}": "${name}" is a column every entity has already.`);
  if (rest.length) throw new CliError(`Field "${spec}" must look like name:type or name:type:min-max.`);
  const label = sentenceCase(name);
  const q = JSON.stringify(label).slice(1, -1).replace(/'/g, "\\'");
  switch (kind) {
    case 'string': {
      const [min, max] = parseRange(range, spec, /^(\d+)-(\d+)$/) ?? [1, TEXT_MAX];
      const valid = 'x'.repeat(Math.max(min, Math.min(max, 8)));
      return {
        name,
        kind,
        label,
        rule: `validators.min('${q}', ${min}).concat(validators.max('${q}', ${max})).concat(validators.required('${q}'))`,
        columnType: 'text',
        columnBuilder: '(c) => c.notNull()',
        tsType: 'string',
        control: `<TextField name="${name}" label={t('fields.${name}')} />`,
        cell: `item.${name}`,
        initial: "''",
        searchable: true,
        sample: (word) => `'${word.padEnd(min, 'x').slice(0, max)}'`,
        valid: `'${valid}'`,
        other: `'${'y'.repeat(valid.length)}'`,
        invalid: { value: `'${'x'.repeat(max + 1)}'`, message: `${label} may not be greater than ${max} characters.` },
      };
    }
    case 'path': {
      if (range !== undefined) throw new CliError(`Field "${spec}": a path takes no range (it starts with "/", at most ${TEXT_MAX} characters).`);
      return {
        name,
        kind,
        label,
        rule: `validators.path('${q}').concat(validators.max('${q}', ${TEXT_MAX})).concat(validators.required('${q}'))`,
        columnType: 'text',
        columnBuilder: '(c) => c.notNull()',
        tsType: 'string',
        control: `<TextField name="${name}" label={t('fields.${name}')} placeholder="/example" />`,
        cell: `item.${name}`,
        initial: "''",
        searchable: true,
        sample: (word) => `'/${word}'`,
        valid: "'/first'",
        other: "'/second'",
        invalid: { value: "'no-slash'", message: `${label} needs to start with slash character (/).` },
      };
    }
    case 'boolean': {
      if (range !== undefined) throw new CliError(`Field "${spec}": a boolean takes no range.`);
      return {
        name,
        kind,
        label,
        rule: `yup.boolean().typeError(lazyMessage('boolean', { field: '${q}' })).default(false)`,
        columnType: 'boolean',
        columnBuilder: '(c) => c.notNull().defaultTo(false)',
        tsType: 'boolean',
        control: `<SwitchField name="${name}" label={t('fields.${name}')} />`,
        cell: `t(item.${name} ? 'yes' : 'no')`,
        initial: 'false',
        searchable: false,
        valid: 'true',
        other: 'false',
        invalid: { value: "'maybe'", message: `${label} must be true or false.` },
      };
    }
    case 'number': {
      const [min, max] = parseRange(range, spec, /^(-?\d+)-(-?\d+)$/) ?? [0, 1_000_000];
      return {
        name,
        kind,
        label,
        rule: `validators.minValue('${q}', ${min}).concat(validators.maxValue('${q}', ${max})).integer(lazyMessage('wholeNumber', { field: '${q}' })).required(lazyMessage('required', { field: '${q}' }))`,
        columnType: 'integer',
        columnBuilder: '(c) => c.notNull()',
        tsType: 'number',
        control: `<NumberField name="${name}" label={t('fields.${name}')} min={${min}} max={${max}} />`,
        cell: `item.${name}`,
        searchable: false,
        valid: String(min),
        other: String(max),
        invalid: { value: String(max + 1), message: `${label} may not be greater than ${max}.` },
      };
    }
    default:
      throw new CliError(`Field "${spec}": unknown type "${kind}"; use string[:min-max], path, boolean or number[:min-max].`);
  }
}

/**
 * `--fields title:string:3-50,path:path,active:boolean,priority:number:0-100` → the fields, in
 * order; the problems of all fields are thrown together, each naming its field. At least one text field
 * (string or path) is needed: it names an item in the delete confirmation and is searched.
 */
export function parseFields(value: string): CrudField[] {
  const specs = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!specs.length) throw new CliError('--fields needs at least one field, e.g. title:string:3-50.');
  const problems = new ProblemList();
  const fields = specs.map((spec) => problems.check(() => parseField(spec))).filter((f): f is CrudField => f !== undefined);
  const names = fields.map((f) => f.name);
  for (const twice of new Set(names.filter((n, i) => names.indexOf(n) !== i))) problems.add(`Field "${twice}" is named twice.`);
  if (fields.length === specs.length && !fields.some((f) => f.searchable)) problems.add('--fields needs a string or path field: it names an item and is searched.');
  problems.throwIfAny();
  return fields;
}
