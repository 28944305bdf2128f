import { Classes } from '@blueprintjs/core';
import { action, computed, makeObservable, observable } from 'mobx';
import { HIGHCHARTS_DARK, HIGHCHARTS_LIGHT } from './chartTheme';
import { paletteProperties, themePalette, type ThemePalette } from './themePalette';

export const DARK_MODE_KEY = 'ac.darkMode';

/**
 * Light or dark theme (IN-05, IN-06), kept in local storage. A stored value that does not
 * parse to a boolean is ignored and removed (IN-08), so a bad value cannot break start-up.
 * Blueprint's dark-theme rules are not part of the initial CSS: `loadDarkRules` fetches them
 * the first time anything turns dark (dark mode here, Big Board's dark mode).
 *
 * The one source of the theme on screen: `apply` puts it on <body> for Blueprint (its dark
 * class), for Highcharts (its colour-scheme class, see chartTheme) and for our own style
 * sheets (the palette as CSS custom properties).
 */
export class ThemeStore {
  /** The user's dark-mode setting. */
  darkMode = false;
  /** A page's own dark mode (IN-07: Big Board's), on top of the setting while the page shows. */
  pageDarkMode = false;

  constructor(
    private readonly storage: Storage,
    /** Resolves once the dark-theme rules apply; loads them at most once. */
    readonly loadDarkRules: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.darkMode = readDarkMode(storage);
    makeObservable(this, {
      darkMode: observable,
      pageDarkMode: observable,
      dark: computed,
      palette: computed,
      setDarkMode: action,
      setPageDarkMode: action,
      toggle: action,
    });
  }

  /** Whether the screen is dark: the setting, or the page's own dark mode. */
  get dark(): boolean {
    return this.darkMode || this.pageDarkMode;
  }

  get palette(): ThemePalette {
    return themePalette(this.dark);
  }

  setDarkMode(on: boolean): void {
    this.darkMode = on;
    this.storage.setItem(DARK_MODE_KEY, JSON.stringify(on));
  }

  /** Not stored here: the page keeps its own setting and turns this off when it goes. */
  setPageDarkMode(on: boolean): void {
    this.pageDarkMode = on;
  }

  toggle(): void {
    this.setDarkMode(!this.darkMode);
  }

  /** On <body>, so the theme also covers portals (menus, toasts, dialogs) and every chart. */
  apply(body: HTMLElement): void {
    if (this.dark) void this.loadDarkRules();
    body.classList.toggle(Classes.DARK, this.dark);
    body.classList.toggle(HIGHCHARTS_DARK, this.dark);
    body.classList.toggle(HIGHCHARTS_LIGHT, !this.dark);
    for (const [name, value] of Object.entries(paletteProperties(this.palette))) body.style.setProperty(name, value);
  }
}

function readDarkMode(storage: Storage): boolean {
  const raw = storage.getItem(DARK_MODE_KEY);
  if (raw === null) return false;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'boolean') throw new TypeError('dark mode is not a boolean');
    return value;
  } catch {
    storage.removeItem(DARK_MODE_KEY);
    return false;
  }
}
