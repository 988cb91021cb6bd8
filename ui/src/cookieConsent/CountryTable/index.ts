export type { CountryTableProps } from './CountryTable.tsx';
export { CountryTable } from './CountryTable.tsx';
