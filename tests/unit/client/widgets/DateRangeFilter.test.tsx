import { fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFilter } from '../../../../core/client/widgets/DateRangeFilter';

describe('DateRangeFilter', () => {
  const value = { startDate: '2026-11-10', endDate: '2026-11-20' };

  it('FB-27: neither input offers a day after today, and a later day typed by hand is ignored', () => {
    const onChange = jest.fn();
    render(<DateRangeFilter value={value} onChange={onChange} today="2026-11-22" />);
    const start = screen.getByTestId('date-range-start');
    const end = screen.getByTestId('date-range-end');
    expect(start.getAttribute('max')).toBe('2026-11-22');
    expect(end.getAttribute('max')).toBe('2026-11-22');
    fireEvent.change(end, { target: { value: '2026-11-23' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '2026-11-22' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-10', endDate: '2026-11-22' });
  });

  it('passes any other edit on unchecked: the host words the rule it breaks', () => {
    const onChange = jest.fn();
    render(<DateRangeFilter value={value} onChange={onChange} today="2026-11-22" />);
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: '2026-11-21' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-21', endDate: '2026-11-20' });
    fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
