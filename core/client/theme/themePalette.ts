import { Colors } from '@blueprintjs/core';

/**
 * The colours of one theme, taken from Blueprint's palette (the colours its light and dark
 * themes are drawn in), so what we draw ourselves — the page, cards, charts — matches what
 * Blueprint draws. `text` meets WCAG AA (4.5:1) on `page`, `panel` and `card`.
 */
export interface ThemePalette {
  /** Behind everything: the app's body. */
  page: string;
  /** Panels beside the content, such as the navigation drawer. */
  panel: string;
  /** Cards, and the charts on them. */
  card: string;
  text: string;
  /** Data series in their order; the first is the main one. */
  series: readonly string[];
}

const LIGHT: ThemePalette = {
  page: Colors.LIGHT_GRAY5,
  panel: Colors.WHITE,
  card: Colors.WHITE,
  text: Colors.DARK_GRAY1,
  series: [Colors.BLUE3, Colors.ORANGE3, Colors.GREEN3, Colors.INDIGO3, Colors.RED3, Colors.TURQUOISE3, Colors.GOLD3, Colors.ROSE3, Colors.CERULEAN3, Colors.LIME3],
};

const DARK: ThemePalette = {
  page: Colors.DARK_GRAY1,
  panel: Colors.DARK_GRAY2,
  card: Colors.DARK_GRAY3,
  text: Colors.LIGHT_GRAY5,
  series: [Colors.BLUE5, Colors.ORANGE5, Colors.GREEN5, Colors.INDIGO5, Colors.RED5, Colors.TURQUOISE5, Colors.GOLD5, Colors.ROSE5, Colors.CERULEAN5, Colors.LIME5],
};

export function themePalette(dark: boolean): ThemePalette {
  return dark ? DARK : LIGHT;
}

/** The palette as the CSS custom properties our style sheets use (`--ac-page`, `--ac-panel`, `--ac-card`, `--ac-text`). */
export function paletteProperties(palette: ThemePalette): Record<string, string> {
  return { '--ac-page': palette.page, '--ac-panel': palette.panel, '--ac-card': palette.card, '--ac-text': palette.text };
}
