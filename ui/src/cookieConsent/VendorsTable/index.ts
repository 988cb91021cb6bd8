export type { VendorsTableProps } from './VendorsTable.tsx';
export { VendorsTable } from './VendorsTable.tsx';
export type { VendorKind } from './vendorKind.ts';
export { VENDOR_KIND_LABEL, vendorKindText } from './vendorKind.ts';
