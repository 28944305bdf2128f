import type { ValidationError } from 'yup';

/** Field → messages of a yup schema's synchronous validation, as the server's 422 and the forms name them; {} when valid. */
export function schemaErrors(schema: { validateSync(value: unknown, options: object): unknown }, value: object): Record<string, string[]> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Record<string, string[]> = {};
    for (const inner of (err as ValidationError).inner) (errors[inner.path!] ??= []).push(inner.message);
    return errors;
  }
}
