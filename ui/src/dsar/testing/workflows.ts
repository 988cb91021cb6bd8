import type { Schemas } from '@privacy-portal/sdk';

const STAMP = '2026-11-02T09:00:00.000Z';

/** The organization's members, as getDsarRequestFilters gives them. */
export const TEST_ASSIGNEES: Schemas['Person'][] = [
  { id: 1, name: 'Olivia Owner', email: 'owner@demo.test' },
  { id: 2, name: 'Adam Admin', email: 'admin@demo.test' },
];

/** Two workflows of Demo Retail: the standard one for any type and one for deletions (switched off). */
export const TEST_WORKFLOWS: Schemas['Workflow'][] = [
  {
    id: 1,
    organization_id: 1,
    name: 'Standard request handling',
    request_type: null,
    active: true,
    stages: [
      {
        name: 'Verify identity',
        tasks: ["Check the requester's identity"],
        assignee_id: null,
        due_days: 0,
        template: null,
      },
      {
        name: 'Acknowledge',
        tasks: ['Send the acknowledgement'],
        assignee_id: 2,
        due_days: 2,
        template: 'acknowledgement',
      },
      { name: 'Respond', tasks: ['Send the response'], assignee_id: 1, due_days: 28, template: 'completed' },
    ],
    requests: 12,
    created_at: STAMP,
    updated_at: STAMP,
  },
  {
    id: 2,
    organization_id: 1,
    name: 'Deletion requests',
    request_type: 'deletion',
    active: false,
    stages: [{ name: 'Erase', tasks: [], assignee_id: null, due_days: 14, template: 'completed' }],
    requests: 1,
    created_at: STAMP,
    updated_at: STAMP,
  },
];
