import type { EventField, EventListDeclaration } from './EventQuery';

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

/** A term field of the monitoring filter that names an event field (the others name id lists). */
export const isTextField = (field: string): field is EventField => Object.hasOwn(FIELD_COLUMNS, field);

const LIST_NAME = /^[a-z][a-z0-9_]*$/;

/** The column of a declared id list: `audience` → `audience_ids`. */
export function listColumn(name: string): string {
  if (!LIST_NAME.test(name)) throw new Error(`An event list's name must be a lower-case identifier, not "${name}".`);
  return `${name}_ids`;
}

/** The SQL type of a list's ids. */
export type ListIdType = 'INTEGER' | 'BIGINT';

/** The id lists of a store: the column each term field filters. */
export class EventLists {
  private readonly byTerm = new Map<string, string>();
  private readonly wide = new Set<string>();

  constructor(readonly declared: readonly EventListDeclaration[]) {
    for (const list of declared) {
      for (const term of list.terms) this.byTerm.set(term, listColumn(list.name));
      if (list.wideIds) this.wide.add(listColumn(list.name));
      if (list.classedBy !== undefined && !declared.some((other) => other.name === list.classedBy && other !== list)) {
        throw new Error(`The event list "${list.name}" is classed by "${list.classedBy}", which no enabled plugin declares.`);
      }
    }
  }

  /** The list column a term field filters; undefined when no enabled plugin declares it. */
  termColumn(field: string): string | undefined {
    return this.byTerm.get(field);
  }

  columns(): string[] {
    return this.declared.map((list) => listColumn(list.name));
  }

  /** The type of the ids of a declared list's column (EventListDeclaration.wideIds). */
  idType(column: string): ListIdType {
    return this.wide.has(column) ? 'BIGINT' : 'INTEGER';
  }

  rolledUpColumns(): string[] {
    return this.declared.filter((list) => list.rolledUp).map((list) => listColumn(list.name));
  }

  /** The lists scored from `name` (EventListDeclaration.scoredFrom): what an assignment to one of its ids also changes. */
  scoredFrom(name: string): EventListDeclaration[] {
    return this.declared.filter((list) => list.scoredFrom?.list === name);
  }

  /** The column of the list that classes `name`'s ids (EventListDeclaration.classedBy), if any. */
  classColumn(name: string): string | undefined {
    const classedBy = this.declared.find((list) => list.name === name)?.classedBy;
    return classedBy === undefined ? undefined : listColumn(classedBy);
  }

  /** The lists kept `visitorsPerId`: each gets a per-id roll-up. */
  perIdLists(): { name: string; column: string; classes?: string }[] {
    return this.declared.filter((list) => list.visitorsPerId).map((list) => ({ name: list.name, column: listColumn(list.name), classes: this.classColumn(list.name) }));
  }
}

/** The column of the list `name`; throws when no enabled plugin keeps it (a query may not count or filter by it). */
export function keptListColumn(lists: EventLists, name: string): string {
  const column = listColumn(name);
  if (!lists.columns().includes(column)) throw new Error(`No enabled plugin keeps the event list "${name}".`);
  return column;
}
