import { useFormat } from '../i18n/useFormat';
import { Facts } from './Facts';

/** Minimum, average and maximum of a series (CU-03); the average rounds to a whole count. */
export function minAvgMax(values: readonly number[]): { min: number; avg: number; max: number } | undefined {
  if (values.length === 0) return undefined;
  const sum = values.reduce((a, b) => a + b, 0);
  return { min: Math.min(...values), avg: Math.round(sum / values.length), max: Math.max(...values) };
}

/** Three labelled figures: min, avg, max of `values` (nothing when there are none). */
export function MinAvgMax({ values, labels }: { values: readonly number[]; labels: { min: string; avg: string; max: string } }) {
  const format = useFormat();
  const stats = minAvgMax(values);
  if (!stats) return null;
  return <Facts facts={(['min', 'avg', 'max'] as const).map((k) => ({ key: `stat-${k}`, label: labels[k], value: format.number(stats[k]) }))} />;
}
