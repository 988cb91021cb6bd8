/**
 * Demo Retail's DSAR in the mocks (issue 15, "Demo"): the published form 'Privacy request' on Demo
 * Store (identifier demo-retail-privacy, English and German, two published versions, the second live),
 * the standard workflow every request type follows and one of its own for deletion requests, three
 * custom e-mail templates, and 60 requests of the last 90 days across statuses, request and subject
 * types, laws (GDPR, UK GDPR, CCPA, Virginia, Colorado, Texas, LGPD, PIPEDA) and assignees, some
 * overdue and some due soon, each with its timeline. Dated back from the state's clock and drawn from a
 * seeded generator, so every story and test sees the same inbox relative to its today.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  DEFAULT_WORKFLOW_NAME,
  DEFAULT_WORKFLOW_STAGES,
  REQUEST_TYPES,
  requestReference,
  SUBJECT_TYPES,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import { addCalendarDays, daysBetween } from '@privacy-portal/sdk/dsar-deadlines';
import { DEMO_IDS } from '../seed.ts';
import { deadlineColumns, lawOf, type Place, todayOf } from './deadlines.ts';
import type { MockDsarAttachment, MockDsarEvent, MockDsarRequest, MockWorkflow } from './state.ts';

type RequestStatus = Schemas['RequestStatus'];
type RequestType = Schemas['RequestType'];
type Stage = Schemas['WorkflowStage'];

import { DEMO_DSAR_IDS } from './demo.ts';

// The hand-seeded deletion workflow: not in the server's demo (the recorded workflows), a known mismatch
// until the requests are recorded too.
const DELETION_WORKFLOW = 2;
/** How many requests the demo inbox holds. */
export const DEMO_DSAR_REQUEST_COUNT = 60;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** mulberry32: a small seeded generator, so the demo's requests do not change between runs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE: Record<number, string> = {
  [DEMO_IDS.owner]: 'Olivia Owner',
  [DEMO_IDS.admin]: 'Adam Admin',
  [DEMO_IDS.orgAdmin]: 'Oscar Orgadmin',
};
const ASSIGNEES = [DEMO_IDS.orgAdmin, DEMO_IDS.orgAdmin, DEMO_IDS.admin, DEMO_IDS.owner, null] as const;

/** The product's default workflow, as Demo Retail's team set it up: the first stage is Oscar's. */
const standardStages = (): Stage[] =>
  DEFAULT_WORKFLOW_STAGES.map((s, i) => ({
    ...s,
    tasks: [...s.tasks],
    assignee_id: i === 0 || i === 4 ? DEMO_IDS.orgAdmin : i === 3 ? DEMO_IDS.admin : null,
  }));

const deletionStages = (): Stage[] => [
  {
    name: 'Verify identity',
    tasks: ['Match the requester to a customer account'],
    assignee_id: DEMO_IDS.orgAdmin,
    due_days: 3,
    template: 'acknowledgement',
  },
  {
    name: 'Erase data',
    tasks: [
      'Delete the shop account',
      'Remove the address from the newsletter tool',
      'Ask the processors to delete',
    ],
    assignee_id: DEMO_IDS.admin,
    due_days: 20,
    template: null,
  },
  {
    name: 'Confirm',
    tasks: ['Tell the requester what was deleted'],
    assignee_id: DEMO_IDS.orgAdmin,
    due_days: 28,
    template: 'completed',
  },
];

// [country, state, city, language, first names, last names]: where Demo Retail's requesters live.
const PLACES: ReadonlyArray<
  readonly [string, string | null, string, Schemas['FormLocale'], string[], string[]]
> = [
  ['DE', null, 'Berlin', 'de', ['Lena', 'Jonas', 'Mia', 'Felix'], ['Müller', 'Schmidt', 'Weber', 'Becker']],
  [
    'GB',
    null,
    'Manchester',
    'en',
    ['Oliver', 'Amelia', 'Harry', 'Isla'],
    ['Smith', 'Jones', 'Taylor', 'Brown'],
  ],
  ['US', 'CA', 'San Diego', 'en', ['Emma', 'Liam', 'Sofia', 'Noah'], ['Garcia', 'Johnson', 'Nguyen', 'Kim']],
  [
    'FR',
    null,
    'Lyon',
    'en',
    ['Camille', 'Louis', 'Chloé', 'Hugo'],
    ['Martin', 'Bernard', 'Dubois', 'Lefèvre'],
  ],
  [
    'US',
    'VA',
    'Richmond',
    'en',
    ['Ava', 'James', 'Grace', 'Henry'],
    ['Williams', 'Davis', 'Miller', 'Wilson'],
  ],
  [
    'BR',
    null,
    'São Paulo',
    'en',
    ['Ana', 'Pedro', 'Beatriz', 'Lucas'],
    ['Silva', 'Santos', 'Oliveira', 'Souza'],
  ],
  ['US', 'CO', 'Denver', 'en', ['Mason', 'Ella', 'Logan', 'Zoe'], ['Anderson', 'Thomas', 'Moore', 'Clark']],
  [
    'CA',
    'ON',
    'Toronto',
    'en',
    ['Olivia', 'Ethan', 'Chloe', 'Benjamin'],
    ['Tremblay', 'Roy', 'Campbell', 'Wong'],
  ],
  ['US', 'TX', 'Austin', 'en', ['Elijah', 'Mila', 'Lucas', 'Aria'], ['Lopez', 'Hill', 'Young', 'King']],
];

const DETAILS: Record<RequestType, string> = {
  access: 'Please send me a copy of all personal data you hold about me, including my order history.',
  deletion: 'Please delete my customer account and all data you hold about me.',
  correction: 'My delivery address is wrong in my account. Please correct it to the one I use now.',
  portability: 'Please send me my data in a machine-readable format so that I can take it elsewhere.',
  opt_out: 'Please do not sell or share my personal information.',
  restriction: 'Please stop using my data for marketing while my complaint is looked at.',
  objection: 'I object to the profiling of my purchases for personalised advertising.',
};

const OUTCOMES = {
  completed: 'We sent you the data through our secure download link.',
  rejected: 'We could not find an account with this e-mail address.',
} as const;

const NOTE = 'The requester also called the shop; the address matches the customer account.';
const EXTENSION_REASON =
  'The request covers several years of orders kept in two systems; gathering them takes longer.';

/** What became of one request, and how old it is. */
interface Plan {
  age: number;
  status: RequestStatus;
  /** How far it went, as a share of its workflow (0 the first stage, 1 the last). */
  progress: number;
  extended?: boolean;
}

/**
 * The statuses by age, so that the inbox has every case: the newest unverified, recent ones new or in
 * progress, older ones mostly closed, some open past their due date (overdue) or close to it.
 */
function planOf(i: number, next: () => number, dueIn: (age: number) => number, extendable: boolean): Plan {
  const roll = next();
  // The first rows are the cases a page must show, whatever the generator draws.
  if (i < 3) return { age: 1 + i, status: 'unverified', progress: 0 };
  if (i < 7) {
    let age = 35 + i * 3;
    while (dueIn(age) >= 0) age += 5;
    return { age, status: 'in_progress', progress: 0.5 };
  }
  if (i < 11) {
    let age = 8;
    while (dueIn(age) > 5) age += 1;
    return i % 2 ? { age, status: 'new', progress: 0 } : { age, status: 'in_progress', progress: 0.75 };
  }
  if (i < 13 && extendable) return { age: 40 + i, status: 'in_progress', progress: 0.75, extended: true };
  const age = 1 + Math.floor(next() * 88);
  if (age < 4) return { age, status: roll < 0.5 ? 'unverified' : 'new', progress: 0 };
  if (age < 20 || dueIn(age) >= 0)
    return roll < 0.4
      ? { age, status: 'new', progress: 0 }
      : { age, status: 'in_progress', progress: roll / 2 };
  if (roll < 0.65) return { age, status: 'completed', progress: 1 };
  if (roll < 0.85) return { age, status: 'rejected', progress: 0.25 };
  return { age, status: 'closed_unverified', progress: 0 };
}

const emailOf = (first: string, last: string, id: number) =>
  `${first}.${last}${id}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9.]/g, '')
    .toLowerCase()
    .concat('@example.test');

// A tiny PDF and PNG, so that downloads answer real bytes of their type.
const SAMPLE_PDF_BASE64 = btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

export interface DsarSeed {
  workflows: MockWorkflow[];
  requests: MockDsarRequest[];
  events: MockDsarEvent[];
  attachments: MockDsarAttachment[];
}

/** The demo's rows, dated back from `now`; empty without the demo. */
export function seedDsarRows(demo: boolean, now: Date): DsarSeed {
  const seed: DsarSeed = {
    workflows: [],
    requests: [],
    events: [],
    attachments: [],
  };
  if (!demo) return seed;
  const today = todayOf(now);
  const ago = (days: number, hour = 9) =>
    new Date(
      Math.min(
        Date.parse(`${addCalendarDays(today, -days)}T00:00:00Z`) + hour * HOUR_MS,
        now.getTime() - HOUR_MS,
      ),
    ).toISOString();
  const later = (iso: string, ms: number) =>
    new Date(Math.min(Date.parse(iso) + ms, now.getTime())).toISOString();

  const workflow = (id: number, name: string, type: RequestType | null, stages: Stage[], age: number) => ({
    id,
    organization_id: DEMO_IDS.retail,
    name,
    request_type: type,
    active: true,
    requests: 0,
    stages,
    created_at: ago(age),
    updated_at: ago(age),
  });
  seed.workflows.push(
    workflow(DEMO_DSAR_IDS.workflow, DEFAULT_WORKFLOW_NAME, null, standardStages(), 120),
    workflow(DELETION_WORKFLOW, 'Deletion requests', 'deletion', deletionStages(), 100),
  );

  const next = random(1515);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const event = (
    request_id: number,
    at: string,
    kind: Schemas['TimelineEvent']['kind'],
    text: string,
    actor: string | null = null,
    data: Record<string, unknown> = {},
  ) => seed.events.push({ id: seed.events.length + 1, request_id, at, kind, actor, text, data });

  for (let i = 0; i < DEMO_DSAR_REQUEST_COUNT; i++) {
    const [country, state, city, language, firsts, lasts] = PLACES[
      i % PLACES.length
    ] as (typeof PLACES)[number];
    const place: Place = { country, state };
    const dueIn = (age: number) =>
      daysBetween(today, deadlineColumns(place, addCalendarDays(today, -age)).due_on);
    const extendable = lawOf(deadlineColumns(place, today).jurisdiction).extension !== null;
    const plan = planOf(i, next, dueIn, extendable);
    const id = i + 1;
    const type: RequestType =
      country === 'US' && next() < 0.35 ? 'opt_out' : pick(REQUEST_TYPES.filter((t) => t !== 'opt_out'));
    const deletion = type === 'deletion';
    const stages = deletion ? deletionStages() : standardStages();
    const last = stages.length - 1;
    const stage = Math.min(last, Math.round(plan.progress * last));
    const viaForm = i % 6 !== 5;
    const status: RequestStatus = !viaForm && plan.status === 'unverified' ? 'new' : plan.status;
    const first = pick(firsts);
    const lastName = pick(lasts);
    const receivedAt = ago(plan.age, 8 + (i % 9));
    const verified = status !== 'unverified' && status !== 'closed_unverified';
    const verifiedAt = verified ? (viaForm ? later(receivedAt, 2 * HOUR_MS) : receivedAt) : null;
    const closed = ['completed', 'rejected', 'closed_unverified'].includes(status);
    const closedAt = closed
      ? later(
          receivedAt,
          (status === 'closed_unverified' ? 14 : Math.min(plan.age - 1, 5 + Math.floor(next() * 25))) *
            DAY_MS,
        )
      : null;
    const assignee = verified ? pick(ASSIGNEES) : null;
    const assigneeName = assignee === null ? null : (PEOPLE[assignee] ?? null);
    const worker = assigneeName ?? (PEOPLE[DEMO_IDS.orgAdmin] as string);
    const deadline = deadlineColumns(place, receivedAt.slice(0, 10), plan.extended);
    const outcome = status === 'completed' || status === 'rejected' ? status : null;
    const overLimit = i === 20;
    const tasks = stages.slice(0, status === 'completed' ? stages.length : stage).flatMap((s, index) =>
      s.tasks.map((_, task) => ({
        stage: index,
        task,
        done_at: later(receivedAt, (index + 1) * DAY_MS),
        done_by: worker,
      })),
    );
    seed.requests.push({
      id,
      company_id: DEMO_IDS.company,
      organization_id: DEMO_IDS.retail,
      property_id: viaForm ? DEMO_IDS.store : DEMO_IDS.blog,
      form_id: viaForm ? DEMO_DSAR_IDS.form : null,
      form_version: viaForm ? (plan.age > 60 ? 1 : 2) : null,
      status,
      request_type: type,
      subject_type: next() < 0.75 ? 'customer' : pick(SUBJECT_TYPES.filter((s) => s !== 'customer')),
      first_name: first,
      last_name: lastName,
      email: emailOf(first, lastName, id),
      country,
      state,
      city,
      details: DETAILS[type],
      language: viaForm && plan.age <= 60 ? language : 'en',
      answers: [],
      ...deadline,
      received_at: receivedAt,
      extended: plan.extended === true,
      extension_reason: plan.extended ? EXTENSION_REASON : null,
      acknowledged_at: verifiedAt,
      verified_at: verifiedAt,
      verify_token: status === 'unverified' ? `demo-verify-token-${String(id).padStart(4, '0')}` : null,
      assignee_id: assignee,
      workflow_id: deletion ? DELETION_WORKFLOW : DEMO_DSAR_IDS.workflow,
      workflow_name: deletion ? 'Deletion requests' : DEFAULT_WORKFLOW_NAME,
      stages,
      stage: status === 'completed' ? last : stage,
      tasks,
      outcome,
      outcome_note: outcome && OUTCOMES[outcome],
      closed_at: closedAt,
      over_limit: overLimit,
    });

    const data = {
      jurisdiction: deadline.jurisdiction,
      due_on: deadline.original_due_on,
      over_limit: overLimit,
    };
    if (viaForm) {
      event(id, receivedAt, 'received', TIMELINE.received(overLimit), null, data);
      event(id, receivedAt, 'verification_sent', TIMELINE.verificationSent(emailOf(first, lastName, id)));
    } else {
      const actor = PEOPLE[DEMO_IDS.orgAdmin] as string;
      event(id, receivedAt, 'received', TIMELINE.entered(actor, requestReference(id)), actor, data);
    }
    if (verifiedAt && viaForm) {
      event(id, verifiedAt, 'verified', TIMELINE.verified(emailOf(first, lastName, id)));
      event(id, verifiedAt, 'acknowledged', TIMELINE.acknowledged);
    }
    if (assignee !== null && verifiedAt)
      event(
        id,
        verifiedAt,
        'assigned',
        TIMELINE.assigned(PEOPLE[DEMO_IDS.orgAdmin] as string, assigneeName),
        PEOPLE[DEMO_IDS.orgAdmin],
        { assignee_id: assignee },
      );
    for (let s = 1; s <= (status === 'completed' ? last : stage); s++) {
      const name = stages[s]?.name as string;
      event(id, later(receivedAt, s * DAY_MS), 'stage', TIMELINE.stage(worker, name), worker, { stage: s });
    }
    if (status === 'in_progress' && i % 4 === 0)
      event(id, later(receivedAt, DAY_MS + HOUR_MS), 'note', NOTE, worker);
    if (plan.extended) {
      const law = lawOf(deadline.jurisdiction).name;
      const data = { from: deadline.original_due_on, to: deadline.due_on, reason: EXTENSION_REASON };
      event(
        id,
        later(receivedAt, 20 * DAY_MS),
        'extended',
        TIMELINE.extended(worker, deadline.due_on, law),
        worker,
        data,
      );
    }
    if (closedAt && outcome)
      event(id, closedAt, outcome, TIMELINE.closed(worker, outcome), worker, { note: OUTCOMES[outcome] });
    if (closedAt && status === 'closed_unverified')
      event(id, closedAt, 'closed_unverified', TIMELINE.closedUnverified(14), null, { days: 14 });
  }

  // Two requesters sent proof of identity with their request.
  const withFiles = seed.requests.filter((r) => r.form_id !== null && r.verified_at !== null).slice(0, 2);
  withFiles.forEach((r, i) => {
    const pdf = i === 0;
    const data = pdf ? SAMPLE_PDF_BASE64 : SAMPLE_PNG_BASE64;
    const name = pdf ? 'proof-of-address.pdf' : 'id-card.png';
    const mime = pdf ? 'application/pdf' : 'image/png';
    const size = atob(data).length;
    seed.attachments.push({
      id: i + 1,
      request_id: r.id,
      name,
      mime,
      size,
      uploaded_at: r.received_at,
      source: 'requester',
      data,
    });
    event(r.id, r.received_at, 'attachment', TIMELINE.attachments(1), null, { files: [{ name, size }] });
  });
  // Timelines in time order, ids following it (the timeline pages by id).
  seed.events.sort((a, b) => a.request_id - b.request_id || a.at.localeCompare(b.at) || a.id - b.id);
  seed.events.forEach((e, i) => {
    e.id = i + 1;
  });
  return seed;
}
