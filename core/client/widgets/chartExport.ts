import type Highcharts from 'highcharts';

/**
 * A chart's PNG download: Highcharts' menu with one entry, rendered in the browser (exporting.local,
 * the default since Highcharts 12.3) and never sent to Highsoft's export server. The image gets the
 * theme's background, which the transparent chart on screen takes from its card (chartTheme).
 */
export function pngExport(filename: string): Highcharts.ExportingOptions {
  return {
    enabled: true,
    local: true,
    fallbackToExportServer: false,
    filename,
    buttons: { contextButton: { menuItems: ['downloadPNG'] } },
    chartOptions: { chart: { backgroundColor: 'var(--highcharts-background-color)' } },
  };
}
