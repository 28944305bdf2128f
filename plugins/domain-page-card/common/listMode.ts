/** What DomainPageCard lists (spec §4, CP-01), saved in the card's params as `listMode`. */
export const LIST_MODES = ['domains', 'pages', 'referrer'] as const;
export type ListMode = (typeof LIST_MODES)[number];

/** The part of the dashboard filter the list-mode rules look at. */
interface ModeFilter {
  domain?: unknown;
  page?: unknown;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** CP-02: domains only while no domain filter is shown. */
export function offeredModes(filter: ModeFilter): ListMode[] {
  return isSet(filter.domain) ? ['pages', 'referrer'] : [...LIST_MODES];
}

/** CP-03 with OP-25's precedence: a page filter → referrer; else domains when offered; else pages. */
export function defaultMode(filter: ModeFilter): ListMode {
  if (isSet(filter.page)) return 'referrer';
  return offeredModes(filter).includes('domains') ? 'domains' : 'pages';
}

/** The mode to show: the saved one while it is offered, otherwise the default. */
export function listModeFor(saved: ListMode | undefined, filter: ModeFilter): ListMode {
  return saved && offeredModes(filter).includes(saved) ? saved : defaultMode(filter);
}
