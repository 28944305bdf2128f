import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import { chartTheme } from '../theme/chartTheme';
import { themePalette } from '../theme/themePalette';

// Every chart draws in the console's light and dark palettes, the scheme in force chosen by the
// theme (chartTheme). Loading the exporting module turns exporting on for every chart: only
// charts that ask for it (pngExport) export.
Highcharts.setOptions({ ...chartTheme(themePalette(false), themePalette(true)), exporting: { enabled: false } });

/** Highcharts with the console's defaults: the charts' one way in. */
export { Highcharts };
