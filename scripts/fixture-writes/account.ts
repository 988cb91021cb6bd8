import type { FixtureWrite } from '../record-fixtures.writes.ts';
import { writesOf } from './write.ts';

const w = writesOf('account');

/**
 * The account writes the recorder makes, in order (see record-fixtures.writes.ts): the owner's own
 * data, the company, an organization (3) and a property (4) created, changed and deleted, an
 * invitation (user 6) changed and removed, a contact message.
 */
export const ACCOUNT_WRITES: FixtureWrite[] = [
  w('put', '/user', '/user', { firstname: 'Olivia', lastname: 'Owner' }),
  w('post', '/user', '/user', { theme: 'light' }),
  w('post', '/update_terms_and_conditions', '/update_terms_and_conditions', { email: 'owner@demo.test' }),
  w('post', '/user/defaultproperty', '/user/defaultproperty', {
    default_organization_property: { organization_id: 1, property_id: 1 },
  }),
  // Only the links' clicks are taken (texts come from the server): no section sent changes none.
  w('put', '/quickstart', '/quickstart', { sections: [] }),
  w('post', '/quickstart/dismiss', '/quickstart/dismiss', { is_quickstart_dismissed: false }),
  w('post', '/quickstart/visitedlinks', '/quickstart/visitedlinks', { quickstart_visited_links: [1] }),
  w('put', '/notification', '/notification', { ids: [4], read: true }),
  w('put', '/notification/readall', '/notification/readall'),
  w('put', '/notification/time', '/notification/time'),
  w('put', '/company', '/company', { company_name: 'Demo Company', phone: '+49 30 1234' }),
  w('post', '/organizations', '/organizations', { orgname: 'Demo Travel', description: 'Holidays' }),
  w('put', '/organizations/{id}', '/organizations/3', {
    orgname: 'Demo Trips',
    description: '',
    country: '',
  }),
  w('patch', '/organizations/{id}', '/organizations/3', { description: 'Holidays' }),
  w('post', '/property/{orgId}', '/property/1', {
    property_name: 'Demo Outlet',
    url: 'https://outlet.demo.test',
  }),
  w('put', '/property/{orgId}/{propId}', '/property/1/4', {
    property_name: 'Demo Outlet',
    url: 'https://outlet.demo.test',
  }),
  w('patch', '/property/{orgId}/{propId}', '/property/1/4', { property_active: false }),
  w('delete', '/property/{orgId}/{propId}', '/property/1/4'),
  w('delete', '/organizations/{id}', '/organizations/3'),
  w('post', '/invite/user', '/invite/user', {
    email: 'ivy@demo.test',
    firstname: 'Ivy',
    lastname: 'Invited',
    role: 'Organization View only',
    organization_ids: [1],
  }),
  w('post', '/invite/user/company', '/invite/user/company', {
    email: 'carl@demo.test',
    firstname: 'Carl',
    lastname: 'Company',
  }),
  w('post', '/invite/user/resend', '/invite/user/resend', { user_id: 6 }),
  w('put', '/team_member/{userId}', '/team_member/6', {
    role: 'Organization Administrator',
    organization_ids: [1],
  }),
  w('delete', '/team_member/{userId}', '/team_member/6'),
  {
    ...w('post', '/contactus', '/contactus', {
      name: 'Jane Doe',
      email: 'jane@example.test',
      message: 'Please call me back about pricing.',
    }),
  },
];
