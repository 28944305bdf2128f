/** The parsed JSON of a query parameter, or the value itself when it is no JSON text (the type check then refuses it). */
export function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
