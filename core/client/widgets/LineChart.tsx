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
}

/**
 * A Highcharts time line chart sized for a card `rows` grid rows high (CX-08, CX-09). Times
 * are drawn as the server bucketed them (UTC keys), so no local time-zone shift applies.
 * `top` keeps that many px free above the plot for figures a card lays over the chart.
 * With `exportName` the chart offers a PNG download of that file name.
 */
export function LineChart({ series, rows, top = 4, exportName }: { series: LineSeries[]; rows: number; top?: number; exportName?: string }) {
  const lang = useChartLang();
  const options = useMemo<Highcharts.Options>(() => {
    const fontSize = `${chartFontSize(rows)}px`;
    return {
      chart: { type: 'line', height: chartHeight(rows), style: { fontSize }, animation: false, spacing: [top, 0, 4, 0] },
      title: { text: undefined },
      credits: { enabled: false },
      lang,
      ...(exportName ? { exporting: pngExport(exportName) } : {}),
      legend: { enabled: false },
      time: { timezone: 'UTC' },
      xAxis: { type: 'datetime', labels: { style: { fontSize } } },
      yAxis: { title: { text: undefined }, min: 0, allowDecimals: false, labels: { style: { fontSize } } },
      tooltip: { shared: true },
      plotOptions: { series: { animation: false, marker: { enabled: false } } },
      series: series.map((s) => ({
        type: 'line',
        name: s.name,
        data: s.points,
        dashStyle: s.secondary ? 'ShortDash' : 'Solid',
        zIndex: s.secondary ? 0 : 1,
      })),
    };
  }, [series, rows, top, exportName, lang]);
  return <HighchartsReact key={lang.locale} highcharts={Highcharts} options={options} containerProps={{ className: 'ac-line-chart' }} />;
}
