export * from './childCountBadge';
export * from './distributionLabel';
export * from './formatDuration';
export * from './formatNumber';
export * from './formatPercent';
export * from './growthPercent';
export * from './shares';
export * from './wholePercent';
