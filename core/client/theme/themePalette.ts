import { Colors } from '@blueprintjs/core';
import { PRODUCTS, type Product } from '../../common/products';

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
  /**
   * Each product's accent colour (IN-09; spec §1: analytics red, DMP magenta, ads green, the
   * others neutral dark blue), and `neutral` for no product at all. As text they meet WCAG AA on
   * `panel` and `card` (the toolbar, drawer and cards they colour): dark mode has light variants.
   */
  products: Readonly<Record<Product, string>>;
  neutral: string;
  /** Text on an accent-coloured background (the trial banner). */
  onAccent: string;
}

/** Spec §1's neutral dark blue: the products without a colour of their own, and no product at all. */
const NEUTRAL = '#1f3a5f';
/** Lifted for dark backgrounds: Blueprint's fifth shades, and a lighter rose than its ROSE5 (4.6:1 on a dark card is too close). */
const NEUTRAL_DARK = Colors.BLUE5;

const LIGHT: ThemePalette = {
  page: Colors.LIGHT_GRAY5,
  panel: Colors.WHITE,
  card: Colors.WHITE,
  text: Colors.DARK_GRAY1,
  series: [Colors.BLUE3, Colors.ORANGE3, Colors.GREEN3, Colors.INDIGO3, Colors.RED3, Colors.TURQUOISE3, Colors.GOLD3, Colors.ROSE3, Colors.CERULEAN3, Colors.LIME3],
  products: { analytics: '#cd4246', dmp: '#c22762', ads: '#238551', tools: NEUTRAL, account: NEUTRAL, admin: NEUTRAL },
  neutral: NEUTRAL,
  onAccent: Colors.WHITE,
};

const DARK: ThemePalette = {
  page: Colors.DARK_GRAY1,
  panel: Colors.DARK_GRAY2,
  card: Colors.DARK_GRAY3,
  text: Colors.LIGHT_GRAY5,
  series: [Colors.BLUE5, Colors.ORANGE5, Colors.GREEN5, Colors.INDIGO5, Colors.RED5, Colors.TURQUOISE5, Colors.GOLD5, Colors.ROSE5, Colors.CERULEAN5, Colors.LIME5],
  products: { analytics: Colors.RED5, dmp: '#ff94bc', ads: Colors.GREEN5, tools: NEUTRAL_DARK, account: NEUTRAL_DARK, admin: NEUTRAL_DARK },
  neutral: NEUTRAL_DARK,
  onAccent: Colors.DARK_GRAY1,
};

export function themePalette(dark: boolean): ThemePalette {
  return dark ? DARK : LIGHT;
}

/** The accent colour of `product` (none: neutral). */
export function productColour(palette: ThemePalette, product: Product | undefined): string {
  return product ? palette.products[product] : palette.neutral;
}

/**
 * The palette as the CSS custom properties our style sheets use: `--ac-page`, `--ac-panel`,
 * `--ac-card`, `--ac-text`, `--ac-on-accent` and `--ac-product-<product>` for each product.
 */
export function paletteProperties(palette: ThemePalette): Record<string, string> {
  const products = Object.fromEntries(PRODUCTS.map((p) => [`--ac-product-${p}`, palette.products[p]]));
  return { '--ac-page': palette.page, '--ac-panel': palette.panel, '--ac-card': palette.card, '--ac-text': palette.text, '--ac-on-accent': palette.onAccent, ...products };
}
