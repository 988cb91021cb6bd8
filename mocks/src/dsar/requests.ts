/**
 * Requests in the mocks: how the contract shows one (its inbox row and its details page), the inbox's
 * filters, the workflow a new request follows, and the creation both entry points share (the public
 * form and staff entering one by hand), with its first timeline entry and its confirmation link.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  DEFAULT_DSAR_SETTINGS,
  OPEN_STATUSES,
  personName,
  requestReference,
  TIMELINE,
  verifyLink,
} from '@privacy-portal/sdk/dsar';
import { addCalendarDays } from '@privacy-portal/sdk/dsar-deadlines';
import type { MockOrganization, MockState, MockUser } from '../state.ts';
import {
  deadlineColumns,
  dueSoonOn,
  isOpen,
  overdueOn,
  presentDeadlines,
  receivedOn,
  todayOf,
} from './deadlines.ts';
import { sendRequesterMail } from './mail.ts';
import type { MockDsarRequest, MockWorkflow, RequestFilter } from './state.ts';
import { recordEvent } from './timeline.ts';

type Status = Schemas['RequestStatus'];

export function settingsOf(state: MockState, organizationId: number): Schemas['DsarSettings'] {
  const row = state.dsar.settings.get(organizationId);
  if (!row) return { ...DEFAULT_DSAR_SETTINGS };
  const { organization_id: _o, ...settings } = row;
  return settings;
}

export function person(state: MockState, userId: number | null): Schemas['Person'] | null {
  const user = userId === null ? undefined : state.users.get(userId);
  return user ? { id: user.uid, name: personName(user), email: user.email } : null;
}

/** Who may work on the organization's requests: the company's owners and administrators, and its members. */
export const organizationMembers = (state: MockState, organization: MockOrganization): MockUser[] =>
  state.users
    .list(
      (u) =>
        u.cID === organization.cID &&
        u.status === 'active' &&
        (u.role === 'Company Owner' ||
          u.role === 'Company Administrator' ||
          u.organization_ids.includes(organization.id)),
    )
    .sort(
      (a, b) =>
        (a.firstname ?? '').localeCompare(b.firstname ?? '') ||
        (a.lastname ?? '').localeCompare(b.lastname ?? '') ||
        a.uid - b.uid,
    );

export function presentSummary(state: MockState, r: MockDsarRequest): Schemas['RequestSummary'] {
  const today = todayOf(state.now());
  return {
    id: r.id,
    reference: requestReference(r.id),
    organization_id: r.organization_id,
    property_id: r.property_id,
    form_id: r.form_id,
    status: r.status,
    request_type: r.request_type,
    subject_type: r.subject_type,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    country: r.country,
    state: r.state,
    jurisdiction: r.jurisdiction,
    received_at: r.received_at,
    due_on: r.due_on,
    extended: r.extended,
    overdue: overdueOn(r, today),
    due_soon: dueSoonOn(r, today, settingsOf(state, r.organization_id).due_soon_days),
    verified: r.verified_at !== null,
    assignee: person(state, r.assignee_id),
    over_limit: r.over_limit,
  };
}

export function presentStages(r: MockDsarRequest): Schemas['RequestStage'][] {
  const received = receivedOn(r);
  return r.stages.map((s, index) => ({
    index,
    name: s.name,
    due_on: addCalendarDays(received, s.due_days),
    template: s.template,
    current: isOpen(r) && index === r.stage,
    done: r.status === 'completed' || index < r.stage,
    tasks: s.tasks.map((title, task) => {
      const done = r.tasks.find((t) => t.stage === index && t.task === task);
      return { index: task, title, done_at: done?.done_at ?? null, done_by: done?.done_by ?? null };
    }),
  }));
}

export function presentRequest(state: MockState, r: MockDsarRequest): Schemas['Request'] {
  const form = r.form_id === null ? undefined : state.dsar.forms.get(r.form_id);
  return {
    request: presentSummary(state, r),
    city: r.city,
    details: r.details,
    language: r.language,
    answers: r.answers,
    form_name: form?.name ?? null,
    verified_at: r.verified_at,
    closed_at: r.closed_at,
    outcome: r.outcome,
    outcome_note: r.outcome_note,
    extension_reason: r.extension_reason,
    workflow_id: r.workflow_id,
    workflow_name: r.workflow_name,
    stages: presentStages(r),
    attachments: state.dsar.attachments
      .list((a) => a.request_id === r.id)
      .map(({ request_id: _r, data: _d, ...a }) => a),
    deadlines: presentDeadlines(r, todayOf(state.now())),
  };
}

// ---- the inbox's filters ---------------------------------------------------------------------------

const CLOSED: readonly Status[] = ['completed', 'rejected', 'closed_unverified'];
const STATUS_GROUPS: Record<string, readonly Status[]> = { open: OPEN_STATUSES, closed: CLOSED };

/** Whether the inbox's filters keep a request; `me` is the caller (assignee=me). */
export function matchesFilter(state: MockState, r: MockDsarRequest, f: RequestFilter, me: number): boolean {
  if (f.status && !(STATUS_GROUPS[f.status] ?? [f.status]).includes(r.status)) return false;
  if (f.request_type && r.request_type !== f.request_type) return false;
  if (f.subject_type && r.subject_type !== f.subject_type) return false;
  if (f.jurisdiction && r.jurisdiction !== f.jurisdiction) return false;
  if (f.form_id !== undefined && r.form_id !== f.form_id) return false;
  if (f.property_id !== undefined && r.property_id !== f.property_id) return false;
  if (f.due) {
    const today = todayOf(state.now());
    const soonDays = settingsOf(state, r.organization_id).due_soon_days;
    if (!(f.due === 'overdue' ? overdueOn(r, today) : dueSoonOn(r, today, soonDays))) return false;
  }
  if (f.assignee) {
    const wanted = f.assignee === 'me' ? me : f.assignee === 'none' ? null : Number(f.assignee);
    if (r.assignee_id !== wanted) return false;
  }
  const q = f.q?.trim().toLowerCase();
  // The beginning of the full name, the last name or the e-mail address, as the server's indexes.
  if (q) {
    const full = `${r.first_name} ${r.last_name}`.toLowerCase();
    if (![full, r.last_name.toLowerCase(), r.email.toLowerCase()].some((s) => s.startsWith(q))) return false;
  }
  return true;
}

// ---- new requests -----------------------------------------------------------------------------------

/** The workflow a new request of `type` follows: the active one of its type, else the active any-type one. */
export function routeWorkflow(
  state: MockState,
  organizationId: number,
  type: Schemas['RequestType'],
): MockWorkflow | undefined {
  const active = state.dsar.workflows
    .list((w) => w.organization_id === organizationId && w.active)
    .sort((a, b) => a.id - b.id);
  return active.find((w) => w.request_type === type) ?? active.find((w) => w.request_type === null);
}

export interface NewRequest {
  organization: MockOrganization;
  property_id: number;
  form: { id: number; version: number } | null;
  request_type: Schemas['RequestType'];
  subject_type: Schemas['SubjectType'];
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  state: string | null;
  city: string | null;
  details: string;
  language: Schemas['FormLocale'];
  answers: Schemas['Request']['answers'];
  received_at: string;
  verified: boolean;
  over_limit: boolean;
  /** Who entered it (null: the requester, through the form). */
  actor: string | null;
}

/** A new request: its deadlines, its workflow's stages and its first timeline entry. */
export function createRequest(state: MockState, input: NewRequest): MockDsarRequest {
  const workflow = routeWorkflow(state, input.organization.id, input.request_type);
  const stages = structuredClone(workflow?.stages ?? []);
  const place = { country: input.country, state: input.state };
  const r = state.dsar.requests.create((id) => ({
    id,
    company_id: input.organization.cID,
    organization_id: input.organization.id,
    property_id: input.property_id,
    form_id: input.form?.id ?? null,
    form_version: input.form?.version ?? null,
    status: input.verified ? 'new' : 'unverified',
    request_type: input.request_type,
    subject_type: input.subject_type,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email.toLowerCase(),
    country: input.country,
    state: input.state,
    city: input.city,
    details: input.details,
    language: input.language,
    answers: input.answers,
    ...deadlineColumns(place, input.received_at.slice(0, 10)),
    received_at: input.received_at,
    extended: false,
    extension_reason: null,
    acknowledged_at: null,
    verified_at: input.verified ? input.received_at : null,
    verify_token: null,
    assignee_id: stages[0]?.assignee_id ?? null,
    workflow_id: workflow?.id ?? null,
    workflow_name: workflow?.name ?? null,
    stages,
    stage: 0,
    tasks: [],
    outcome: null,
    outcome_note: null,
    closed_at: null,
    over_limit: input.over_limit,
  }));
  const text = input.actor
    ? TIMELINE.entered(input.actor, requestReference(r.id))
    : TIMELINE.received(input.over_limit);
  const data = { jurisdiction: r.jurisdiction, due_on: r.due_on, over_limit: input.over_limit };
  recordEvent(state, r, 'received', text, input.actor, data).at = input.received_at;
  return r;
}

const newToken = () => crypto.randomUUID().replaceAll('-', '');

/** A new confirmation link (the old one stops working), logged and e-mailed to the requester. */
export function sendVerification(state: MockState, r: MockDsarRequest): void {
  r.verify_token = newToken();
  recordEvent(state, r, 'verification_sent', TIMELINE.verificationSent(r.email));
  sendRequesterMail(state, r, 'verify_identity', {
    verify_link: verifyLink(state.settings.appUrl, r.verify_token),
  });
}

/** The link's token confirms the address once: the request is new, the acknowledgement goes out. */
export function confirmRequest(state: MockState, token: string): MockDsarRequest | undefined {
  const r = state.dsar.requests.find((x) => x.verify_token === token && x.status === 'unverified');
  if (!r) return undefined;
  const now = state.now().toISOString();
  Object.assign(r, { status: 'new', verified_at: now, acknowledged_at: now, verify_token: null });
  recordEvent(state, r, 'verified', TIMELINE.verified(r.email));
  recordEvent(state, r, 'acknowledged', TIMELINE.acknowledged);
  sendRequesterMail(state, r, 'acknowledgement');
  return r;
}
