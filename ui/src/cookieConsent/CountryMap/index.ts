export type { CountryMapProps } from './CountryMap.tsx';
export { CountryMap } from './CountryMap.tsx';
