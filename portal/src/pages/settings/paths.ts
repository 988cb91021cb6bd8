/** Where the settings pages link to each other. */
export const ORGANIZATIONS_PATH = '/settings/organizations';

/** The details page of an organization (the route also answers /settings/organizations/{id}/details). */
export function organizationDetailsPath(id: number): string {
  return `${ORGANIZATIONS_PATH}/details/${id}`;
}
