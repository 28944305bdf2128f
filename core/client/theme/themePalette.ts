import { Colors } from '@blueprintjs/core';

/**
 * The colours of one theme, taken from Blueprint's palette (the colours its light and dark
 * themes are drawn in), so what we draw ourselves — charts, cards, the page — matches what
 * Blueprint draws. Every text colour meets WCAG AA (4.5:1) on `page` and `card`.
 */
export interface ThemePalette {
  dark: boolean;
  /** Behind everything: the page and the app's body. */
  page: string;
  /** Panels beside the content, such as the navigation drawer. */
  panel: string;
  /** Cards, chart tooltips and menus. */
  card: string;
  /** A hovered menu item or button. */
  hover: string;
  text: string;
  /** Secondary text: axis labels, captions. */
  mutedText: string;
  /** Gridlines and borders. */
  gridLine: string;
  /** Axis lines and ticks. */
  axisLine: string;
  /** Data series in their order; the first is the main one. */
  series: readonly string[];
}

const LIGHT: ThemePalette = {
  dark: false,
  page: Colors.LIGHT_GRAY5,
  panel: Colors.WHITE,
  card: Colors.WHITE,
  hover: Colors.LIGHT_GRAY4,
  text: Colors.DARK_GRAY1,
  mutedText: Colors.GRAY1,
  gridLine: Colors.LIGHT_GRAY2,
  axisLine: Colors.GRAY4,
  series: [Colors.BLUE3, Colors.ORANGE3, Colors.GREEN3, Colors.INDIGO3, Colors.RED3, Colors.TURQUOISE3, Colors.GOLD3, Colors.ROSE3],
};

const DARK: ThemePalette = {
  dark: true,
  page: Colors.DARK_GRAY1,
  panel: Colors.DARK_GRAY2,
  card: Colors.DARK_GRAY3,
  hover: Colors.DARK_GRAY5,
  text: Colors.LIGHT_GRAY5,
  mutedText: Colors.GRAY4,
  gridLine: Colors.DARK_GRAY5,
  axisLine: Colors.GRAY1,
  series: [Colors.BLUE5, Colors.ORANGE5, Colors.GREEN5, Colors.INDIGO5, Colors.RED5, Colors.TURQUOISE5, Colors.GOLD5, Colors.ROSE5],
};

export function themePalette(dark: boolean): ThemePalette {
  return dark ? DARK : LIGHT;
}

/** The palette as CSS custom properties (`--ac-page`, `--ac-card`, …) for the app's own style sheets. */
export function paletteProperties(palette: ThemePalette): Record<string, string> {
  return { '--ac-page': palette.page, '--ac-panel': palette.panel, '--ac-card': palette.card, '--ac-text': palette.text, '--ac-text-muted': palette.mutedText };
}
