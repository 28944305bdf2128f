import { TagInput } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagRemoveButton } from '../TagRemoveButton';
import './dataTable.css';

export interface DataTableSearchProps {
  /** The search terms in force: the chips, then the typed text once it has rested for the debounce. */
  terms: string[];
  onChange(terms: string[]): void;
  debounceMs: number;
}

/**
 * Search chips (management §2): Enter turns the typed text into a chip; the text searches already
 * while typed, once it has rested for the debounce (management §7: 500 ms for tables), so fast
 * typing sends one request (TR-06).
 */
export function DataTableSearch({ terms, onChange, debounceMs }: DataTableSearchProps) {
  const { t } = useTranslation('core');
  const [typed, setTyped] = useState('');
  /** The typed text that is already the last search term (it shows in the field, not as a chip). */
  const [pending, setPending] = useState('');
  const chips = useMemo(() => (pending && terms.at(-1) === pending ? terms.slice(0, -1) : terms), [terms, pending]);

  // The terms changed elsewhere (back, forward, a link): the typed text is no longer among them.
  const previousTerms = useRef(terms);
  useEffect(() => {
    if (terms === previousTerms.current) return;
    previousTerms.current = terms;
    if (pending && terms.at(-1) !== pending) {
      setTyped('');
      setPending('');
    }
  }, [terms, pending]);

  useEffect(() => {
    const text = typed.trim();
    if (text === pending) return;
    const timer = setTimeout(() => {
      setPending(text);
      onChange(text ? [...chips, text] : chips);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [typed, pending, chips, onChange, debounceMs]);

  const add = (values: string[]) => {
    const added = values.map((v) => v.trim()).filter(Boolean);
    setTyped('');
    setPending('');
    if (added.length) onChange([...chips, ...added]);
    else if (pending) onChange(chips);
  };
  const remove = (index: number) => onChange([...chips.filter((_, i) => i !== index), ...(pending ? [pending] : [])]);

  return (
    <TagInput
      className="ac-datatable-search"
      leftIcon="search"
      placeholder={t('dataTable.search')}
      values={chips}
      inputValue={typed}
      onInputChange={(event) => setTyped(event.currentTarget.value)}
      onAdd={add}
      separator={false}
      inputProps={{ 'aria-label': t('dataTable.search') }}
      tagProps={(_tag, index) => ({ onRemove: undefined, endIcon: <TagRemoveButton onRemove={() => remove(index)} /> })}
    />
  );
}
