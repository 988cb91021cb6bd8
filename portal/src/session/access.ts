import { type AccessFlags, accessFlags, type Schemas } from '@privacy-portal/sdk';

/**
 * Licences of the selected pair (portal-spec §4 Feature gating): the property products from the
 * product names on the property (the sdk's rule); DSAR from the organization's assigned licence, as the
 * organizations list carries no plan details.
 */
export function accessOf(
  organization: Pick<Schemas['Organization'], 'org_license_assigned'>,
  property: Pick<Schemas['Property'], 'name'>,
): AccessFlags {
  return { ...accessFlags({ property }), dsar: organization.org_license_assigned };
}
