import type { Schemas } from '@privacy-portal/sdk';

export type VendorKind = Schemas['Vendor']['kind'];

/** How the Vendors page names where a vendor comes from. */
export const VENDOR_KIND_LABEL: Readonly<Record<VendorKind, string>> = {
  custom: 'Custom',
  iab: 'IAB TCF',
  google: 'Google ATP',
};

/** 'IAB TCF 755', 'Google ATP 89', 'Custom': the kind with the vendor's id in its list. */
export function vendorKindText(vendor: Pick<Schemas['Vendor'], 'kind' | 'gvl_id'>): string {
  const label = VENDOR_KIND_LABEL[vendor.kind];
  return vendor.kind === 'custom' || vendor.gvl_id === null ? label : `${label} ${vendor.gvl_id}`;
}
