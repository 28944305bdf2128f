import { act, fireEvent, render, screen } from '@testing-library/react';
import { AddFilterForm } from '../../../../core/client/filter/AddFilterForm';
import { AddFilterStore, COMPLETE_DEBOUNCE_MS, pickOptions, type FormField } from '../../../../core/client/filter/AddFilterStore';

const FIELDS: FormField[] = [
  { field: 'page', label: 'Page', kind: 'text', suggest: async (text) => [{ value: `/${text}`, label: `/${text}` }, { value: `/${text}/live`, label: `/${text}/live` }] },
  { field: 'channel', label: 'Channel', kind: 'choice', options: pickOptions([{ value: 3, label: 'Sport' }, { value: 4, label: 'News', children: [{ value: 5, label: 'Local' }] }]) },
];

function setup() {
  const store = new AddFilterStore(FIELDS, false, undefined);
  const onAdd = jest.fn();
  const outerKeys = jest.fn();
  render(
    <div onKeyDown={(e) => outerKeys(e.key)}>
      <AddFilterForm store={store} onAdd={onAdd} onCancel={() => {}} />
    </div>,
  );
  const input = () => screen.getByTestId('filter-value') as HTMLInputElement;
  const press = (key: string) => {
    fireEvent.keyDown(input(), { key });
    fireEvent.keyUp(input(), { key });
  };
  const active = () => document.querySelector('[data-testid="filter-suggestion"].bp6-active')?.textContent;
  return { store, onAdd, outerKeys, input, press, active };
}

describe('AddFilterForm keyboard', () => {
  it('FB-04, FB-05: a list field is picked with the arrows and Enter; Escape closes the list, not the form', () => {
    const { store, onAdd, outerKeys, input, press, active } = setup();
    fireEvent.change(screen.getByTestId('filter-field'), { target: { value: 'channel' } });
    act(() => input().focus());
    expect(screen.getAllByTestId('filter-suggestion').map((o) => o.textContent)).toEqual(['Sport', 'News', 'Local']);
    expect(active()).toBe('Sport');
    press('ArrowDown');
    press('ArrowDown');
    expect(active()).toBe('Local');
    press('ArrowUp');
    press('Enter');
    expect(store.value).toBe('4');
    expect(onAdd).not.toHaveBeenCalled();
    act(() => input().focus());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(outerKeys).not.toHaveBeenCalledWith('Escape');
    fireEvent.submit(screen.getByTestId('add-filter-form'));
    expect(onAdd).toHaveBeenCalledWith({ term: { field: 'channel', value: 4, valueLabel: 'News' } });
  });

  it('FB-05, FB-09, FB-12: under contains, typed text brings suggestions 400 ms later; Enter adds the active one, then the typed text itself', async () => {
    jest.useFakeTimers();
    try {
      const { store, input, press, active } = setup();
      fireEvent.change(screen.getByTestId('filter-operation'), { target: { value: 'contains' } });
      act(() => input().focus());
      fireEvent.change(input(), { target: { value: 'sport' } });
      await act(async () => {
        jest.advanceTimersByTime(COMPLETE_DEBOUNCE_MS);
      });
      expect(screen.getAllByTestId('filter-suggestion').map((o) => o.textContent)).toEqual(['/sport', '/sport/live']);
      expect(active()).toBe('/sport');
      press('ArrowDown');
      press('Enter');
      expect(store.value).toEqual(['/sport/live']);
      fireEvent.change(input(), { target: { value: '/tennis' } });
      press('Enter');
      expect(store.value).toEqual(['/sport/live', '/tennis']);
      expect(screen.getByTestId('add-filter-form').textContent).toContain('/sport/live');
    } finally {
      jest.useRealTimers();
    }
  });
});
