export { formatNumber, ABBREVIATE_FROM } from './formatNumber';
export { formatPercent } from './formatPercent';
export { formatDuration } from './formatDuration';
