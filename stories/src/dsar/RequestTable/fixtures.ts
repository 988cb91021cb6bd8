// Demo Retail's requests as the DSAR inbox and a request's details show them: the ui tests' fixtures
// (dated around one day, so deadlines read the same on every run), under the stories' names.
import type { Schemas } from '@privacy-portal/sdk';
import {
  TEST_ASSIGNEES as STORY_ASSIGNEES,
  TEST_FILTER_OPTIONS as STORY_FILTER_OPTIONS,
  TEST_REQUESTS as STORY_REQUESTS,
  TEST_TIMELINE as STORY_TIMELINE,
  TEST_TODAY as STORY_TODAY,
  testEvent as storyEvent,
  testExport as storyExport,
  testRequest as storyRequest,
  testRequestSummary as storyRequestSummary,
} from '@privacy-portal/ui/dsar/testing';

export {
  STORY_ASSIGNEES,
  STORY_FILTER_OPTIONS,
  STORY_REQUESTS,
  STORY_TIMELINE,
  STORY_TODAY,
  storyEvent,
  storyExport,
  storyRequest,
  storyRequestSummary,
};

type RequestSummary = Schemas['RequestSummary'];

/** A phone's width, for the stories that check nothing spills sideways. */
export const PHONE = { width: 375 };

/** A full page of the inbox: the five above and twenty more across statuses, laws and deadlines. */
export const STORY_INBOX: RequestSummary[] = [
  ...STORY_REQUESTS,
  ...Array.from({ length: 20 }, (_, i) => {
    const id = 16 + i;
    const statuses = ['new', 'in_progress', 'in_progress', 'unverified'] as const;
    const places = [
      { country: 'DE', state: null, jurisdiction: 'GDPR' },
      { country: 'US', state: 'CA', jurisdiction: 'CCPA' },
      { country: 'GB', state: null, jurisdiction: 'UK_GDPR' },
      { country: 'BR', state: null, jurisdiction: 'LGPD' },
    ] as const;
    const place = places[i % places.length]!;
    const status = statuses[i % statuses.length]!;
    const due = new Date(Date.UTC(2026, 11, 20 + i)).toISOString().slice(0, 10);
    return storyRequestSummary({
      id,
      first_name: ['Noah', 'Mia', 'Luca', 'Aisha', 'Yuki'][i % 5]!,
      last_name: ['Becker', 'Rossi', 'Silva', 'Khan', 'Tanaka'][i % 5]!,
      status,
      verified: status !== 'unverified',
      ...place,
      due_on: due,
      request_type: (['access', 'deletion', 'correction', 'portability'] as const)[i % 4]!,
      assignee: i % 3 === 0 ? null : (STORY_ASSIGNEES[i % 3] ?? null),
    });
  }),
];
