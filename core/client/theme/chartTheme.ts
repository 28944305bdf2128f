import type { Options, PaletteLightOptions } from 'highcharts';
import type { ThemePalette } from './themePalette';

/**
 * Highcharts' classes that force a colour scheme on every chart below them. Without either,
 * Highcharts follows the operating system's preference, not the console's theme.
 */
export const HIGHCHARTS_LIGHT = 'highcharts-light';
export const HIGHCHARTS_DARK = 'highcharts-dark';

/**
 * Highcharts draws text in blends of the scheme's text colour into its background; the 60 %
 * blend it gives axis titles, subtitles and captions misses WCAG AA (4.5:1) on white.
 */
const READABLE_TEXT = 'var(--highcharts-neutral-color-80)';

/**
 * Data labels: Highcharts' 'contrast' colour is black against a transparent chart, in either
 * scheme; beside their point (our bars) they take the scheme's text colour, unoutlined. A chart
 * with labels inside its points asks for 'contrast' itself.
 */
const DATA_LABELS = { style: { color: 'var(--highcharts-neutral-color-100)', textOutline: 'none' } };

/**
 * The charts' theme, derived from the console's two palettes: Highcharts' palette (since v13)
 * holds a light and a dark scheme and draws every colour of a chart — series, axes, labels,
 * gridlines, tooltips, legends, the exporting button and menu — from the scheme in force, as
 * CSS variables. So a chart follows a theme switch at once, without being drawn again; the
 * scheme in force is the class ThemeStore puts on <body>. The scheme's background is a card's
 * (tooltips, menus and the text blends are made for it), yet a chart itself is transparent: it
 * shows the card or page it is on, and text a card lays over it reads as on the card.
 */
export function chartTheme(light: ThemePalette, dark: ThemePalette): Options {
  const title = { style: { color: READABLE_TEXT } };
  return {
    palette: { light: scheme(light), dark: scheme(dark) },
    chart: { backgroundColor: 'transparent' },
    subtitle: title,
    caption: title,
    xAxis: { title },
    yAxis: { title },
    plotOptions: { series: { dataLabels: DATA_LABELS } },
  };
}

function scheme(palette: ThemePalette): PaletteLightOptions {
  return {
    backgroundColor: palette.card,
    neutralColor: palette.text,
    highlightColor: palette.series[0],
    colors: [...palette.series],
  };
}
