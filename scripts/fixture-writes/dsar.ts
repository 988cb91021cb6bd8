import { defaultFormDefinition } from '@privacy-portal/sdk/dsar';
import type { FixtureWrite } from '../record-fixtures.writes.ts';
import { writesOf } from './write.ts';

const write = writesOf('dsar');

// Ids the demo seed leaves free, in the order these writes make them: form 2 with versions 2 and 3,
// workflow 2, requests 201 (unverified) and 202 (entered by hand, verified).
const FORM = '/ccpa/form/1/1/2';
const UNVERIFIED = '/dsar/requests/1/201';
const ENTERED = '/dsar/requests/1/202';
const REQUEST = '/dsar/requests/{orgId}/{requestId}';
const careers = {
  name: 'Careers privacy',
  identifier: 'careers-privacy',
  definition: defaultFormDefinition(['en']),
};
const stages = [
  { name: 'Erase', tasks: ['Delete the records'], due_days: 20, template: null, assignee_id: null },
];
const newRequest = (verified: boolean) => ({
  property_id: 1,
  request_type: 'deletion',
  subject_type: 'customer',
  first_name: 'Petra',
  last_name: 'Postbrief',
  email: 'petra.postbrief@example.test',
  country: 'DE',
  details: 'Please delete my account.',
  verified,
});

/**
 * The DSAR writes the recorder makes, in order (see record-fixtures.writes.ts): one of each operation
 * the portal sends, on rows made here where a write needs a state the demo has not (a second version
 * to make live again, an unverified request, a request that may still be extended).
 */
export const DSAR_WRITES: FixtureWrite[] = [
  write('post', '/ccpa/form/{orgId}/{propId}', '/ccpa/form/1/1', careers),
  write('put', '/ccpa/form/{orgId}/{propId}/{id}', FORM, careers),
  write('patch', '/ccpa/form/{orgId}/{propId}/{id}', FORM, { note: 'First version' }),
  write('patch', '/ccpa/form/{orgId}/{propId}/{id}', FORM, { note: 'German texts' }),
  write(
    'post',
    '/dsar/active-publish-history/{oid}/{pid}/{form_id}/{ccpa_config_id}',
    '/dsar/active-publish-history/1/1/2/2',
  ),
  write('delete', '/dsar/active-publish-history/{oid}/{pid}/{id}', '/dsar/active-publish-history/1/1/3'),
  write('put', '/dsar/form/{orgId}/{propId}/{id}', '/dsar/form/1/1/2'),
  write('post', '/workflow/{orgId}', '/workflow/1', { name: 'Erasure', request_type: 'deletion', stages }),
  write('put', '/workflow/{orgId}/{workflowId}', '/workflow/1/2', {
    name: 'Erasure',
    request_type: 'deletion',
    stages,
  }),
  write('post', '/workflow/activate/{orgId}/{workflowId}', '/workflow/activate/1/2', { active: false }),
  write('delete', '/workflow/{orgId}/{workflowId}', '/workflow/1/2'),
  write('put', '/dsar/settings/{orgId}', '/dsar/settings/1', {
    verify_reminder_days: 3,
    verify_close_days: 14,
    due_soon_days: 9,
    reminder_days: 3,
  }),
  write('put', '/dsar/templates/{orgId}/{event}/{language}', '/dsar/templates/1/received/en', {
    subject: 'We have your request {{request_id}}',
    body: 'Dear {{requester_name}},\n\nwe have your request.',
  }),
  write('delete', '/dsar/templates/{orgId}/{event}/{language}', '/dsar/templates/1/received/en'),
  write('post', '/dsar/templates/{orgId}/preview', '/dsar/templates/1/preview', {
    event: 'received',
    language: 'en',
    subject: 'We have your request {{request_id}}',
    body: 'Dear {{requester_name}},\n\nwe have your request.',
  }),
  write('post', '/dsar/requests/{orgId}', '/dsar/requests/1', newRequest(false)),
  write('post', `${REQUEST}/verification`, `${UNVERIFIED}/verification`),
  // Recorded last under its key: the verified one, the answer the inbox's dialog gets.
  write('post', '/dsar/requests/{orgId}', '/dsar/requests/1', newRequest(true)),
  write('post', '/dsar/requests-assign/{orgId}', '/dsar/requests-assign/1', {
    ids: [201, 202],
    assignee_id: 3,
  }),
  write('post', '/dsar/request-exports/{orgId}', '/dsar/request-exports/1', { status: 'open' }),
  write('post', `${REQUEST}/assign`, `${ENTERED}/assign`, { assignee_id: 1 }),
  write('post', `${REQUEST}/notes`, `${ENTERED}/notes`, { text: 'Asked the warehouse.' }),
  write('post', `${REQUEST}/messages`, `${ENTERED}/messages`, { event: 'acknowledgement' }),
  write('put', `${REQUEST}/tasks/{stage}/{task}`, `${ENTERED}/tasks/0/0`, { done: true }),
  write('post', `${REQUEST}/stage`, `${ENTERED}/stage`, { stage: 1 }),
  write('post', `${REQUEST}/extend`, `${ENTERED}/extend`, { reason: 'The records are archived.' }),
  write('post', `${REQUEST}/close`, `${ENTERED}/close`, { outcome: 'completed', note: 'Deleted.' }),
];
