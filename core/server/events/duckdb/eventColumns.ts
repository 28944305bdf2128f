import type { EventField, EventListDeclaration } from '../EventQuery';

/** The events table's column of each event field. */
export const FIELD_COLUMNS: Readonly<Record<EventField, string>> = {
  kind: 'kind',
  event: 'event',
  label: 'label',
  domain: 'domain',
  page: 'path',
  device: 'device',
  browser: 'browser',
  os: 'os',
  referrer: 'referrer',
  referrerType: 'referrer_type',
};

const LIST_NAME = /^[a-z][a-z0-9_]*$/;

/** The column of a declared id list: `audience` → `audience_ids`. */
export function listColumn(name: string): string {
  if (!LIST_NAME.test(name)) throw new Error(`An event list's name must be a lower-case identifier, not "${name}".`);
  return `${name}_ids`;
}

/** The id lists of a store: the column each term field filters. */
export class EventLists {
  private readonly byTerm = new Map<string, string>();

  constructor(readonly declared: readonly EventListDeclaration[]) {
    for (const list of declared) for (const term of list.terms) this.byTerm.set(term, listColumn(list.name));
  }

  /** The list column a term field filters; undefined when no enabled plugin declares it. */
  termColumn(field: string): string | undefined {
    return this.byTerm.get(field);
  }

  columns(): string[] {
    return this.declared.map((list) => listColumn(list.name));
  }

  rolledUpColumns(): string[] {
    return this.declared.filter((list) => list.rolledUp).map((list) => listColumn(list.name));
  }
}
