export type { DateRange, DateRangeFilterProps } from './DateRangeFilter.tsx';
export { DateRangeFilter, rangeProblem } from './DateRangeFilter.tsx';
