/** The spec's other names of pixel fields (management §3, PX-13), accepted on input. */
const PIXEL_FIELD_ALIASES = {
  headercode: 'externalcode',
  bodycode: 'staticcode',
  triggercode: 'trigger_code',
  pixelid: 'facebook_id',
  imageurl: 'source',
} as const;

/**
 * A pixel body with each alias renamed to its field (a field also sent under its own name keeps
 * that value); anything but a plain object is returned as it is, for the schema to refuse.
 */
export function withPixelAliases(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...input };
  for (const [alias, field] of Object.entries(PIXEL_FIELD_ALIASES)) {
    if (!Object.hasOwn(body, alias)) continue;
    if (body[field] === undefined) body[field] = body[alias];
    delete body[alias];
  }
  return body;
}
