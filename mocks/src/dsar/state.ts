/**
 * DSAR's backend in the mocks: one collection per table of the server (migration 0014_dsar), every
 * row keyed by its organization (forms and requests by their property too); `reset()` puts the demo
 * back with the other collections of MockState.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { Collection } from '../collection.ts';
import { DEMO_IDS } from '../seed.ts';
import { type DsarDemoRows, demoDsarRows } from './demo.ts';
import { recordedResponse } from './recording.ts';

type FormLocale = Schemas['FormLocale'];

/** A web form: its draft definition and which published version the hosted page shows. */
export interface MockDsarForm {
  id: number;
  company_id: number;
  organization_id: number;
  property_id: number;
  name: string;
  identifier: string;
  definition: Schemas['FormDefinition'];
  status: Schemas['FormStatus'];
  active_version_id: number | null;
  /** The last version number given, so that a deleted version's number is not given again. */
  last_version: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** Deleted forms stay for their requests (form_name), as the server's soft delete. */
  deleted_at: string | null;
}

export interface MockDsarFormVersion {
  id: number;
  form_id: number;
  version: number;
  definition: Schemas['FormDefinition'];
  note: string | null;
  published_by: string | null;
  published_at: string;
}

/** A workflow as the API shows it (recorded; `requests` is the recording's count, not counted again). */
export type MockWorkflow = Schemas['Workflow'];

export interface MockTaskDone {
  stage: number;
  task: number;
  done_at: string;
  done_by: string | null;
}

/** A request with what only the backend knows: the workflow's stages when it came, its link token. */
export interface MockDsarRequest {
  id: number;
  company_id: number;
  organization_id: number;
  property_id: number;
  form_id: number | null;
  form_version: number | null;
  status: Schemas['RequestStatus'];
  request_type: Schemas['RequestType'];
  subject_type: Schemas['SubjectType'];
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  state: string | null;
  city: string | null;
  details: string;
  language: FormLocale;
  answers: Schemas['Request']['answers'];
  jurisdiction: string;
  received_at: string;
  /** The deadline that applies now (the extended one once extended). */
  due_on: string;
  original_due_on: string;
  extended: boolean;
  extension_reason: string | null;
  acknowledged_at: string | null;
  verified_at: string | null;
  /** The confirmation link's token while it is usable. */
  verify_token: string | null;
  assignee_id: number | null;
  workflow_id: number | null;
  workflow_name: string | null;
  /** The workflow's stages when the request came (later edits of the workflow do not change them). */
  stages: Schemas['WorkflowStage'][];
  /** The current stage's index. */
  stage: number;
  tasks: MockTaskDone[];
  outcome: 'completed' | 'rejected' | null;
  outcome_note: string | null;
  closed_at: string | null;
  over_limit: boolean;
}

export type MockDsarEvent = Schemas['TimelineEvent'] & { request_id: number };
/** An attachment with its bytes (base64), which the download answers. */
export type MockDsarAttachment = Schemas['AttachmentInfo'] & { request_id: number; data: string };

/** An e-mail template of an event and language as the API lists it (recorded), with its organization. */
export type MockDsarTemplate = Schemas['EmailTemplate'] & { id: number; organization_id: number };

/** An organization's settings (recorded). */
export type MockDsarSettings = Schemas['DsarSettings'] & { organization_id: number };

/** The inbox's filters, as a list query or an export body gives them. */
export type RequestFilter = Schemas['RequestExportInput'] & { assignee?: string };

/** A CSV export: `key` is its row id, `id` the job's uuid the contract shows. */
export type MockDsarExport = Schemas['RequestExport'] & {
  key: number;
  organization_id: number;
  filter: RequestFilter;
  /** Who asked, for the filter `assignee=me`. */
  user_id: number;
};

/** A captcha the public form showed; `id` is the row, `captcha_id` the uuid the contract shows. */
export interface MockCaptcha {
  id: number;
  captcha_id: string;
  solution: string;
  expires_at: string;
}

export interface DsarMockState {
  forms: Collection<MockDsarForm>;
  versions: Collection<MockDsarFormVersion>;
  workflows: Collection<MockWorkflow>;
  requests: Collection<MockDsarRequest>;
  events: Collection<MockDsarEvent>;
  attachments: Collection<MockDsarAttachment>;
  templates: Collection<MockDsarTemplate>;
  settings: Collection<MockDsarSettings>;
  exports: Collection<MockDsarExport>;
  captchas: Collection<MockCaptcha>;
  reset(): void;
}

const byId = (row: { id: number }) => row.id;

/** The recorded lists (scripts/record-fixtures.requests.ts) the collections start from. */
export const DEMO_LISTS = {
  workflows: '/workflow/1?limit=100',
  templates: '/dsar/templates/1',
  settings: '/dsar/settings/1',
} as const;

/** Demo Retail's templates as recorded: every event in every language. */
export const recordedTemplates = (): MockDsarTemplate[] =>
  recordedResponse<Schemas['EmailTemplate'][]>(DEMO_LISTS.templates).map((t, i) => ({
    ...t,
    id: i + 1,
    organization_id: DEMO_IDS.retail,
  }));

const EMPTY: DsarDemoRows = { forms: [], versions: [], requests: [], events: [] };

/**
 * Demo Retail's DSAR (`seed` false: empty) as recorded from the real API's demo seed: the form and its
 * versions, the inbox's requests and the recorded timelines.
 */
// `_now`: the recorded rows carry the recording's dates, so the shared state's clock is not used here.
export function createDsarState(seed = true, _now?: () => Date): DsarMockState {
  // One read per reset, shared by the collections (their rows refer to each other).
  let demo: DsarDemoRows = seed ? demoDsarRows() : EMPTY;
  const take =
    <K extends keyof DsarDemoRows>(key: K) =>
    () =>
      structuredClone(demo[key]);
  const collections = {
    forms: new Collection<MockDsarForm>(byId, take('forms')),
    versions: new Collection<MockDsarFormVersion>(byId, take('versions')),
    workflows: new Collection<MockWorkflow>(byId, () =>
      seed ? recordedResponse<MockWorkflow[]>(DEMO_LISTS.workflows) : [],
    ),
    requests: new Collection<MockDsarRequest>(byId, take('requests')),
    events: new Collection<MockDsarEvent>(byId, take('events')),
    attachments: new Collection<MockDsarAttachment>(byId),
    templates: new Collection<MockDsarTemplate>(byId, () => (seed ? recordedTemplates() : [])),
    settings: new Collection<MockDsarSettings>(
      (s) => s.organization_id,
      () =>
        seed
          ? [
              {
                ...recordedResponse<Schemas['DsarSettings']>(DEMO_LISTS.settings),
                organization_id: DEMO_IDS.retail,
              },
            ]
          : [],
    ),
    exports: new Collection<MockDsarExport>((j) => j.key),
    captchas: new Collection<MockCaptcha>(byId),
  };
  return {
    ...collections,
    reset() {
      demo = seed ? demoDsarRows() : EMPTY;
      for (const collection of Object.values(collections)) collection.reset();
    },
  };
}
