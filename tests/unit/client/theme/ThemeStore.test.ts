import { DARK_MODE_KEY, ThemeStore } from '../../../../core/client/theme/ThemeStore';

describe('ThemeStore', () => {
  beforeEach(() => localStorage.clear());

  it('IN-05 / IN-06: light by default; dark mode is stored and applied with the bp6-dark class', () => {
    const theme = new ThemeStore(localStorage);
    expect(theme.darkMode).toBe(false);
    theme.toggle();
    theme.apply(document.body);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(new ThemeStore(localStorage).darkMode).toBe(true);
  });

  it('IN-06: the dark-theme rules load the first time dark mode is applied, not before', () => {
    const loadDarkRules = jest.fn(() => Promise.resolve());
    const theme = new ThemeStore(localStorage, loadDarkRules);
    theme.apply(document.body);
    expect(loadDarkRules).not.toHaveBeenCalled();
    theme.toggle();
    theme.apply(document.body);
    expect(loadDarkRules).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
  });

  it.each(['{bad', '"yes"', '1'])('IN-08: a stored value that fails to parse (%s) is ignored and removed', (raw) => {
    localStorage.setItem(DARK_MODE_KEY, raw);
    const theme = new ThemeStore(localStorage);
    expect(theme.darkMode).toBe(false);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBeNull();
  });
});
