export { formatNumber, ABBREVIATE_FROM } from './formatNumber';
export { formatPercent } from './formatPercent';
export { formatDuration } from './formatDuration';
export { growthPercent } from './growthPercent';
export { distributionLabel, type DistributionLabel } from './distributionLabel';
export { wholePercent } from './wholePercent';
export { shares } from './shares';
export { childCountBadge } from './childCountBadge';
