import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { DayInput, type DayInputProps } from '../../../../core/client/widgets/DayInput';

// The field is a lazy chunk; loading it once up front keeps each test's wait short.
beforeAll(() => import('../../../../core/client/widgets/DayField'));

describe('DayInput (Blueprint DateInput over one day, issue 14 filters)', () => {
  async function renderDay(language: 'en' | 'de', value: string | undefined, props: Partial<DayInputProps> = {}) {
    const i18n = await createI18n({ language, namespaces: [], load: loadLocale });
    const onChange = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DayInput value={value} onChange={onChange} label="Created from" testId="day" {...props} />
      </I18nextProvider>,
    );
    return { input: (await screen.findByTestId('day')) as HTMLInputElement, onChange };
  }

  it('IN-01: shows the day in the language’s form, named by its label', async () => {
    expect((await renderDay('en', '2026-11-05')).input.value).toBe('2026-11-05');
    expect(screen.getByRole('combobox', { name: 'Created from' })).toBeTruthy();
  });

  it('IN-01: a typed day counts on Enter, in ISO or (German) dd.mm.yyyy, as the same calendar day', async () => {
    const { input, onChange } = await renderDay('de', undefined);
    await act(async () => void fireEvent.focus(input));
    fireEvent.change(input, { target: { value: '05.01.2026' } });
    await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
  });

  it('a day picked in the calendar is passed on', async () => {
    const { input, onChange } = await renderDay('en', '2026-11-05');
    await act(async () => void fireEvent.focus(input));
    const day = screen.getAllByRole('gridcell').find((cell) => cell.textContent === '21')!;
    await act(async () => void fireEvent.click(day));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');
  });

  it('TK-09: an optional day (onClear) is cleared by emptying the input; days before minDate are not offered', async () => {
    const onClear = jest.fn();
    const { input, onChange } = await renderDay('en', '2018-01-02', { onClear, minDate: '2018-01-01' });
    await act(async () => void fireEvent.focus(input));
    // The calendar cannot go back past the earliest month.
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(onClear).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
