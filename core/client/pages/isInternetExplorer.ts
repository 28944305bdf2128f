/** OP-17: IE11 is recognised by its Trident engine token. */
export function isInternetExplorer(userAgent: string): boolean {
  return userAgent.includes('Trident/');
}

/** OP-17: the four modern browsers the IE11 warning links to. */
export const MODERN_BROWSERS = [
  { name: 'Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;
