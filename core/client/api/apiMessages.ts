import { translateServerMessage } from '../../common/validation/validationMessages';

/** User-facing texts of the API kernel (spec §8) in English, the fallback of every language. */
const english = {
  unexpected: 'An unexpected error has occurred. Please try again or contact support.',
  forbidden: "You don't have the needed permissions for this action!",
  notFound: 'View not found!',
  timeout: 'Request timeout after 60 seconds. Please apply filter or try again.',
  duplicate: 'resource request already running',
  tokenExpired: 'Your token is expired, please login again!',
  accountCheckFailed: 'Error during checking account!',
} as const;

type ApiMessageKey = keyof typeof english;

/** Looks a key of the `api` texts up in the interface language; undefined when it has none. */
export type ApiTextLookup = (key: string) => string | undefined;

let lookup: ApiTextLookup = () => undefined;

/** The client binds its i18next here once its texts are loaded (bindTranslators). */
export function setApiTextLookup(next: ApiTextLookup): void {
  lookup = next;
}

/** The kernel's texts, each worded in the interface language of the moment it is read. */
export const apiMessages = Object.defineProperties(
  {} as Record<ApiMessageKey, string>,
  Object.fromEntries(Object.entries(english).map(([key, text]) => [key, { enumerable: true, get: () => lookup(key) ?? text }])),
);

/**
 * What a failed call says: a message worded from a shared template is translated by its template
 * (spec §5), otherwise the server's machine code is (`serverErrors.<code>`); the server's
 * English message is the fallback for a code the client does not know.
 */
export function serverErrorText(code: string, message: string): string {
  const translated = translateServerMessage(message);
  if (translated !== message) return translated;
  return lookup(`serverErrors.${code}`) ?? message;
}
