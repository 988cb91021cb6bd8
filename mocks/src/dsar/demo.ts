/**
 * Demo Retail's DSAR rows, read from the real API's recorded answers (mocks/fixtures/dsar.json): the
 * form and its published versions, the 200 requests of the inbox (the six recorded one by one with
 * their details and timelines), so that the mocks show what the server's own demo seed shows.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { DEMO_IDS } from '../seed.ts';
import { recordedResponse } from './recording.ts';
import type {
  MockDsarEvent,
  MockDsarForm,
  MockDsarFormVersion,
  MockDsarRequest,
  MockTaskDone,
  MockWorkflow,
} from './state.ts';

/** The recorded urls the demo rows come from (scripts/record-fixtures.requests.ts). */
export const DEMO_DSAR_LISTS = {
  form: '/ccpa/form/1/1/1',
  versions: '/dsar/publish-history/1/1/1?limit=100',
  requests: '/dsar/requests/1?limit=200',
  workflows: '/workflow/1?limit=100',
  /** The requests recorded one by one (one of each status), with their timelines. */
  detailed: [148, 168, 135, 179, 69, 109],
} as const;

/** The ids of the demo rows that stories and tests name. */
export const DEMO_DSAR_IDS = {
  form: 1,
  /** The form's one published version, live. */
  activeVersion: 1,
  /** The standard workflow (any request type). */
  workflow: 1,
  /** A request recorded with its details and timeline (in progress, overdue). */
  request: 148,
} as const;

export const DEMO_DSAR_FORM_IDENTIFIER = 'demo-retail-privacy';
/** How many requests the demo inbox holds. */
export const DEMO_DSAR_REQUEST_COUNT = 200;

export interface DsarDemoRows {
  forms: MockDsarForm[];
  versions: MockDsarFormVersion[];
  requests: MockDsarRequest[];
  events: MockDsarEvent[];
}

const detailUrl = (id: number) => `/dsar/requests/1/${id}`;
const timelineUrl = (id: number) => `${detailUrl(id)}/timeline?limit=100`;

function demoForm(versions: MockDsarFormVersion[]): MockDsarForm {
  const { public_url: _p, version: _v, ...form } = recordedResponse<Schemas['Form']>(DEMO_DSAR_LISTS.form);
  return {
    ...form,
    company_id: DEMO_IDS.company,
    active_version_id: versions.find((v) => v.version === _v)?.id ?? null,
    last_version: Math.max(0, ...versions.map((v) => v.version)),
    deleted_at: null,
  };
}

/** A request as the backend keeps it: its inbox row, and its details where they were recorded. */
function demoRequest(
  row: Schemas['RequestSummary'],
  detail: Schemas['Request'] | undefined,
  workflow: MockWorkflow | undefined,
): MockDsarRequest {
  const { reference: _r, overdue: _o, due_soon: _d, verified, assignee, ...summary } = row;
  const stages = detail?.stages ?? [];
  const tasks: MockTaskDone[] = stages.flatMap((s) =>
    s.tasks.flatMap((t) =>
      t.done_at === null ? [] : [{ stage: s.index, task: t.index, done_at: t.done_at, done_by: t.done_by }],
    ),
  );
  const current = stages.findIndex((s) => s.current);
  return {
    ...summary,
    company_id: DEMO_IDS.company,
    form_version: 1,
    city: detail?.city ?? null,
    details: detail?.details ?? '',
    language: detail?.language ?? 'en',
    answers: detail?.answers ?? [],
    original_due_on: detail?.deadlines.original_due_on ?? row.due_on,
    extension_reason: detail?.extension_reason ?? null,
    acknowledged_at: detail?.deadlines.acknowledged_at ?? null,
    verified_at: detail?.verified_at ?? (verified ? row.received_at : null),
    verify_token: null,
    assignee_id: assignee?.id ?? null,
    workflow_id: detail ? detail.workflow_id : (workflow?.id ?? null),
    workflow_name: detail ? detail.workflow_name : (workflow?.name ?? null),
    stages: workflow?.stages ?? [],
    stage: current === -1 ? 0 : current,
    tasks,
    outcome: detail?.outcome ?? (row.status === 'completed' || row.status === 'rejected' ? row.status : null),
    outcome_note: detail?.outcome_note ?? null,
    closed_at: detail?.closed_at ?? null,
  };
}

export function demoDsarRows(): DsarDemoRows {
  const versions = recordedResponse<Schemas['FormVersion'][]>(DEMO_DSAR_LISTS.versions);
  const form = recordedResponse<Schemas['Form']>(DEMO_DSAR_LISTS.form);
  const versionRows: MockDsarFormVersion[] = versions.map((v) => ({
    id: v.id,
    form_id: v.form_id,
    version: v.version,
    // The history does not show a version's definition; the demo's one version is the form's.
    definition: form.definition,
    note: v.note,
    published_by: v.published_by,
    published_at: v.published_at,
  }));
  const [workflow] = recordedResponse<MockWorkflow[]>(DEMO_DSAR_LISTS.workflows);
  const details = new Map<number, Schemas['Request']>(
    DEMO_DSAR_LISTS.detailed.map((id) => [id, recordedResponse<Schemas['Request']>(detailUrl(id))]),
  );
  const requests = recordedResponse<Schemas['RequestSummary'][]>(DEMO_DSAR_LISTS.requests).map((row) =>
    demoRequest(row, details.get(row.id), workflow),
  );
  const events = DEMO_DSAR_LISTS.detailed.flatMap((id) =>
    recordedResponse<Schemas['TimelineEvent'][]>(timelineUrl(id)).map((e) => ({ ...e, request_id: id })),
  );
  return { forms: [demoForm(versionRows)], versions: versionRows, requests, events };
}
