import { isSchema, type ISchema } from 'yup';
import { pathOf, type InputProblem } from './safeInput';
import { validationMessage } from './validationMessages';

/** What the walk reads of a resolved yup schema (object, array, tuple or a single value). */
interface ResolvedSchema {
  type: string;
  fields?: Record<string, unknown>;
  innerType?: unknown;
  spec: { types?: unknown[] };
}

interface Step {
  schema: ISchema<unknown>;
  value: unknown;
  parent?: unknown;
  path: string;
}

/**
 * The first list where the schema expects one value — text, a number, a boolean, a date or an
 * object — on the raw input, before yup casts it: yup makes `[5]` the number 5 and `["true"]`
 * true, so `id: [5]` would pass a route meant for one id. Conditional and lazy schemas are
 * resolved as yup resolves them (with the sibling values and the context); `mixed` fields decide
 * for themselves (a domain filter takes a text or a list). Lists and tuples are walked into.
 * The input is bounded in depth already (inputProblem runs first).
 */
export function listProblem(schema: ISchema<unknown>, input: unknown, context: object = {}): InputProblem | undefined {
  const stack: Step[] = [{ schema, value: input, path: '' }];
  while (stack.length) {
    const { schema: declared, value, parent, path } = stack.pop()!;
    const resolved = declared.resolve({ value, parent, context }) as unknown as ResolvedSchema;
    const child = (itemSchema: unknown, item: unknown, key: string | number) => {
      if (isSchema(itemSchema)) stack.push({ schema: itemSchema, value: item, parent: value, path: pathOf(path, key) });
    };
    if (Array.isArray(value)) {
      if (resolved.type === 'array') value.forEach((item, i) => child(resolved.innerType, item, i));
      else if (resolved.type === 'tuple') value.forEach((item, i) => child(resolved.spec.types?.[i], item, i));
      else if (resolved.type !== 'mixed') return { path, message: validationMessage('single', { field: path || 'The value' }) };
    } else if (resolved.type === 'object' && value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(resolved.fields ?? {})) if (key in value) child(field, (value as Record<string, unknown>)[key], key);
    }
  }
  return undefined;
}
