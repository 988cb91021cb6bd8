export type { VendorDialogProps } from './VendorDialog.tsx';
export { VendorDialog } from './VendorDialog.tsx';
export type { VendorErrors, VendorField, VendorValues } from './vendorForm.ts';
export { checkVendor, cookieNames, purposeLines } from './vendorForm.ts';
