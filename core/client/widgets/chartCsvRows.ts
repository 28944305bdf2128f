import type { CsvCell } from './csv';

/**
 * Line-chart series (points `[epoch ms, value]` on one time axis) as CSV data rows: one row per
 * time any series has, `[ISO time, value of each series]`, a series without that time left empty.
 */
export function chartCsvRows(series: readonly (readonly [number, number])[][]): CsvCell[][] {
  const maps = series.map((points) => new Map(points));
  const times = [...new Set(series.flatMap((points) => points.map(([time]) => time)))].sort((a, b) => a - b);
  return times.map((time) => [new Date(time).toISOString(), ...maps.map((values) => values.get(time))]);
}
