/**
 * The DSAR dashboard through the API: every number of the chart and of the map by region equals what
 * the requests themselves say (the rollups are kept in step by every change), for the default range
 * and a chosen one; a new request and its completion move the numbers; bad ranges are refused.
 */
import { addCalendarDays } from '@privacy-portal/sdk/dsar-deadlines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histogramMedian } from '../../src/modules/dsar/dashboard/dashboard.queries.ts';
import { demoIds } from '../support/contract-cases.ts';
import { type DemoTeam, loginDemoTeam } from '../support/demo-team.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { handRequest } from './fixtures.ts';

let server: TestServer;
let team: DemoTeam;
let demo: Awaited<ReturnType<typeof demoIds>>;

const db = () => server.running.deps.db;
const today = () => new Date().toISOString().slice(0, 10);
const OPEN = ['unverified', 'new', 'in_progress'];
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ demoConsents: 0 });
  team = await loginDemoTeam(server);
  demo = await demoIds(db());
});
afterAll(() => server?.close());

interface Row {
  id: number;
  status: string;
  request_type: string;
  country: string;
  state: string | null;
  received: string;
  due: string;
  received_at: Date;
  closed_at: Date | null;
}

const rows = async (): Promise<Row[]> =>
  db()('dsar_requests')
    .where({ organization_id: demo.retailId, property_id: demo.storeId })
    .select(
      'id',
      'status',
      'request_type',
      'country',
      'state',
      'received_at',
      'closed_at',
      db().raw("to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as received"),
      db().raw('due_on::text as due'),
    );

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The chart as the requests say it should be. */
function expected(all: Row[], from: string, to: string) {
  const inRange = (d: string) => d >= from && d <= to;
  const received = all.filter((r) => inRange(r.received));
  const answered = all.filter(
    (r) => (r.status === 'completed' || r.status === 'rejected') && r.closed_at && inRange(day(r.closed_at)),
  );
  const open = all.filter((r) => OPEN.includes(r.status));
  const t = today();
  const days = new Map<number, number>();
  for (const r of answered) {
    const n = Math.max(0, Math.round(((r.closed_at as Date).getTime() - r.received_at.getTime()) / DAY_MS));
    days.set(n, (days.get(n) ?? 0) + 1);
  }
  return {
    from,
    to,
    received: received.length,
    completed: answered.filter((r) => r.status === 'completed').length,
    rejected: answered.filter((r) => r.status === 'rejected').length,
    open: open.length,
    overdue: open.filter((r) => r.due < t).length,
    due_soon: open.filter((r) => r.due >= t && r.due <= addCalendarDays(t, 7)).length,
    median_days_to_close: histogramMedian([...days].map(([value, count]) => ({ value, count }))),
    received_by_type: Object.fromEntries(
      ['access', 'deletion', 'correction', 'portability', 'opt_out', 'restriction', 'objection'].map(
        (type) => [type, received.filter((r) => r.request_type === type).length],
      ),
    ),
    by_status: ['unverified', 'new', 'in_progress', 'completed', 'rejected', 'closed_unverified'].map(
      (status) => ({
        status,
        count: all.filter((r) => r.status === status).length,
      }),
    ),
    over_time_received: received.length,
    over_time_closed: answered.length,
  };
}

async function chart(query: { from?: string; to?: string } = {}) {
  const res = await team.viewer.GET('/ccpa/request/chart/{orgId}/{propId}', {
    params: { path: { orgId: demo.retailId, propId: demo.storeId }, query },
  });
  expect(res.response.status).toBe(200);
  return res.data?.response as NonNullable<typeof res.data>['response'];
}

function compare(got: Awaited<ReturnType<typeof chart>>, want: ReturnType<typeof expected>) {
  expect({
    from: got.from,
    to: got.to,
    received: got.received,
    completed: got.completed,
    rejected: got.rejected,
    open: got.open,
    overdue: got.overdue,
    due_soon: got.due_soon,
    median_days_to_close: got.median_days_to_close,
  }).toEqual({
    from: want.from,
    to: want.to,
    received: want.received,
    completed: want.completed,
    rejected: want.rejected,
    open: want.open,
    overdue: want.overdue,
    due_soon: want.due_soon,
    median_days_to_close: want.median_days_to_close,
  });
  expect(Object.fromEntries(got.by_type.map((t) => [t.request_type, t.count]))).toEqual(
    want.received_by_type,
  );
  expect(got.by_status).toEqual(want.by_status);
  expect(got.over_time.reduce((n, d) => n + d.received, 0)).toBe(want.over_time_received);
  expect(got.over_time.reduce((n, d) => n + d.closed, 0)).toBe(want.over_time_closed);
}

describe('the chart', () => {
  it('matches the requests over the default 30 days', async () => {
    const got = await chart();
    const want = expected(await rows(), addCalendarDays(today(), -30), today());
    compare(got, want);
    expect(got.over_time).toHaveLength(31);
    expect(got.over_time[0]?.day).toBe(want.from);
    expect(got.received).toBeGreaterThan(0);
    expect(got.completed).toBeGreaterThan(0);
    expect(got.overdue).toBeGreaterThan(0);
    expect(got.due_soon).toBeGreaterThan(0);
    expect(got.median_days_to_close).not.toBeNull();
  });

  it('matches the requests over a chosen range, day by day', async () => {
    const from = addCalendarDays(today(), -120);
    const to = addCalendarDays(today(), -60);
    const got = await chart({ from, to });
    const all = await rows();
    compare(got, expected(all, from, to));
    const perDay = new Map<string, number>();
    for (const r of all)
      if (r.received >= from && r.received <= to) perDay.set(r.received, (perDay.get(r.received) ?? 0) + 1);
    expect(got.over_time.filter((d) => d.received > 0).map((d) => [d.day, d.received])).toEqual(
      [...perDay].sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  });

  it('counts a new request and its completion at once', async () => {
    const before = await chart();
    const created = await team.owner.POST('/dsar/requests/{orgId}', {
      params: { path: { orgId: demo.retailId } },
      body: handRequest(demo.storeId, { request_type: 'objection', country: 'US', state: 'CO' }),
    });
    const id = created.data?.response.request.id as number;
    const mid = await chart();
    expect(mid.received).toBe(before.received + 1);
    expect(mid.open).toBe(before.open + 1);
    expect(mid.by_type.find((t) => t.request_type === 'objection')?.count).toBe(
      (before.by_type.find((t) => t.request_type === 'objection')?.count ?? 0) + 1,
    );
    expect(mid.over_time.at(-1)?.received).toBe((before.over_time.at(-1)?.received ?? 0) + 1);
    await team.owner.POST('/dsar/requests/{orgId}/{requestId}/close', {
      params: { path: { orgId: demo.retailId, requestId: id } },
      body: { outcome: 'completed', note: 'Done the same day.' },
    });
    const after = await chart();
    expect(after.completed).toBe(before.completed + 1);
    expect(after.open).toBe(before.open);
    expect(after.over_time.at(-1)?.closed).toBe((before.over_time.at(-1)?.closed ?? 0) + 1);
    compare(after, expected(await rows(), addCalendarDays(today(), -30), today()));
  });

  it('refuses a reversed or too long range, naming the field', async () => {
    const reversed = await team.viewer.GET('/ccpa/request/chart/{orgId}/{propId}', {
      params: {
        path: { orgId: demo.retailId, propId: demo.storeId },
        query: { from: today(), to: addCalendarDays(today(), -1) },
      },
    });
    expect(reversed.response.status).toBe(400);
    expect(reversed.error?.error.details?.[0]?.in).toBe('query');
    const long = await team.viewer.GET('/ccpa/chart/state/{orgId}/{propId}', {
      params: {
        path: { orgId: demo.retailId, propId: demo.storeId },
        query: { from: addCalendarDays(today(), -400), to: today() },
      },
    });
    expect(long.response.status).toBe(400);
    expect(long.error?.error.details?.[0]).toMatchObject({ in: 'query' });
  });
});

describe('requests by region', () => {
  it('counts per country, and per state in the United States, most first', async () => {
    const from = addCalendarDays(today(), -120);
    const res = await team.viewer.GET('/ccpa/chart/state/{orgId}/{propId}', {
      params: { path: { orgId: demo.retailId, propId: demo.storeId }, query: { from, to: today() } },
    });
    const regions = res.data?.response ?? [];
    const counts = new Map<string, number>();
    for (const r of await rows()) {
      if (r.received < from) continue;
      const key = `${r.country}|${r.country === 'US' ? (r.state ?? '') : ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(regions.map((r) => [`${r.country}|${r.state ?? ''}`, r.count]))).toEqual(
      Object.fromEntries(counts),
    );
    expect(regions.map((r) => r.count)).toEqual([...regions.map((r) => r.count)].sort((a, b) => b - a));
    expect(regions.find((r) => r.country === 'US' && r.state === 'CA')?.count).toBeGreaterThan(0);
    expect(regions.find((r) => r.country === 'DE')?.state).toBeNull();
  });
});
