/**
 * The organization's DSAR settings through the API, and the hourly reminder job run with an explicit
 * clock: an unconfirmed requester is reminded with a new link, then the request is closed with a
 * notice; an open request near its due date reminds its assignee (or the administrators); an overdue
 * one tells the assignee and the administrators. Each happens once, however often the job runs.
 */
import { addCalendarDays } from '@privacy-portal/sdk/dsar-deadlines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_UNVERIFIED_NOTICE, runDsarReminders } from '../../src/modules/dsar/jobs/reminders.job.ts';
import { type CompanyAccount, createCompany, demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { grant } from '../support/licence-fixture.ts';
import { handRequest, verifyToken } from './fixtures.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;
let acme: CompanyAccount;

const db = () => server.running.deps.db;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
  acme = await createCompany(server, 'Reminder Acme');
  await grant(db(), {
    companyId: acme.companyId,
    plan: 'price_dsar_professional_monthly',
    assign: [{ product: 'dsar', organizationId: acme.orgId }],
  });
});
afterAll(() => server?.close());

describe('settings', () => {
  it('has the defaults until changed, and refuses a close before the reminder', async () => {
    const api = server.client(acme.token);
    const got = await api.GET('/dsar/settings/{orgId}', { params: { path: { orgId: acme.orgId } } });
    expect(got.data?.response).toEqual({
      verify_reminder_days: 3,
      verify_close_days: 14,
      due_soon_days: 7,
      reminder_days: 3,
    });
    const bad = await api.PUT('/dsar/settings/{orgId}', {
      params: { path: { orgId: acme.orgId } },
      body: { verify_reminder_days: 5, verify_close_days: 5, due_soon_days: 7, reminder_days: 3 },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.details).toEqual([
      { in: 'body', field: 'verify_close_days', reason: 'must be more than verify_reminder_days' },
    ]);
    const saved = await api.PUT('/dsar/settings/{orgId}', {
      params: { path: { orgId: acme.orgId } },
      body: { verify_reminder_days: 2, verify_close_days: 5, due_soon_days: 10, reminder_days: 3 },
    });
    expect(saved.data?.response).toEqual({
      verify_reminder_days: 2,
      verify_close_days: 5,
      due_soon_days: 10,
      reminder_days: 3,
    });
    const viewer = await team.viewer.PUT('/dsar/settings/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: { verify_reminder_days: 2, verify_close_days: 5, due_soon_days: 10, reminder_days: 3 },
    });
    expect(viewer.response.status).toBe(403);
  });

  it('decides which requests the inbox calls due soon', async () => {
    const soon = async () =>
      (
        await team.viewer.GET('/dsar/requests/{orgId}', {
          params: { path: { orgId: demo.retailId }, query: { due: 'soon', limit: 200 } },
        })
      ).data?.response.length ?? 0;
    const open = await db()('dsar_requests')
      .where({ organization_id: demo.retailId })
      .whereIn('status', ['unverified', 'new', 'in_progress'])
      .select(db().raw('due_on::text as due'));
    const within = (days: number) =>
      open.filter((r) => r.due >= today() && r.due <= addCalendarDays(today(), days)).length;
    expect(await soon()).toBe(within(7));
    await team.owner.PUT('/dsar/settings/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: { verify_reminder_days: 3, verify_close_days: 14, due_soon_days: 30, reminder_days: 3 },
    });
    expect(await soon()).toBe(within(30));
    expect(within(30)).toBeGreaterThan(within(7));
  });
});

describe('the reminder job', () => {
  const ids: Record<'remind' | 'close' | 'soonAssigned' | 'soonNobody' | 'late' | 'fresh', number> = {
    remind: 0,
    close: 0,
    soonAssigned: 0,
    soonNobody: 0,
    late: 0,
    fresh: 0,
  };

  beforeAll(async () => {
    const api = server.client(acme.token);
    const make = async (overrides: Record<string, unknown>) => {
      const res = await api.POST('/dsar/requests/{orgId}', {
        params: { path: { orgId: acme.orgId } },
        body: handRequest(acme.propertyId, overrides),
      });
      if (!res.data) throw new Error(JSON.stringify(res.error));
      return res.data.response.request.id;
    };
    // acme: reminder after 2 days, closing after 5 (set above).
    ids.remind = await make({
      verified: false,
      email: 'remind@example.test',
      received_on: addCalendarDays(today(), -3),
    });
    ids.close = await make({
      verified: false,
      email: 'close@example.test',
      received_on: addCalendarDays(today(), -6),
    });
    ids.fresh = await make({ verified: false, email: 'fresh@example.test' });
    ids.soonAssigned = await make({ email: 'soon1@example.test' });
    ids.soonNobody = await make({ email: 'soon2@example.test' });
    ids.late = await make({ email: 'late@example.test' });
    await db()('dsar_requests')
      .where({ id: ids.soonAssigned })
      .update({ due_on: addCalendarDays(today(), 2), assignee_id: acme.userId });
    await db()('dsar_requests')
      .where({ id: ids.soonNobody })
      .update({ due_on: addCalendarDays(today(), 1), assignee_id: null });
    await db()('dsar_requests')
      .where({ id: ids.late })
      .update({ due_on: addCalendarDays(today(), -1), assignee_id: acme.userId });
  });

  const events = (id: number) =>
    db()('dsar_request_events').where({ request_id: id }).orderBy('id').select('kind', 'text');
  const row = (id: number) => db()('dsar_requests').where({ id }).first();
  const notices = () => db()('notifications').where({ user_id: acme.userId }).orderBy('id').pluck('text');

  it('reminds, closes, and tells the team, each once', async () => {
    const oldToken = await verifyToken(server, 'remind@example.test');
    const now = new Date();
    const run = await runDsarReminders(server.running.deps, now);
    // The demo's own requests are in the run too: at least ours.
    expect(run.verifyReminders).toBeGreaterThanOrEqual(1);
    expect(run.closedUnverified).toBeGreaterThanOrEqual(1);
    expect(run.dueReminders).toBeGreaterThanOrEqual(2);
    expect(run.overdue).toBeGreaterThanOrEqual(1);

    // 1. A new link: the old one stops working.
    expect((await row(ids.remind)).verify_reminded_at).not.toBeNull();
    expect((await events(ids.remind)).map((e) => e.kind)).toContain('verification_reminder');
    const newToken = await verifyToken(server, 'remind@example.test');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await server.client().POST('/public/dsar/verify', { body: { token: oldToken } })).response.status,
    ).toBe(400);

    // 2. Closed, with the notice.
    expect(await row(ids.close)).toMatchObject({
      status: 'closed_unverified',
      outcome_note: CLOSED_UNVERIFIED_NOTICE,
    });
    expect((await events(ids.close)).at(-2)).toEqual({
      kind: 'closed_unverified',
      text: 'Closed: the e-mail address was not confirmed within 5 days',
    });
    const closing = await server.lastMail('close@example.test');
    expect(closing.text).toContain(CLOSED_UNVERIFIED_NOTICE);
    // Too young for either.
    expect(await row(ids.fresh)).toMatchObject({ status: 'unverified', verify_reminded_at: null });

    // 3 and 4. The assignee, or the administrators (the owner here), are told.
    const ref = (id: number) => `DSAR-${String(id).padStart(6, '0')}`;
    const texts = await notices();
    expect(texts).toContain(
      `Reminder Acme Europe: ${ref(ids.soonAssigned)} is due in 2 days (${addCalendarDays(today(), 2)}).`,
    );
    expect(texts).toContain(
      `Reminder Acme Europe: ${ref(ids.soonNobody)} is due tomorrow (${addCalendarDays(today(), 1)}).`,
    );
    expect(texts).toContain(
      `Reminder Acme Europe: ${ref(ids.late)} is overdue: it was due on ${addCalendarDays(today(), -1)}.`,
    );
    expect((await events(ids.soonAssigned)).at(-1)?.text).toBe(
      'The assignee was reminded that the request is due in 2 days',
    );
    expect((await events(ids.soonNobody)).at(-1)?.text).toBe(
      'The administrators were reminded that the request is due tomorrow (no assignee)',
    );
    expect((await events(ids.late)).at(-1)).toMatchObject({ kind: 'overdue' });

    // Once: a second run at the same time, or a later hour, does nothing more for them.
    const before = {
      notices: (await notices()).length,
      events: await db()('dsar_request_events').count({ n: '*' }).first(),
    };
    expect(await runDsarReminders(server.running.deps, now)).toEqual({
      verifyReminders: 0,
      closedUnverified: 0,
      dueReminders: 0,
      overdue: 0,
    });
    await runDsarReminders(server.running.deps, new Date(now.getTime() + 3600_000));
    expect((await notices()).length).toBe(before.notices);
    for (const id of Object.values(ids)) {
      expect(
        (await events(id)).filter((e) => ['verification_reminder', 'reminder', 'overdue'].includes(e.kind))
          .length,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('closes the reminded request once its closing day comes, a fake clock days later', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    await runDsarReminders(server.running.deps, later);
    expect(await row(ids.remind)).toMatchObject({ status: 'closed_unverified', verify_token_hash: null });
    // The fresh one is now reminded (3 days old at that clock), not closed.
    expect(await row(ids.fresh)).toMatchObject({ status: 'unverified' });
    expect((await row(ids.fresh)).verify_reminded_at).not.toBeNull();
    // Closed requests count on the dashboard's close rollup as closed_unverified, not as answered.
    const closed = await db()('dsar_closed_daily').where({ organization_id: acme.orgId }).select('outcome');
    expect(closed.every((c) => c.outcome === 'closed_unverified')).toBe(true);
    expect(closed.length).toBeGreaterThan(0);
  });
});
