import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { Filter, TermFilter } from '../../common/filter/Filter';
import { withDomain, withoutDomain, withoutTerm, withTerm } from '../../common/filter/filterChanges';
import { withTermFields } from '../../common/filter/termFields';
import { hasTemporary, urlFilter, urlFilterParams, withoutTemporaryMarks, withUrlFilter, type UrlTermField } from '../../common/filter/urlFilter';

export type FilterMode = 'normal' | 'temporary';

/**
 * A stored filter with spec §4's two modes. In normal mode every change is stored (FB-20,
 * through `onStore`); URL filters turn on temporary mode (FB-02, FB-15), whose changes stay
 * local until saved (FB-17) or left (FB-18), and which ends when nothing temporary is left (FB-19).
 * The realtime dashboard and the insights pages keep their filter in one of these (core widget state).
 * Every filter it takes in has its page and channel set from its terms (FB-21), a stored one too.
 */
export class FilterModeStore {
  /** The filter as stored. */
  stored: Filter = {};
  mode: FilterMode = 'normal';
  temporary: Filter = {};
  /** Called with the filter to store (normal mode, or "save"). */
  onStore: (filter: Filter) => void = () => {};

  /** The query parameters that turn on temporary mode; they leave the URL with it (useUrlFilterExit). */
  readonly urlParams: readonly string[];

  /** `urlFields`: the id parameters the enabled plugins' fields take from the URL (see urlTermFields). */
  constructor(private readonly urlFields: readonly UrlTermField[] = []) {
    this.urlParams = urlFilterParams(urlFields);
    makeObservable(this, {
      stored: observableRef,
      mode: observable,
      temporary: observableRef,
      filter: computed,
      setStored: action,
      applyUrl: action,
      change: action,
      saveTemporary: action,
      exitTemporary: action,
    });
  }

  /** The filter in force: the temporary one in temporary mode, else the stored one. */
  get filter(): Filter {
    return this.mode === 'temporary' ? this.temporary : this.stored;
  }

  setStored(filter: Filter): void {
    this.stored = withTermFields(filter);
  }

  /** FB-02, FB-15, OP-31: valid URL filters over the stored filter turn on temporary mode. */
  applyUrl(params: URLSearchParams): void {
    const found = urlFilter(params, this.urlFields);
    if (!found) return;
    this.temporary = withTermFields(withUrlFilter(this.stored, found));
    this.mode = 'temporary';
  }

  /** One filter change: kept locally in temporary mode (leaving it when nothing temporary is left), stored otherwise. */
  change(changed: Filter): void {
    const next = withTermFields(changed);
    if (this.mode === 'temporary') {
      if (hasTemporary(next)) this.temporary = next;
      else this.exitTemporary();
      return;
    }
    this.stored = next;
    this.onStore(next);
  }

  setDomain(domain: string | string[]): void {
    this.change(withDomain(this.filter, domain, this.mode === 'temporary'));
  }

  addTerm(term: TermFilter): void {
    this.change(withTerm(this.filter, term, this.mode === 'temporary'));
  }

  removeDomain(): void {
    this.change(withoutDomain(this.filter));
  }

  removeTerm(index: number): void {
    this.change(withoutTerm(this.filter, index));
  }

  /** FB-17: the temporary filter becomes the stored filter. */
  saveTemporary(): void {
    const filter = withoutTemporaryMarks(this.temporary);
    this.mode = 'normal';
    this.temporary = {};
    this.stored = filter;
    this.onStore(filter);
  }

  /** FB-18: back to the stored filter. */
  exitTemporary(): void {
    this.mode = 'normal';
    this.temporary = {};
  }
}
