import * as yup from 'yup';
import { lazyMessage, validationMessage, type ValidationMessageKey } from './validationMessages';

/**
 * The input limits every route and socket message is held to (docs/security.md, "Input
 * limits"). Values beyond them are refused with 422 naming the field, before any work.
 */
export const INPUT_LIMITS = {
  /** PostgreSQL `integer`, the type of every id column. */
  idMax: 2_147_483_647,
  /** Nesting of any request part or socket message: objects and lists inside each other. */
  depthMax: 16,
  /** Bytes of an API request body (collect has its own, smaller limit); more is a 413. */
  bodyBytes: 256 * 1024,
  /** Bytes of one socket message (socket.io closes the connection above it). */
  socketMessageBytes: 64 * 1024,
  /** Characters of a JSON value stored as given (an account setting's value). */
  storedJsonChars: 64 * 1024,
} as const;

/** Why a value of a request may not reach any code: where, and what. */
export interface InputProblem {
  /** The field as yup names it (`grid[2].params.title`); '' for the whole value. */
  path: string;
  message: string;
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPICIOUS = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text may not be stored: PostgreSQL refuses NUL, and a lone surrogate is no Unicode text. */
function textProblem(text: string): 'Nul' | 'LoneSurrogate' | undefined {
  if (!SUSPICIOUS.test(text)) return undefined;
  if (text.includes('\u0000')) return 'Nul';
  return LONE_SURROGATE.test(text) ? 'LoneSurrogate' : undefined;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A value met on the walk, with how it was reached (its path is written out only for a problem). */
interface Frame {
  value: unknown;
  depth: number;
  parent?: Frame;
  key?: string | number;
}

/** The field `key` of `path` as yup names it: `grid[2]`, `grid.params`, `value["odd key"]`. */
export function pathOf(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return path ? `${path}.${key}` : key;
  return `${path}[${JSON.stringify(key)}]`;
}

/** The field of a value met on the walk, starting at `root`. */
function pathOfFrame(frame: Frame, root: string): string {
  const keys: (string | number)[] = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) keys.unshift(f.key!);
  return keys.reduce<string>(pathOf, root);
}

/**
 * The first problem of a parsed JSON value (or query string): a text or key with NUL or a lone
 * surrogate, a number that is not finite (JSON's 1e400), nesting deeper than `maxDepth`; paths
 * start at `root`. Walks without recursion, so a hostile nesting cannot overflow the stack, and
 * allocates little for clean input (collect runs it on every hit).
 */
export function inputProblem(value: unknown, maxDepth: number = INPUT_LIMITS.depthMax, root = ''): InputProblem | undefined {
  const stack: Frame[] = [{ value, depth: 0 }];
  const problem = (frame: Frame, key: ValidationMessageKey, values: Record<string, number> = {}): InputProblem => {
    const path = pathOfFrame(frame, root);
    return { path, message: validationMessage(key, { field: path || 'The value', ...values }) };
  };
  while (stack.length) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === 'string') {
      const text = textProblem(v);
      if (text) return problem(frame, `text${text}`);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return problem(frame, 'finiteNumber');
    } else if (v !== null && typeof v === 'object') {
      if (frame.depth >= maxDepth) return problem(frame, 'nestedTooDeep', { max: maxDepth });
      const depth = frame.depth + 1;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) stack.push({ value: v[i], depth, parent: frame, key: i });
        continue;
      }
      for (const key of Object.keys(v)) {
        const text = textProblem(key);
        if (text) return problem(frame, `key${text}`);
        stack.push({ value: (v as Record<string, unknown>)[key], depth, parent: frame, key });
      }
    }
  }
  return undefined;
}

/** What a route's schemas may read while validating (`validate(…, { context })`): the server fills it. */
export interface InputContext {
  /** The card components the registry knows: a dashboard may hold no other (closed enum). */
  cardComponents?: ReadonlySet<string>;
  /** The management entity types the plugins declare (entityInformationBatch's `type`). */
  entityTypes?: ReadonlySet<string>;
}

/** Trims text and leaves anything else for the type check (yup's own `trim()` throws on a list: a 500). */
const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** `yup.string().trim()` that a list or an object fails with 422 instead of a TypeError. */
export function trimmedString() {
  return yup.string().transform(trimText).typeError(lazyMessage('invalid'));
}

/**
 * Text of at most `max` characters without NUL or lone surrogates; trimmed when asked. A list
 * or object where text is expected fails the type check (422), never a transform.
 */
export function safeText(max: number, options: { trim?: boolean; field?: string } = {}) {
  const field = (path: string) => options.field ?? path;
  const base = options.trim ? trimmedString() : yup.string();
  return base
    .typeError(({ path }) => validationMessage('text', { field: field(path) }))
    .max(max, ({ path }) => validationMessage('max', { field: field(path), max }))
    .test('safe-text', (value, ctx) => {
      const problem = typeof value === 'string' ? textProblem(value) : undefined;
      return problem ? ctx.createError({ message: validationMessage(`text${problem}`, { field: field(ctx.path) }) }) : true;
    });
}

/**
 * Any JSON value stored as given (an account setting, a card's settings): no NUL or lone
 * surrogate anywhere, at most `maxDepth` levels and `maxChars` characters of JSON.
 */
export function boundedJson<T extends NonNullable<unknown> = NonNullable<unknown>>(options: { maxChars: number; maxDepth: number }) {
  return yup.mixed<T>().test('bounded-json', (value, ctx) => {
    if (value === undefined) return true;
    const problem = inputProblem(value, options.maxDepth, ctx.path);
    if (problem) return ctx.createError({ message: problem.message });
    if (JSON.stringify(value).length > options.maxChars) return ctx.createError({ message: validationMessage('jsonTooLong', { field: ctx.path, max: options.maxChars }) });
    return true;
  });
}

/**
 * The component of a card on a dashboard: one the registry knows where the server passes it in
 * the context (a closed enum), a plain identifier anyway.
 */
export function cardComponent() {
  return safeText(100)
    .required(lazyMessage('required', { field: 'component' }))
    .matches(/^[A-Za-z][A-Za-z0-9_-]*$/, lazyMessage('cardComponentName', { field: 'component' }))
    .test('registered', lazyMessage('registeredCard', { field: 'component' }), (value, ctx) => {
      const known = (ctx.options.context as InputContext | undefined)?.cardComponents;
      return !known || known.has(value);
    });
}
