import type { DataRow } from './monitoringReplies';

/**
 * How a list names its page rows: by path alone while they share one domain, with their domain
 * in front once rows of several domains are in view — else "/" would stand there three times.
 */
export function pageLabels(rows: readonly DataRow[]): (row: DataRow) => string {
  const domains = new Set(rows.map((row) => row.domain).filter(Boolean));
  return domains.size > 1 ? (row) => (row.domain ? `${row.domain}${row.key}` : row.key) : (row) => row.key;
}
