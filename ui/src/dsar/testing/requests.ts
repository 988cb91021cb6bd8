import type { Schemas } from '@privacy-portal/sdk';

// Builders of the contract's DSAR request shapes for the inbox's and the details' component tests and
// stories (test support only: no index.ts, so the package's `./*` export does not publish it). Dated
// around TEST_TODAY so that deadlines read the same on every run.

type RequestSummary = Schemas['RequestSummary'];
type Request = Schemas['Request'];
type Person = Schemas['Person'];
type TimelineEvent = Schemas['TimelineEvent'];

/** The day the fixtures are seen on. */
export const TEST_TODAY = '2026-11-20';

export const TEST_ASSIGNEES: Person[] = [
  { id: 1, name: 'Olivia Owner', email: 'owner@demo.test' },
  { id: 2, name: 'Adam Admin', email: 'admin@demo.test' },
  { id: 3, name: 'Oscar Orgadmin', email: 'orgadmin@demo.test' },
];

export const TEST_FILTER_OPTIONS: Schemas['RequestFilterOptions'] = {
  forms: [
    { id: 1, name: 'Privacy request' },
    { id: 2, name: 'Employee request' },
  ],
  assignees: TEST_ASSIGNEES,
  jurisdictions: [
    { code: 'GDPR', name: 'GDPR (EU)' },
    { code: 'UK_GDPR', name: 'UK GDPR' },
    { code: 'CCPA', name: 'CCPA/CPRA (California)' },
  ],
};

export function testRequestSummary(
  overrides: Partial<RequestSummary> & Pick<RequestSummary, 'id'>,
): RequestSummary {
  return {
    reference: `DSAR-${String(overrides.id).padStart(6, '0')}`,
    organization_id: 1,
    property_id: 1,
    form_id: 1,
    status: 'in_progress',
    request_type: 'access',
    subject_type: 'customer',
    first_name: 'Alex',
    last_name: 'Example',
    email: `alex${overrides.id}@example.com`,
    country: 'DE',
    state: null,
    jurisdiction: 'GDPR',
    received_at: '2026-11-02T09:30:00.000Z',
    due_on: '2026-12-02',
    extended: false,
    overdue: false,
    due_soon: false,
    verified: true,
    assignee: TEST_ASSIGNEES[2] ?? null,
    over_limit: false,
    ...overrides,
  };
}

/** Five requests, earliest due first: overdue, due today, due soon, plenty of time, awaiting verification. */
export const TEST_REQUESTS: RequestSummary[] = [
  testRequestSummary({
    id: 11,
    first_name: 'Lena',
    last_name: 'Schmidt',
    email: 'lena.schmidt@example.de',
    due_on: '2026-11-17',
    overdue: true,
    request_type: 'deletion',
  }),
  testRequestSummary({
    id: 12,
    first_name: 'Jordan',
    last_name: 'Lee',
    email: 'jordan.lee@example.com',
    country: 'US',
    state: 'CA',
    jurisdiction: 'CCPA',
    due_on: '2026-11-20',
    due_soon: true,
    request_type: 'opt_out',
    assignee: null,
    status: 'new',
  }),
  testRequestSummary({
    id: 13,
    first_name: 'Amélie',
    last_name: 'Dubois',
    email: 'amelie.dubois@example.fr',
    country: 'FR',
    due_on: '2026-11-24',
    due_soon: true,
    extended: true,
  }),
  testRequestSummary({
    id: 14,
    first_name: 'Harry',
    last_name: 'Jones',
    email: 'harry.jones@example.co.uk',
    country: 'GB',
    jurisdiction: 'UK_GDPR',
    due_on: '2026-12-15',
    subject_type: 'employee',
    form_id: 2,
  }),
  testRequestSummary({
    id: 15,
    first_name: 'Sam',
    last_name: 'Rivera',
    email: 'sam.rivera@example.com',
    due_on: '2026-12-19',
    status: 'unverified',
    verified: false,
    assignee: null,
  }),
];

const STAGES: Request['stages'] = [
  {
    index: 0,
    name: 'Verify identity',
    due_on: '2026-11-07',
    template: 'acknowledgement',
    current: false,
    done: true,
    tasks: [
      {
        index: 0,
        title: 'Check that the requester confirmed the e-mail address',
        done_at: '2026-11-03T10:00:00.000Z',
        done_by: 'Oscar Orgadmin',
      },
      {
        index: 1,
        title: 'Match the requester to a customer account',
        done_at: '2026-11-03T10:05:00.000Z',
        done_by: 'Oscar Orgadmin',
      },
    ],
  },
  {
    index: 1,
    name: 'Gather data',
    due_on: '2026-11-16',
    template: null,
    current: true,
    done: false,
    tasks: [
      {
        index: 0,
        title: 'Search the shop database',
        done_at: '2026-11-10T08:00:00.000Z',
        done_by: 'Oscar Orgadmin',
      },
      { index: 1, title: 'Search the newsletter tool', done_at: null, done_by: null },
      { index: 2, title: 'Collect the order history', done_at: null, done_by: null },
    ],
  },
  {
    index: 2,
    name: 'Review',
    due_on: '2026-11-23',
    template: null,
    current: false,
    done: false,
    tasks: [
      { index: 0, title: 'Remove other people’s data', done_at: null, done_by: null },
      { index: 1, title: 'Legal review', done_at: null, done_by: null },
    ],
  },
  {
    index: 3,
    name: 'Respond',
    due_on: '2026-11-30',
    template: null,
    current: false,
    done: false,
    tasks: [{ index: 0, title: 'Send the data securely', done_at: null, done_by: null }],
  },
];

/** A GDPR access request in its second stage, with an answer, a file and its deadlines. */
export function testRequest(
  overrides: Partial<Omit<Request, 'request'>> & { request?: Partial<RequestSummary> } = {},
): Request {
  const { request, ...rest } = overrides;
  return {
    request: testRequestSummary({
      id: 123,
      first_name: 'Lena',
      last_name: 'Schmidt',
      email: 'lena.schmidt@example.de',
      ...request,
    }),
    city: 'Berlin',
    details: 'Please send me a copy of all the data you hold about me, including my order history.',
    language: 'de',
    answers: [
      { field: 'customer_number', label: 'Customer number', value: 'C-20931' },
      { field: 'contact_time', label: 'Best time to reach you', value: 'Mornings' },
    ],
    form_name: 'Privacy request',
    verified_at: '2026-11-02T10:12:00.000Z',
    closed_at: null,
    outcome: null,
    outcome_note: null,
    extension_reason: null,
    workflow_id: 1,
    workflow_name: 'Standard request handling',
    stages: STAGES,
    attachments: [
      {
        id: 7,
        name: 'id-card.pdf',
        mime: 'application/pdf',
        size: 245_760,
        uploaded_at: '2026-11-02T09:30:00.000Z',
        source: 'requester',
      },
    ],
    deadlines: {
      jurisdiction: 'GDPR',
      law: 'GDPR (EU)',
      received_on: '2026-11-02',
      due_on: '2026-12-02',
      original_due_on: '2026-12-02',
      extended_due_on: '2027-02-02',
      extension_notice_by: '2026-12-02',
      acknowledge_by: null,
      acknowledged_at: '2026-11-02T10:12:00.000Z',
      can_extend: true,
      days_left: 12,
    },
    ...rest,
  };
}

let eventId = 0;
export function testEvent(
  overrides: Partial<TimelineEvent> & Pick<TimelineEvent, 'kind' | 'text'>,
): TimelineEvent {
  eventId += 1;
  return { id: eventId, at: '2026-11-02T09:30:00.000Z', actor: null, data: {}, ...overrides };
}

/** The request's history so far, oldest first. */
export const TEST_TIMELINE: TimelineEvent[] = [
  testEvent({
    kind: 'received',
    text: 'Request received through Privacy request',
    at: '2026-11-02T09:30:00.000Z',
  }),
  testEvent({
    kind: 'verification_sent',
    text: 'Confirmation link sent to lena.schmidt@example.de',
    at: '2026-11-02T09:30:01.000Z',
  }),
  testEvent({
    kind: 'verified',
    text: 'The requester confirmed the e-mail address',
    at: '2026-11-02T10:12:00.000Z',
  }),
  testEvent({
    kind: 'assigned',
    text: 'Assigned to Oscar Orgadmin',
    actor: 'Olivia Owner',
    at: '2026-11-02T11:00:00.000Z',
  }),
  testEvent({
    kind: 'note',
    text: 'The customer also wrote to support; same request.',
    actor: 'Oscar Orgadmin',
    at: '2026-11-03T08:15:00.000Z',
  }),
  testEvent({
    kind: 'stage',
    text: 'Moved to Gather data',
    actor: 'Oscar Orgadmin',
    at: '2026-11-03T10:06:00.000Z',
  }),
];

export function testExport(overrides: Partial<Schemas['RequestExport']> = {}): Schemas['RequestExport'] {
  return {
    id: '5d3c1f0e-8a43-4c8e-9d0b-2f4d8f7f0a11',
    status: 'running',
    done: 20,
    total: 60,
    file_name: null,
    created_at: '2026-11-20T09:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}
