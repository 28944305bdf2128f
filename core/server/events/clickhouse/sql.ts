/**
 * ClickHouse SQL built only from code and escaped values. ClickHouse 18.16 (Debian's) has no
 * server-side query parameters, so values are inlined — each through `literal`, the one escaping
 * function; the `sql` tag is the only way a value reaches a statement, and identifiers pass `ident`.
 */
const TRUSTED = Symbol('trusted');

/** Made in this module only (the token is not exported): the tag's static parts, identifiers, literals. */
export class Sql {
  constructor(
    token: typeof TRUSTED,
    readonly text: string,
  ) {
    if (token !== TRUSTED) throw new Error('SQL is made by the sql tag only.');
  }
}

const trusted = (text: string) => new Sql(TRUSTED, text);

/** The smallest positive normal double. */
const MIN_NORMAL = 2.2250738585072014e-308;

export type SqlValue = Sql | string | number | bigint | boolean | readonly SqlValue[];

/**
 * A value as a ClickHouse literal. Strings: single quotes, with backslash and quote escaped
 * (ClickHouse reads backslash escapes in quoted strings) and NUL, CR and LF spelled as escapes
 * so no byte of a value ends a line or a statement. Numbers must be finite; a negative one is
 * parenthesised so `a - ${-1}` stays arithmetic; a subnormal one is refused. Arrays become `[…]`.
 */
export function literal(value: Exclude<SqlValue, Sql>): string {
  if (typeof value === 'string') return `'${value.replace(/[\\'\0\n\r]/g, (c) => ESCAPES[c])}'`;
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    // 18.16's parser refuses subnormal doubles (below 2.2e-308): none is a count, a time or a score.
    if (!Number.isFinite(value) || (value !== 0 && Math.abs(value) < MIN_NORMAL)) throw new Error(`Not a finite normal number: ${value}`);
    return value < 0 ? `(${value})` : String(value);
  }
  return `[${value.map((v) => (v instanceof Sql ? v.text : literal(v))).join(', ')}]`;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\0': '\\0', '\n': '\\n', '\r': '\\r' };

/** A statement or a part of one: static text as written, every value through `literal`. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Sql {
  let text = strings[0];
  values.forEach((value, i) => {
    text += (value instanceof Sql ? value.text : literal(value)) + strings[i + 1];
  });
  return trusted(text);
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A column or table name, or a measure's alias: only plain identifiers, quoted. */
export function ident(name: string): Sql {
  if (!IDENTIFIER.test(name)) throw new Error(`Not an identifier: "${name}"`);
  return trusted(`\`${name}\``);
}

/** Parts joined by `separator` (`, `, ` AND `): the separator is code, never a value. */
export function join(parts: readonly Sql[], separator: ', ' | ' AND ' | ' OR ' | ' + ' | ' UNION ALL ' | ' ' = ', '): Sql {
  return trusted(parts.map((p) => p.text).join(separator));
}
