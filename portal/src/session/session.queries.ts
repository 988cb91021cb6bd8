import type { Schemas } from '@privacy-portal/sdk';
import { api } from '../lib/api.ts';
import { type Outcome, send } from '../lib/send.ts';

/** The logged-in user (GET /user). */
export function fetchUser(): Promise<Outcome<Schemas['UserEnvelope']>> {
  return send(api.GET('/user'));
}

/** The user's organizations, sorted by name, each with its properties (GET /organizations). */
export function fetchOrganizations(): Promise<Outcome<Schemas['OrganizationListEnvelope']>> {
  return send(api.GET('/organizations'));
}

/** Tells the server which pair the user works on; it refuses a pair of another company. */
export function fetchSelectedPair(oid: number, pid: number) {
  return send(api.GET('/organizations/{id}/{propId}', { params: { path: { id: oid, propId: pid } } }));
}
