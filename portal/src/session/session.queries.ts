import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { api, dataOrThrow } from '../lib/api.ts';

/**
 * The session's calls. The session is loaded before any page and outside the query cache (the login
 * page carries no TanStack Query), so these are plain query functions: the data, or an ApiProblem.
 */

/** The logged-in user (GET /user). */
export async function fetchUser(): Promise<Schemas['User']> {
  return (await dataOrThrow(api.GET('/user'))).response;
}

/**
 * The user's organizations, sorted by name, each with its properties (GET /organizations): every page
 * of them, since the switcher, the guards and the selection read the whole list.
 */
export async function fetchOrganizations(): Promise<Schemas['Organization'][]> {
  const all = allPages((after) => api.GET('/organizations', { params: { query: pageQuery(after) } }));
  return (await dataOrThrow(all)).response;
}

/** Tells the server which pair the user works on; it refuses a pair of another company. */
export async function fetchSelectedPair(oid: number, pid: number): Promise<void> {
  await dataOrThrow(api.GET('/organizations/{id}/{propId}', { params: { path: { id: oid, propId: pid } } }));
}
