import type { ApiClient, Schemas } from '../../src/client.ts';

/** The client the machines are started with; no test reaches it, their actors are provided. */
export const api = {} as ApiClient;

/** A Company Administrator who has not accepted the terms yet (terms dialog, react bindings). */
export const newcomer: Schemas['User'] = {
  uid: 3,
  cID: 1,
  firstname: 'Nina',
  lastname: 'New',
  email: 'nina@demo.test',
  role: 'Company Administrator',
  emailVerified: true,
  is_accept_terms_and_conditions: false,
  default_organization_property: null,
  quickstart_visited_links: [],
  is_quickstart_dismissed: false,
  two_factor_enabled: false,
  theme: 'light',
  registration_complete: true,
  is_staff: false,
};

/** The demo Company Owner: terms accepted, a default organization and property. */
export const owner: Schemas['User'] = {
  ...newcomer,
  uid: 1,
  firstname: 'Olivia',
  lastname: 'Owner',
  email: 'owner@demo.test',
  role: 'Company Owner',
  is_accept_terms_and_conditions: true,
  default_organization_property: { organization_id: 1, property_id: 1 },
};
