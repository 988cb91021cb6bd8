import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { api } from '../lib/api.ts';
import { type Outcome, send } from '../lib/send.ts';

/** The logged-in user (GET /user). */
export function fetchUser(): Promise<Outcome<Schemas['UserEnvelope']>> {
  return send(api.GET('/user'));
}

/**
 * The user's organizations, sorted by name, each with its properties (GET /organizations): every page
 * of them, since the switcher, the guards and the selection read the whole list.
 */
export function fetchOrganizations(): Promise<Outcome<Schemas['OrganizationListEnvelope']>> {
  return send(allPages((after) => api.GET('/organizations', { params: { query: pageQuery(after) } })));
}

/** Tells the server which pair the user works on; it refuses a pair of another company. */
export function fetchSelectedPair(oid: number, pid: number) {
  return send(api.GET('/organizations/{id}/{propId}', { params: { path: { id: oid, propId: pid } } }));
}
