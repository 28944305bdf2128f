import { action, makeObservable, observable } from 'mobx';

/**
 * Below this viewport width the drawer's 240 px would leave the page too little room (at 390 px
 * cards were 86 px wide, at 1024 × 768 the grid fell to one column): the drawer collapses and a
 * toolbar button opens it over the page.
 */
const DRAWER_COLLAPSE_WIDTH = 992;

/** The media query that is true on such a narrow screen. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${DRAWER_COLLAPSE_WIDTH - 1}px)`;

/** How the drawer shows: docked beside the page, over it (opened on a narrow screen), or not at all. */
export type DrawerMode = 'docked' | 'overlay' | 'hidden';

/** The drawer's rule: off in fullscreen (SH-27) and when the display setting is off (AC-02); collapsed on narrow screens until opened. */
export function drawerMode(state: { setting: boolean; fullscreen: boolean; narrow: boolean; open: boolean }): DrawerMode {
  if (!state.setting || state.fullscreen) return 'hidden';
  if (!state.narrow) return 'docked';
  return state.open ? 'overlay' : 'hidden';
}

/** Shell state that is not a setting: fullscreen (SH-27), a narrow viewport and the collapsed drawer opened on it. */
export class ShellStore {
  fullscreen = false;
  narrow = false;
  drawerOpen = false;

  constructor() {
    makeObservable(this, {
      fullscreen: observable,
      narrow: observable,
      drawerOpen: observable,
      setFullscreen: action,
      setNarrow: action,
      setDrawerOpen: action,
    });
  }

  setFullscreen(on: boolean): void {
    this.fullscreen = on;
  }

  /** A viewport change; an opened drawer closes again when the screen turns narrow or wide. */
  setNarrow(narrow: boolean): void {
    if (narrow !== this.narrow) this.drawerOpen = false;
    this.narrow = narrow;
  }

  setDrawerOpen(open: boolean): void {
    this.drawerOpen = open;
  }

  /** Follows the viewport's width through `matchMedia`; returns the unsubscribe. */
  watchViewport(view: Pick<Window, 'matchMedia'>): () => void {
    const query = view.matchMedia(NARROW_VIEWPORT_QUERY);
    const update = () => this.setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }
}
