export { FilterBar } from './FilterBar.tsx';
