/**
 * The DSAR demo (issue 15 "Demo"): Demo Retail gets a published request form in English and German,
 * the standard workflow, and about 200 requests over the last four months across statuses, types and
 * jurisdictions (some due soon, some overdue), with their timelines and the dashboard's rollups. The
 * numbers come from a seeded generator, so every fresh demo looks the same relative to today.
 */
import {
  DEFAULT_DSAR_SETTINGS,
  defaultFormDefinition,
  isOpenStatus,
  personName,
  REQUEST_TYPES,
  SUBJECT_TYPES,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import {
  addCalendarDays,
  deadlinesFor,
  jurisdictionFor,
  toIsoDate,
} from '@privacy-portal/sdk/dsar-deadlines';
import type { Db } from '../../db/database.ts';
import { ensureDefaultWorkflow } from './workflows/default-workflow.ts';

export const DEMO_DSAR_REQUESTS = 200;
export const DEMO_FORM_IDENTIFIER = 'demo-retail-privacy';

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Place {
  country: string;
  state: string | null;
  city: string;
  language: 'en' | 'de';
  names: ReadonlyArray<readonly [string, string]>;
}

const PLACES: readonly Place[] = [
  {
    country: 'DE',
    state: 'BE',
    city: 'Berlin',
    language: 'de',
    names: [
      ['Lena', 'Schmidt'],
      ['Jonas', 'Weber'],
      ['Mia', 'Fischer'],
    ],
  },
  {
    country: 'FR',
    state: null,
    city: 'Lyon',
    language: 'en',
    names: [
      ['Camille', 'Martin'],
      ['Louis', 'Bernard'],
    ],
  },
  {
    country: 'GB',
    state: null,
    city: 'Leeds',
    language: 'en',
    names: [
      ['Oliver', 'Smith'],
      ['Amelia', 'Jones'],
    ],
  },
  {
    country: 'US',
    state: 'CA',
    city: 'San Diego',
    language: 'en',
    names: [
      ['Emma', 'Garcia'],
      ['Noah', 'Miller'],
      ['Ava', 'Davis'],
    ],
  },
  {
    country: 'US',
    state: 'VA',
    city: 'Richmond',
    language: 'en',
    names: [
      ['Liam', 'Wilson'],
      ['Sophia', 'Moore'],
    ],
  },
  { country: 'US', state: 'CO', city: 'Denver', language: 'en', names: [['Ethan', 'Taylor']] },
  {
    country: 'BR',
    state: 'SP',
    city: 'São Paulo',
    language: 'en',
    names: [
      ['Ana', 'Souza'],
      ['Pedro', 'Lima'],
    ],
  },
  { country: 'CA', state: 'ON', city: 'Toronto', language: 'en', names: [['Chloe', 'Tremblay']] },
];

export async function seedDsarDemo(
  trx: Db,
  demo: { companyId: number; orgId: number; propertyId: number; ownerId: number; assigneeIds: number[] },
  count = DEMO_DSAR_REQUESTS,
  now = new Date(),
): Promise<void> {
  const workflow = await ensureDefaultWorkflow(trx, demo.orgId);
  const definition = defaultFormDefinition(['en', 'de']);
  const [form] = await trx('dsar_forms')
    .insert({
      company_id: demo.companyId,
      organization_id: demo.orgId,
      property_id: demo.propertyId,
      name: 'Privacy request',
      identifier: DEMO_FORM_IDENTIFIER,
      definition: JSON.stringify(definition),
      status: 'published',
      last_version: 1,
      created_by: demo.ownerId,
      published_at: new Date(now.getTime() - 130 * 86_400_000),
    })
    .returning('id');
  const [version] = await trx('dsar_form_versions')
    .insert({
      form_id: form.id,
      version: 1,
      definition: JSON.stringify(definition),
      note: 'First version',
      published_by: demo.ownerId,
      published_at: new Date(now.getTime() - 130 * 86_400_000),
    })
    .returning('id');
  await trx('dsar_forms').where({ id: form.id }).update({ active_version_id: version.id });
  await trx('properties').where({ id: demo.propertyId }).update({ form_status: true, form_isactive: true });
  await trx('usage_counters')
    .insert({ scope_kind: 'organization', scope_id: demo.orgId, metric: 'forms', period: 'all', count: 1 })
    .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
    .merge({ count: trx.raw('usage_counters.count + 1') });

  const names = new Map(
    (
      (await trx('users')
        .whereIn('id', [demo.ownerId, ...demo.assigneeIds])
        .select('id', 'firstname', 'lastname', 'email')) as Array<{
        id: number;
        firstname: string | null;
        lastname: string | null;
        email: string;
      }>
    ).map((u) => [u.id, personName(u)]),
  );
  const owner = { actor_id: demo.ownerId, actor_name: names.get(demo.ownerId) ?? '' };
  const { verify_reminder_days, verify_close_days, reminder_days } = DEFAULT_DSAR_SETTINGS;

  const rand = random(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const today = toIsoDate(now);
  const stages = workflow?.stages ?? [];
  const daily = new Map<string, number>();
  const closedDaily = new Map<string, number>();
  const months = new Map<string, number>();

  for (let i = 0; i < count; i++) {
    // Spread over 120 days, more of them recent.
    const age = Math.floor(120 * rand() ** 1.6);
    const receivedAt = new Date(now.getTime() - age * 86_400_000 - Math.floor(rand() * 8) * 3600_000);
    const place = pick(PLACES);
    const [first, last] = pick(place.names);
    const type = rand() < 0.45 ? 'access' : rand() < 0.55 ? 'deletion' : pick(REQUEST_TYPES);
    const receivedOn = toIsoDate(receivedAt);
    const d = deadlinesFor({ receivedOn, country: place.country, state: place.state });
    const jurisdiction = jurisdictionFor(place.country, place.state);
    // Older requests are mostly closed; a few stay open past their due date (overdue).
    const roll = rand();
    let status: string;
    if (age > 50)
      status =
        roll < 0.75
          ? 'completed'
          : roll < 0.88
            ? 'rejected'
            : roll < 0.94
              ? 'closed_unverified'
              : 'in_progress';
    else if (age > 20)
      status = roll < 0.45 ? 'completed' : roll < 0.55 ? 'rejected' : roll < 0.9 ? 'in_progress' : 'new';
    // Unconfirmed ones are recent (the job closes them after verify_close_days, 14 by default).
    else if (roll < 0.15)
      status = age <= 10 ? 'unverified' : age > verify_close_days ? 'closed_unverified' : 'new';
    else status = roll < 0.4 ? 'new' : roll < 0.85 ? 'in_progress' : 'completed';
    const open = isOpenStatus(status);
    const extended = open && age > 30 && rand() < 0.5 && d.extendedDueOn !== null;
    const dueOn = extended ? (d.extendedDueOn as string) : d.dueOn;
    const closeDays = Math.min(Math.max(3, Math.floor(rand() * 40)), Math.max(age, 0));
    const closedAt = open
      ? null
      : new Date(
          receivedAt.getTime() +
            (status === 'closed_unverified' ? verify_close_days : closeDays) * 86_400_000,
        );
    // Unconfirmed for verify_reminder_days or more: the reminder with a new link went out on that day.
    const remindedAt =
      status === 'unverified' && age >= verify_reminder_days
        ? new Date(receivedAt.getTime() + verify_reminder_days * 86_400_000)
        : null;
    const verified = status !== 'unverified' && status !== 'closed_unverified';
    const stage =
      status === 'in_progress'
        ? 1 + Math.floor(rand() * Math.max(stages.length - 1, 1))
        : status === 'completed'
          ? Math.max(stages.length - 1, 0)
          : 0;
    const assignee = status === 'unverified' || rand() < 0.15 ? null : pick(demo.assigneeIds);
    const email = `${first}.${last}${i}@example.com`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '');
    const [row] = await trx('dsar_requests')
      .insert({
        company_id: demo.companyId,
        organization_id: demo.orgId,
        property_id: demo.propertyId,
        form_id: form.id,
        form_version: 1,
        status,
        request_type: type,
        subject_type: rand() < 0.8 ? 'customer' : pick(SUBJECT_TYPES),
        first_name: first,
        last_name: last,
        email,
        country: place.country,
        state: place.state,
        city: place.city,
        details:
          type === 'deletion'
            ? 'Please delete my account and every order record you keep about me.'
            : type === 'access'
              ? 'I would like a copy of all personal data you hold about me, including order history.'
              : 'Please handle this request for my personal data.',
        language: place.language,
        answers: '[]',
        jurisdiction: jurisdiction.code,
        received_at: receivedAt,
        due_on: dueOn,
        original_due_on: d.dueOn,
        extended,
        extension_reason: extended
          ? 'The request covers several systems that need more time to search.'
          : null,
        acknowledged_at: verified ? new Date(receivedAt.getTime() + 3600_000) : null,
        verified_at: verified ? new Date(receivedAt.getTime() + 1800_000) : null,
        assignee_id: assignee,
        workflow_id: workflow?.id ?? null,
        workflow_name: workflow?.name ?? null,
        stages: JSON.stringify(stages),
        stage,
        outcome: status === 'completed' || status === 'rejected' ? status : null,
        outcome_note:
          status === 'completed'
            ? 'The data was sent to the requester.'
            : status === 'rejected'
              ? 'We could not find any personal data linked to this address.'
              : null,
        closed_at: closedAt,
        verify_reminded_at: remindedAt,
        // The overdue ones were already notified: the first reminder run of a fresh demo stays quiet.
        overdue_notified_at: open && dueOn < today ? now : null,
        reminded_at: open && dueOn <= addCalendarDays(today, reminder_days) ? now : null,
        search: `${first} ${last}`.toLowerCase(),
        created_at: receivedAt,
        updated_at: closedAt ?? receivedAt,
      })
      .returning('id');
    const id = row.id as number;
    type SeedEvent = { kind: string; text: string; at: Date; actor_id?: number; actor_name?: string };
    const later = (ms: number) => new Date(receivedAt.getTime() + ms);
    const events: SeedEvent[] = [
      { kind: 'received', text: TIMELINE.received(false), at: receivedAt },
      { kind: 'verification_sent', text: TIMELINE.verificationSent(email), at: receivedAt },
    ];
    if (verified) {
      events.push({ kind: 'verified', text: TIMELINE.verified(email), at: later(1800_000) });
      events.push({ kind: 'acknowledged', text: TIMELINE.acknowledged, at: later(3600_000) });
    }
    if (remindedAt) {
      events.push({ kind: 'verification_reminder', text: TIMELINE.verificationReminder, at: remindedAt });
    }
    if (assignee)
      events.push({
        kind: 'assigned',
        text: TIMELINE.assigned(owner.actor_name, names.get(assignee) ?? null),
        at: later(7200_000),
        ...owner,
      });
    for (let s = 1; s <= stage && s < stages.length; s++) {
      events.push({
        kind: 'stage',
        text: TIMELINE.stage(owner.actor_name, stages[s]?.name ?? ''),
        at: later(s * 86_400_000),
        ...owner,
      });
    }
    if (extended)
      events.push({
        kind: 'extended',
        text: TIMELINE.extended(owner.actor_name, dueOn, jurisdiction.name),
        at: later(20 * 86_400_000),
        ...owner,
      });
    if (closedAt && (status === 'completed' || status === 'rejected')) {
      events.push({ kind: status, text: TIMELINE.closed(owner.actor_name, status), at: closedAt, ...owner });
    }
    if (status === 'closed_unverified') {
      events.push({
        kind: 'closed_unverified',
        text: TIMELINE.closedUnverified(verify_close_days),
        at: closedAt ?? receivedAt,
      });
    }
    await trx('dsar_request_events').insert(events.map((e) => ({ request_id: id, ...e, data: '{}' })));
    const doneTasks = [];
    for (let s = 0; s < stage; s++) {
      for (let t = 0; t < (stages[s]?.tasks.length ?? 0); t++)
        doneTasks.push({ request_id: id, stage: s, task: t, done_by: demo.ownerId });
    }
    if (doneTasks.length) await trx('dsar_request_tasks').insert(doneTasks);

    const dayKey = [receivedOn, type, place.country, place.state ?? ''].join('|');
    daily.set(dayKey, (daily.get(dayKey) ?? 0) + 1);
    if (closedAt && (status === 'completed' || status === 'rejected')) {
      const closeKey = [toIsoDate(closedAt), status, closeDays].join('|');
      closedDaily.set(closeKey, (closedDaily.get(closeKey) ?? 0) + 1);
    }
    const month = receivedOn.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
  }
  for (const [key, received] of daily) {
    const [day, request_type, country, state] = key.split('|');
    await trx('dsar_daily').insert({
      organization_id: demo.orgId,
      property_id: demo.propertyId,
      day,
      request_type,
      country,
      state,
      received,
    });
  }
  for (const [key, closed] of closedDaily) {
    const [day, outcome, days] = key.split('|');
    await trx('dsar_closed_daily').insert({
      organization_id: demo.orgId,
      property_id: demo.propertyId,
      day,
      outcome,
      days_to_close: Number(days),
      closed,
    });
  }
  for (const [period, n] of months) {
    await trx('usage_counters')
      .insert({ scope_kind: 'organization', scope_id: demo.orgId, metric: 'requests', period, count: n })
      .onConflict(['scope_kind', 'scope_id', 'metric', 'period'])
      .merge({ count: trx.raw('usage_counters.count + ?', [n]) });
  }
}
