import { DARK_MODE_KEY, ThemeStore } from '../../../../core/client/theme/ThemeStore';
import { themePalette } from '../../../../core/client/theme/themePalette';

/** What <body> says of the theme: Blueprint's and Highcharts' classes and our style sheets' palette. */
const onBody = () => ({
  blueprint: document.body.classList.contains('bp6-dark') ? 'dark' : 'light',
  highcharts: ['highcharts-light', 'highcharts-dark'].filter((c) => document.body.classList.contains(c)),
  card: document.body.style.getPropertyValue('--ac-card'),
  page: document.body.style.getPropertyValue('--ac-page'),
  text: document.body.style.getPropertyValue('--ac-text'),
});

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

  it('IN-05: one source for Blueprint, Highcharts and our style sheets: the theme on screen goes on <body> as both libraries’ classes and the palette', () => {
    const theme = new ThemeStore(localStorage);
    theme.apply(document.body);
    const light = themePalette(false);
    expect(onBody()).toEqual({ blueprint: 'light', highcharts: ['highcharts-light'], card: light.card, page: light.page, text: light.text });
    theme.setDarkMode(true);
    theme.apply(document.body);
    const dark = themePalette(true);
    expect(theme.palette).toBe(dark);
    expect(onBody()).toEqual({ blueprint: 'dark', highcharts: ['highcharts-dark'], card: dark.card, page: dark.page, text: dark.text });
  });

  it('IN-07: a page’s own dark mode (Big Board’s) darkens the screen on top of the setting, is not stored and ends with the page', () => {
    const loadDarkRules = jest.fn(() => Promise.resolve());
    const theme = new ThemeStore(localStorage, loadDarkRules);
    theme.setPageDarkMode(true);
    theme.apply(document.body);
    expect(theme.dark).toBe(true);
    expect(theme.darkMode).toBe(false);
    expect(loadDarkRules).toHaveBeenCalledTimes(1);
    expect(onBody()).toMatchObject({ blueprint: 'dark', highcharts: ['highcharts-dark'], card: themePalette(true).card });
    expect(localStorage.getItem(DARK_MODE_KEY)).toBeNull();
    theme.setPageDarkMode(false);
    theme.apply(document.body);
    expect(onBody()).toMatchObject({ blueprint: 'light', highcharts: ['highcharts-light'] });
    // With the setting on, the page's own switch cannot make the screen light.
    theme.setDarkMode(true);
    expect(theme.dark).toBe(true);
  });

  it.each(['{bad', '"yes"', '1'])('IN-08: a stored value that fails to parse (%s) is ignored and removed', (raw) => {
    localStorage.setItem(DARK_MODE_KEY, raw);
    const theme = new ThemeStore(localStorage);
    expect(theme.darkMode).toBe(false);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBeNull();
  });
});
