import { Highcharts } from './highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { chartFontSize, chartHeight } from '../../common/plugin/cardGrid';
import { useChartLang } from '../i18n/useChartLang';
import { pngExport } from './chartExport';

/** One line: points as [epoch ms, value]. */
export interface LineSeries {
  name: string;
  points: [number, number][];
  /** Drawn behind the others, dashed: the comparison line. */
  secondary?: boolean;
  /** The last point is a bucket still counting (untilNow): its segment is dotted, as partial. */
  open?: boolean;
}

/** Line style of a bucket still counting. */
const OPEN_DASH = 'Dot';

/**
 * A Highcharts time line chart sized for a card `rows` grid rows high (CX-08, CX-09). Times
 * are drawn as the server bucketed them (UTC keys), so no local time-zone shift applies.
 * `top` keeps that many px free above the plot for figures a card lays over the chart.
 * `fontSize` replaces the card rule's font where the chart is not on a card (insights pages).
 * With `exportName` the chart offers a PNG download of that file name.
 */
export function LineChart({ series, rows, top = 4, fontSize, exportName }: { series: LineSeries[]; rows: number; top?: number; fontSize?: number; exportName?: string }) {
  const lang = useChartLang();
  const options = useMemo<Highcharts.Options>(() => {
    const px = fontSize ?? chartFontSize(rows);
    const font = `${px}px`;
    // The top y label is centred on the plot's top edge and the last x label on its right end:
    // half a label's height above and room for half a label's width at the right keep both whole.
    return {
      chart: { type: 'line', height: chartHeight(rows), style: { fontSize: font }, animation: false, spacing: [Math.max(top, Math.ceil(px / 2)), Math.ceil(px * 1.5), 4, 0] },
      title: { text: undefined },
      credits: { enabled: false },
      lang,
      ...(exportName ? { exporting: pngExport(exportName) } : {}),
      legend: { enabled: false },
      time: { timezone: 'UTC' },
      // Ticks as far apart as about seven characters of the font, so whole labels such as "04:00 PM" fit between them.
      xAxis: { type: 'datetime', tickPixelInterval: px * 7, labels: { style: { fontSize: font, textOverflow: 'none', whiteSpace: 'nowrap' } } },
      yAxis: { title: { text: undefined }, min: 0, allowDecimals: false, labels: { style: { fontSize: font } } },
      tooltip: { shared: true },
      plotOptions: { series: { animation: false, marker: { enabled: false } } },
      series: series.map((s) => ({
        type: 'line',
        name: s.name,
        data: s.points,
        dashStyle: s.secondary ? 'ShortDash' : 'Solid',
        zIndex: s.secondary ? 0 : 1,
        ...(s.open && s.points.length > 1 ? { zoneAxis: 'x', zones: [{ value: s.points[s.points.length - 2][0] }, { dashStyle: OPEN_DASH }] } : {}),
      })),
    };
  }, [series, rows, top, fontSize, exportName, lang]);
  return <HighchartsReact key={lang.locale} highcharts={Highcharts} options={options} containerProps={{ className: 'ac-line-chart' }} />;
}
