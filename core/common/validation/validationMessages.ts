/**
 * Messages of the form validators (spec §5) and of the server's field errors, in English.
 * `{field}` is replaced by the field's label. Client and server word them from the same
 * templates, so the key is the message's machine code: the client translates a server message
 * by matching it back to its template (translateServerMessage); English is the fallback.
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
  nameTaken: 'A {field} with this name already exists.',
  // A tree's parent (the audience taxonomy): one the caller sees, of the same type, never the node itself or below it.
  parentOfType: '{field} must be an audience you can see, of the same type.',
  parentCycle: '{field} may not be the audience itself or one of its sub-audiences.',
  // Images (core/server/media): an upload or a URL import refused, a video id that is none.
  imageType: '{field} must be a JPEG, PNG, WebP, GIF or AVIF image.',
  imageTooLarge: '{field} may not be larger than {size}.',
  imagePixels: '{field} may not have more than {pixels} megapixels.',
  imageUrlNotAllowed: '{field} must be an http or https address on the public internet.',
  imageUrlFailed: '{field} could not be loaded as an image.',
  videoId: '{field} must be a video id.',
  tooManyAttempts: 'Too many login attempts. Please try again in {seconds} seconds.',
  // A refused stale update (409, core/server/entities): who changed the entry since it was opened, and when (ISO time).
  staleUpdate: '{email} changed this entry at {time}, after you opened it. Reload it and make your changes again.',
  staleUpdateByUnknown: 'This entry was changed at {time}, after you opened it. Reload it and make your changes again.',
  // API parameters (apiParams.ts, resource filters): `{field}` is the parameter's name.
  number: '{field} must be a number.',
  text: '{field} must be a text.',
  wholeNumber: '{field} must be a whole number.',
  boolean: '{field} must be true or false.',
  oneOfValues: '{field} must be one of {values}.',
  instant: '{field} must be epoch milliseconds or an ISO 8601 date.',
  timeZone: '{field} must be an IANA time zone such as Europe/Vienna.',
  textOrList: '{field} must be a text or a list of texts.',
  single: '{field} must be one value, not a list.',
  termList: '{field} must be a list of terms, each with a field and a value.',
  before: '{field} must be before {other}.',
  daysApart: '{field} and {other} must be at most {max} days apart.',
  // Calendar days of a form (a campaign's start and end, management §5): `{day}` is an ISO day.
  isoDay: '{field} must be a date in the form YYYY-MM-DD.',
  earliestDay: '{field} may not be before {day}.',
  // A cron job's pattern (OP-61): `{reason}` is the cron parser's own words.
  cronPattern: '{field} is not a cron pattern: {reason}',
  // Two ways to name what a call acts on (refreshUsers: a user id, or all users).
  eitherNotBoth: 'Either {field} or {other}, not both.',
  // A task of the task manager, "node:id" (AP-10).
  taskRef: '{field} must name tasks as node:id.',
  notBeforeStart: '{field} may not be before the start date.',
  jsonObject: '{field} must be a JSON object.',
  unknownKey: '{field} is unknown.',
  // Input limits (safeInput.ts) and stored shapes (a dashboard): `{field}` is the field's path.
  textNul: '{field} may not contain a NUL character.',
  textLoneSurrogate: '{field} may not contain a lone surrogate (no valid Unicode text).',
  keyNul: '{field} has a key with a NUL character.',
  keyLoneSurrogate: '{field} has a key with a lone surrogate (no valid Unicode text).',
  finiteNumber: '{field} must be a finite number.',
  nestedTooDeep: '{field} is nested deeper than {max} levels.',
  jsonTooLong: '{field} may not be longer than {max} characters of JSON.',
  object: '{field} must be an object.',
  numericId: '{field} must be a numeric id.',
  cardComponentName: '{field} must be a card component name.',
  registeredCard: '{field} must be a card of this console.',
  termValue: '{field} must be a text, an id or a list of them.',
  maxTerms: '{field} may hold at most {max} terms.',
  maxItems: '{field} may hold at most {max} items.',
  // Ads (issue 18): a Google slot's sizes (AD-54), a position the timing does not allow (AD-22 … AD-24).
  slotSizes: '{field} must be sizes like [300,250],[728,90].',
  positionForTiming: '{field} is not a position this timing allows.',
  maxCards: 'A dashboard may hold at most {max} cards.',
  // Card sizes (cardGrid.ts): `{field}` is the card (a manifest's, a dashboard's grid item).
  cardWholeUnits: '{field}: sizes must be positive whole grid units.',
  cardWiderThanGrid: "{field}: width {w} is wider than the grid's {columns} columns.",
  cardBelowMinWidth: "{field}: min width {minW} is below the grid's minimum of {min}.",
  cardMinWidth: '{field}: min width {minW} is larger than width {w}.',
  cardMinHeight: '{field}: min height {minH} is larger than height {h}.',
  cardMaxHeight: '{field}: max height {maxH} is smaller than height {h}.',
  cardOutsideGrid: '{field}: x + w must be at most {columns}.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
export type MessageValues = Record<string, string | number>;

/** Words one message in the interface language; undefined leaves it English. */
export type ValidationTranslator = (key: ValidationMessageKey, values: MessageValues) => string | undefined;

let translator: ValidationTranslator | undefined;

/**
 * The client binds its i18next here once its texts are loaded, so the shared schemas speak the
 * interface language; the server never binds one and keeps English.
 */
export function setValidationTranslator(next: ValidationTranslator | undefined): void {
  translator = next;
}

/** Fills `{name}` placeholders of a message. */
function formatMessage(message: string, values: MessageValues): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message in the interface language (English where no translator is bound). */
export function validationMessage(key: ValidationMessageKey, values: MessageValues = {}): string {
  return translator?.(key, values) ?? formatMessage(validationMessages[key], values);
}

/** A yup message worded when a value fails, so it follows a language switched after the schema was built. */
export function lazyMessage(key: ValidationMessageKey, values: MessageValues = {}): () => string {
  return () => validationMessage(key, values);
}

/** Placeholders that hold a number; every other one (a field, a list of values) holds text. */
const NUMBER_PLACEHOLDERS = new Set(['min', 'max', 'seconds']);

/** Each template as a pattern that gives back its values: `{field} is required.` → /^(?<field>.+?) is required\.$/. */
const templates = (Object.entries(validationMessages) as [ValidationMessageKey, string][]).map(([key, template]) => {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_whole, name: string) => (NUMBER_PLACEHOLDERS.has(name) ? `(?<${name}>\\d+)` : `(?<${name}>.+?)`));
  return { key, pattern: new RegExp(`^${pattern}$`) };
});

/**
 * A server message in the interface language: one worded from a template is translated by its
 * key (the server's "Invalid value" is the generic message, spec §5); any other stays as sent.
 */
export function translateServerMessage(message: string): string {
  if (message === 'Invalid value') return validationMessage('invalid');
  for (const { key, pattern } of templates) {
    const match = pattern.exec(message);
    if (match) return validationMessage(key, { ...match.groups });
  }
  return message;
}
