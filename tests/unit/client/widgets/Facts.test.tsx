import { render, screen } from '@testing-library/react';
import { Facts } from '../../../../core/client/widgets/Facts';

describe('Facts', () => {
  it('CD-02, CR-01: labelled values side by side, each findable by its key', () => {
    render(<Facts facts={[{ key: 'top-browser', label: 'Top browser', value: 'Chrome' }, { key: 'top-os', label: 'Top OS', value: '–' }]} />);
    expect(screen.getByTestId('top-browser').textContent).toBe('Top browserChrome');
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Top browser', 'Top OS']);
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual(['Chrome', '–']);
  });
});
