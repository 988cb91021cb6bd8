import type { Schemas } from '@privacy-portal/sdk';

// The workflows stories' data: Demo Retail's members and three workflows.

const STAMP = '2026-11-02T09:00:00.000Z';

export const STORY_ASSIGNEES: Schemas['Person'][] = [
  { id: 1, name: 'Olivia Owner', email: 'owner@demo.test' },
  { id: 2, name: 'Adam Admin', email: 'admin@demo.test' },
  { id: 3, name: 'Oscar Orgadmin', email: 'orgadmin@demo.test' },
];

export const STORY_WORKFLOWS: Schemas['Workflow'][] = [
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
        assignee_id: 3,
        due_days: 0,
        template: null,
      },
      {
        name: 'Acknowledge',
        tasks: ['Send the acknowledgement'],
        assignee_id: null,
        due_days: 2,
        template: 'acknowledgement',
      },
      {
        name: 'Gather data',
        tasks: ['Search every system that holds personal data', 'Collect the records found'],
        assignee_id: null,
        due_days: 14,
        template: null,
      },
      {
        name: 'Review',
        tasks: ["Remove other people's data", 'Check exemptions'],
        assignee_id: 2,
        due_days: 21,
        template: null,
      },
      { name: 'Respond', tasks: ['Send the response'], assignee_id: 3, due_days: 28, template: 'completed' },
    ],
    requests: 23,
    created_at: STAMP,
    updated_at: STAMP,
  },
  {
    id: 2,
    organization_id: 1,
    name: 'Deletion requests',
    request_type: 'deletion',
    active: true,
    stages: [
      { name: 'Verify identity', tasks: [], assignee_id: 3, due_days: 0, template: null },
      {
        name: 'Erase',
        tasks: ['Erase the CRM record', 'Tell the processors'],
        assignee_id: 2,
        due_days: 14,
        template: null,
      },
      { name: 'Confirm', tasks: [], assignee_id: null, due_days: 21, template: 'completed' },
    ],
    requests: 4,
    created_at: STAMP,
    updated_at: STAMP,
  },
  {
    id: 3,
    organization_id: 1,
    name: 'Opt-out fast track',
    request_type: 'opt_out',
    active: false,
    stages: [
      {
        name: 'Stop selling',
        tasks: ['Flag the record'],
        assignee_id: null,
        due_days: 5,
        template: 'completed',
      },
    ],
    requests: 0,
    created_at: STAMP,
    updated_at: STAMP,
  },
];
