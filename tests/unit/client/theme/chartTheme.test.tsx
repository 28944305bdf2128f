import { chartTheme } from '../../../../core/client/theme/chartTheme';
import { themePalette } from '../../../../core/client/theme/themePalette';
import { pngExport } from '../../../../core/client/widgets/chartExport';
import { Highcharts } from '../../../../core/client/widgets/highcharts';
import { AA_TEXT, contrastRatio } from '../../../support/contrast';

type Scheme = Record<string, string>;

const COLOUR = String.raw`(rgba?\([^)]*\)|#[0-9a-fA-F]+)`;

/** Highcharts' CSS variables per scheme, as its injected palette style (the light-dark() block) defines them. */
function schemes(css: string): { light: Scheme; dark: Scheme } {
  const light: Scheme = {};
  const dark: Scheme = {};
  const block = css.slice(css.indexOf('@supports'));
  for (const [, name, value] of block.matchAll(/(--highcharts-[\w-]+):\s*([^;]+);/g)) {
    const pair = new RegExp(String.raw`^light-dark\(${COLOUR},\s*${COLOUR}\)$`).exec(value.trim());
    light[name] = pair ? pair[1] : value.trim();
    dark[name] = pair ? pair[2] : value.trim();
  }
  return { light, dark };
}

/** `var(--x)` → `--x`. */
const variable = (value: unknown) => /^var\((--[\w-]+)\)$/.exec(String(value))?.[1] ?? `not a palette variable: ${String(value)}`;

describe('chartTheme', () => {
  let chart: Highcharts.Chart;
  beforeAll(() => {
    const box = document.createElement('div');
    document.body.append(box);
    chart = Highcharts.chart(box, {
      accessibility: { enabled: false },
      title: { text: 'Title' },
      legend: { enabled: true },
      xAxis: { title: { text: 'Time' } },
      yAxis: { title: { text: 'Users' } },
      exporting: { enabled: true },
      series: [{ type: 'line', name: 'Today', data: [1, 2], dataLabels: { enabled: true } }],
    });
  });
  afterAll(() => chart.destroy());

  const palette = () => schemes(chart.container.querySelector('style.highcharts-palette')!.textContent!);

  it('IN-05: the charts’ light and dark schemes are the console’s palettes: a card’s background, its text colour and the series colours', () => {
    const theme = chartTheme(themePalette(false), themePalette(true));
    for (const dark of [false, true]) {
      const expected = themePalette(dark);
      expect(theme.palette?.[dark ? 'dark' : 'light']).toEqual({ backgroundColor: expected.card, neutralColor: expected.text, highlightColor: expected.series[0], colors: expected.series });
      const scheme = palette()[dark ? 'dark' : 'light'];
      expect(scheme['--highcharts-background-color']).toBe(expected.card);
      expect(scheme['--highcharts-neutral-color']).toBe(expected.text);
      expect(expected.series.map((_, i) => scheme[`--highcharts-color-${i}`])).toEqual(expected.series);
    }
  });

  it('IN-05: a PNG export gets the theme’s background, not the transparent one of the chart on screen', () => {
    expect(pngExport('users').chartOptions?.chart?.backgroundColor).toBe('var(--highcharts-background-color)');
  });

  it('IN-05: every chart text — title, axis labels and titles, legend, tooltip, exporting menu, data labels — meets WCAG AA on its background in both schemes', () => {
    const { options } = chart;
    const texts: Record<string, unknown> = {
      title: options.title?.style?.color,
      'x-axis labels': chart.xAxis[0].options.labels?.style?.color,
      'y-axis labels': chart.yAxis[0].options.labels?.style?.color,
      'x-axis title': chart.xAxis[0].options.title?.style?.color,
      'y-axis title': chart.yAxis[0].options.title?.style?.color,
      subtitle: options.subtitle?.style?.color,
      legend: options.legend?.itemStyle?.color,
      'legend hover': options.legend?.itemHoverStyle?.color,
      tooltip: options.tooltip?.style?.color,
      'exporting menu': options.navigation?.menuItemStyle?.color,
      'data labels': (chart.series[0].options as Highcharts.SeriesLineOptions & { dataLabels: Highcharts.DataLabelsOptions }).dataLabels.style?.color,
    };
    // Drawn as such: a data label is not Highcharts' 'contrast' black, which it takes for a transparent chart.
    expect(chart.container.querySelector('.highcharts-data-label text')?.getAttribute('style')).toContain('fill: var(--highcharts-neutral-color-100)');
    // The chart is transparent on its card (the scheme's background); tooltip and menu draw their own.
    expect(options.chart?.backgroundColor).toBe('transparent');
    const backgrounds: Record<string, unknown> = {
      card: 'var(--highcharts-background-color)',
      tooltip: options.tooltip?.backgroundColor,
      'exporting menu': options.navigation?.menuStyle?.background,
    };
    for (const [schemeName, scheme] of Object.entries(palette())) {
      for (const [backgroundName, background] of Object.entries(backgrounds)) {
        for (const [textName, text] of Object.entries(texts)) {
          const ratio = contrastRatio(scheme[variable(text)], scheme[variable(background)]);
          expect({ scheme: schemeName, text: textName, on: backgroundName, passes: ratio >= AA_TEXT }).toEqual({ scheme: schemeName, text: textName, on: backgroundName, passes: true });
        }
      }
    }
  });
});
