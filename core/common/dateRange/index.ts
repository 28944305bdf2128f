export * from './calendarDays';
export * from './clampDateRange';
export * from './dateRangeInstants';
export * from './dateRangeProblem';
export * from './dateRangeRules';
