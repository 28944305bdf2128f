import { Highcharts } from './highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { formatPercent } from '../../common/format/formatPercent';
import { useChartLang } from '../i18n/useChartLang';
import { pngExport } from './chartExport';
import { PAGE_CHART_FONT_SIZE } from './pageChartFont';

export interface Share {
  key: string;
  label: string;
  value: number;
}

/**
 * Labelled counts as horizontal bars with their share of the total in the label with two
 * decimals (CO-07), e.g. devices or referrer types over a longer range on the insights pages.
 * With `exportName` the chart offers a PNG download.
 */
export function ShareChart({ shares, valueName, height = 180, exportName }: { shares: readonly Share[]; valueName: string; height?: number; exportName?: string }) {
  const lang = useChartLang();
  const options = useMemo<Highcharts.Options>(() => {
    const font = `${PAGE_CHART_FONT_SIZE}px`;
    const total = shares.reduce((sum, s) => sum + s.value, 0);
    return {
      chart: { type: 'bar', height, animation: false, style: { fontSize: font } },
      title: { text: undefined },
      credits: { enabled: false },
      lang,
      legend: { enabled: false },
      ...(exportName ? { exporting: pngExport(exportName) } : {}),
      xAxis: { categories: shares.map((s) => s.label), labels: { style: { fontSize: font } } },
      yAxis: { title: { text: undefined }, min: 0, allowDecimals: false, labels: { style: { fontSize: font } } },
      plotOptions: { series: { animation: false, dataLabels: { enabled: true, format: '{point.share}', style: { fontSize: font } } } },
      series: [{ type: 'bar', name: valueName, data: shares.map((s) => ({ y: s.value, share: total ? formatPercent(s.value / total, lang.locale) : '' })) }],
    };
  }, [shares, valueName, height, exportName, lang]);
  return <HighchartsReact key={lang.locale} highcharts={Highcharts} options={options} containerProps={{ className: 'ac-share-chart', 'data-testid': 'share-chart' }} />;
}
