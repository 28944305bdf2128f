import { Classes } from '@blueprintjs/core';
import { action, makeObservable, observable } from 'mobx';

export const DARK_MODE_KEY = 'ac.darkMode';

/**
 * Light or dark theme (IN-05, IN-06), kept in local storage. A stored value that does not
 * parse to a boolean is ignored and removed (IN-08), so a bad value cannot break start-up.
 * Blueprint's dark-theme rules are not part of the initial CSS: `loadDarkRules` fetches them
 * the first time anything turns dark (dark mode here, Big Board's dark mode).
 */
export class ThemeStore {
  darkMode = false;

  constructor(
    private readonly storage: Storage,
    /** Resolves once the dark-theme rules apply; loads them at most once. */
    readonly loadDarkRules: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.darkMode = readDarkMode(storage);
    makeObservable(this, { darkMode: observable, setDarkMode: action, toggle: action });
  }

  setDarkMode(on: boolean): void {
    this.darkMode = on;
    this.storage.setItem(DARK_MODE_KEY, JSON.stringify(on));
  }

  toggle(): void {
    this.setDarkMode(!this.darkMode);
  }

  /** Blueprint's dark class on <body> also covers portals (menus, toasts, dialogs). */
  apply(body: HTMLElement): void {
    if (this.darkMode) void this.loadDarkRules();
    body.classList.toggle(Classes.DARK, this.darkMode);
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
