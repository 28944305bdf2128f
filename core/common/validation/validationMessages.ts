/**
 * Messages of the form validators (spec §5). `{field}` is replaced by the field's label.
 * Client and server show the same text because both validate with the same schemas.
 */
export const validationMessages = {
  invalid: 'Invalid value.',
  required: '{field} is required.',
  email: '{field} is not a valid e-mail address.',
  url: '{field} is not a valid URL.',
  path: '{field} needs to start with slash character (/).',
  numeric: '{field} may only contain numbers.',
  min: '{field} must be at least {min} characters.',
  max: '{field} may not be greater than {max} characters.',
  minValue: '{field} must be at least {min}.',
  maxValue: '{field} may not be greater than {max}.',
  confirmed: '{field} confirmation does not match.',
  oneOf: '{field} must be one of the allowed values.',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The server's "Invalid value" is shown as the generic message (spec §5). */
export function displayServerMessage(message: string): string {
  return message === 'Invalid value' ? validationMessages.invalid : message;
}
