export type { GlobalVendor, GlobalVendorKind, GlobalVendorSearchProps } from './GlobalVendorSearch.tsx';
export { GlobalVendorSearch } from './GlobalVendorSearch.tsx';
