export type { ConsentLogFiltersProps, ConsentLogFilterValues } from './ConsentLogFilters.tsx';
export { ConsentLogFilters } from './ConsentLogFilters.tsx';
