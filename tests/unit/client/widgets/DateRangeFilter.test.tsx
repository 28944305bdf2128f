import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { DateRangeFilter } from '../../../../core/client/widgets/DateRangeFilter';

// The fields are a lazy chunk; loading it once up front keeps each test's wait short.
beforeAll(() => import('../../../../core/client/widgets/DateRangeFields'));

describe('DateRangeFilter (Blueprint DateRangeInput)', () => {
  const value = { startDate: '2026-11-10', endDate: '2026-11-20' };

  async function renderFilter() {
    const onChange = jest.fn();
    render(<DateRangeFilter value={value} onChange={onChange} today="2026-11-22" />);
    const start = (await screen.findByTestId('date-range-start')) as HTMLInputElement;
    const end = screen.getByTestId('date-range-end') as HTMLInputElement;
    return { start, end, onChange };
  }
  const dayButton = (day: string) => screen.getAllByRole('gridcell').find((cell) => cell.textContent === day) as HTMLButtonElement;

  it('shows the range as ISO days, the fields named start and end', async () => {
    const { start, end } = await renderFilter();
    expect([start.value, end.value]).toEqual(['2026-11-10', '2026-11-20']);
    expect([start.getAttribute('aria-label'), end.getAttribute('aria-label')]).toEqual(['dateRange.start', 'dateRange.end']);
  });

  it('FB-27: the calendar offers no day after today, and a later day typed by hand is refused', async () => {
    const { end, onChange } = await renderFilter();
    await act(async () => void fireEvent.focus(end));
    expect(dayButton('23').disabled).toBe(true);
    expect(dayButton('22').disabled).toBe(false);
    fireEvent.change(end, { target: { value: '2026-11-23' } });
    await act(async () => void fireEvent.blur(end));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => void fireEvent.focus(end));
    fireEvent.change(end, { target: { value: '2026-11-22' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-10', endDate: '2026-11-22' });
  });

  it('a day picked in the calendar is passed on', async () => {
    const { end, onChange } = await renderFilter();
    await act(async () => void fireEvent.focus(end));
    await act(async () => void fireEvent.click(dayButton('21')));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-10', endDate: '2026-11-21' });
  });

  it('passes any other edit on unchecked: the host words the rule it breaks (FB-28..FB-30)', async () => {
    const { start, onChange } = await renderFilter();
    await act(async () => void fireEvent.focus(start));
    fireEvent.change(start, { target: { value: '2025-01-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-01-01', endDate: '2026-11-20' });
    fireEvent.change(start, { target: { value: '2026-11' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    // A start after the end: DateRangeInput reports it when the field is left.
    fireEvent.change(start, { target: { value: '2026-11-21' } });
    await act(async () => void fireEvent.blur(start));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-21', endDate: '2026-11-20' });
  });

  it.each([
    ['fr', 'novembre', ['lu', 'ma', 'me']],
    ['de', 'November', ['Mo', 'Di', 'Mi']],
    ['en', 'November', ['Su', 'Mo', 'Tu']],
  ])('IN-01, IN-04: in %s the calendar names months and weekdays in the interface language, and follows a switch', async (language, month, weekdays) => {
    const i18n = await createI18n({ language: language as 'fr' | 'de' | 'en', namespaces: [], load: loadLocale });
    render(
      <I18nextProvider i18n={i18n}>
        <DateRangeFilter value={value} onChange={jest.fn()} today="2026-11-22" />
      </I18nextProvider>,
    );
    await act(async () => void fireEvent.focus(await screen.findByTestId('date-range-start')));
    const weekdayNames = () => Array.from(document.querySelectorAll('.rdp-head_cell')).map((cell) => cell.textContent);
    await waitFor(() => expect(weekdayNames().slice(0, 3)).toEqual(weekdays));
    expect(Array.from(document.querySelectorAll('.bp6-datepicker-month-select option')).map((o) => o.textContent)).toContain(month);
    await act(async () => void (await i18n.changeLanguage(language === 'fr' ? 'de' : 'fr')));
    await waitFor(() => expect(weekdayNames()[0]).toBe(language === 'fr' ? 'Mo' : 'lu'));
  });
});
