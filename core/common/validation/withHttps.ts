const SCHEME = /^https?:\/\//i;

/**
 * A URL field's value with https:// in front when it has neither http:// nor https:// (management
 * §5, PX-12); empty stays empty. While typing (`change`), a value that may still become one of the
 * two ("h", "http:/") is left as it is, so typing a scheme by hand is not prefixed.
 */
export function withHttps(value: string, on: 'change' | 'blur' = 'blur'): string {
  const text = value.trim();
  if (text === '' || SCHEME.test(text)) return value;
  const typed = text.toLowerCase();
  if (on === 'change' && ('https://'.startsWith(typed) || 'http://'.startsWith(typed))) return value;
  return `https://${text}`;
}
