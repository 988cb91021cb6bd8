export type { RequestFiltersProps, RequestFilterValues } from './RequestFilters.tsx';
export { hasRequestFilters, RequestFilters } from './RequestFilters.tsx';
