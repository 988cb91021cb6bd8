/**
 * The DSAR dashboard of a property. What was received in the range comes from the daily rollup
 * dsar_daily, what was closed from dsar_closed_daily (days_to_close kept as a histogram, so the median
 * needs no request rows); what is open, overdue or due soon is read live from dsar_requests.
 * "Closed" on the chart means answered: completed or rejected (a request closed because its e-mail
 * address was never confirmed has no answer and is left out of the closed counts and the median).
 */
import type { components } from '@privacy-portal/sdk';
import { OPEN_STATUSES, REQUEST_STATUSES, REQUEST_TYPES } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../../db/database.ts';
import { type DayRange, daysOf, isoDay } from '../../cookieConsent/tracking/day-range.ts';

type RequestChart = components['schemas']['RequestChart'];
type RegionCount = components['schemas']['RegionCount'];
type RequestType = components['schemas']['RequestType'];

/** The outcomes that count as closed on the chart (answered requests). */
const ANSWERED = ['completed', 'rejected'] as const;

const n = (v: unknown) => Number(v ?? 0);
const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

const inRange = (db: Db, table: string, orgId: number, propertyId: number, range: DayRange) =>
  db(table)
    .where({ organization_id: orgId, property_id: propertyId })
    .andWhere('day', '>=', range.from)
    .andWhere('day', '<=', range.to);

/**
 * The median of a histogram (value → how many): the middle value, or the mean of the two middle
 * values when the count is even; null when empty.
 */
export function histogramMedian(buckets: ReadonlyArray<{ value: number; count: number }>): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const at = (position: number): number => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.count;
      if (seen >= position) return b.value;
    }
    return (sorted[sorted.length - 1] as { value: number }).value;
  };
  if (total % 2 === 1) return at((total + 1) / 2);
  return (at(total / 2) + at(total / 2 + 1)) / 2;
}

export async function requestChart(
  db: Db,
  scope: { orgId: number; propertyId: number; dueSoonDays: number },
  range: DayRange,
  now: Date = new Date(),
): Promise<RequestChart> {
  const { orgId, propertyId } = scope;
  const received = (await inRange(db, 'dsar_daily', orgId, propertyId, range)
    .groupBy('day', 'request_type')
    .select(db.raw('day::text as day'), 'request_type', db.raw('sum(received) as n'))) as Array<{
    day: string;
    request_type: RequestType;
    n: unknown;
  }>;
  const closed = (await inRange(db, 'dsar_closed_daily', orgId, propertyId, range)
    .whereIn('outcome', ANSWERED)
    .groupBy('day', 'outcome', 'days_to_close')
    .select(db.raw('day::text as day'), 'outcome', 'days_to_close', db.raw('sum(closed) as n'))) as Array<{
    day: string;
    outcome: (typeof ANSWERED)[number];
    days_to_close: number;
    n: unknown;
  }>;

  const receivedByDay = new Map<string, number>();
  const byType = new Map<RequestType, number>();
  let receivedTotal = 0;
  for (const r of received) {
    const count = n(r.n);
    receivedTotal += count;
    receivedByDay.set(r.day, (receivedByDay.get(r.day) ?? 0) + count);
    byType.set(r.request_type, (byType.get(r.request_type) ?? 0) + count);
  }
  const closedByDay = new Map<string, number>();
  const histogram = new Map<number, number>();
  let completed = 0;
  let rejected = 0;
  for (const c of closed) {
    const count = n(c.n);
    if (c.outcome === 'completed') completed += count;
    else rejected += count;
    closedByDay.set(c.day, (closedByDay.get(c.day) ?? 0) + count);
    histogram.set(n(c.days_to_close), (histogram.get(n(c.days_to_close)) ?? 0) + count);
  }

  const live = await liveCounts(db, scope, now);
  return {
    from: range.from,
    to: range.to,
    received: receivedTotal,
    completed,
    rejected,
    open: live.open,
    overdue: live.overdue,
    due_soon: live.dueSoon,
    median_days_to_close: histogramMedian([...histogram].map(([value, count]) => ({ value, count }))),
    over_time: daysOf(range).map((day) => ({
      day,
      received: receivedByDay.get(day) ?? 0,
      closed: closedByDay.get(day) ?? 0,
    })),
    // Every type in the contract's order (zeros included), then any other the rollup holds.
    by_type: [
      ...REQUEST_TYPES.map((t) => ({ request_type: t, count: byType.get(t) ?? 0 })),
      ...[...byType]
        .filter(([t]) => !REQUEST_TYPES.includes(t))
        .map(([t, count]) => ({ request_type: t, count })),
    ],
    by_status: REQUEST_STATUSES.map((status) => ({ status, count: live.byStatus.get(status) ?? 0 })),
  };
}

/** The property's requests now: per status, and the open ones overdue or due within the due-soon days. */
async function liveCounts(
  db: Db,
  scope: { orgId: number; propertyId: number; dueSoonDays: number },
  now: Date,
): Promise<{ open: number; overdue: number; dueSoon: number; byStatus: Map<string, number> }> {
  const today = isoDay(now);
  const soon = addDays(today, scope.dueSoonDays);
  const open = OPEN_STATUSES.map(() => '?').join(', ');
  const rows = (await db('dsar_requests')
    .where({ organization_id: scope.orgId, property_id: scope.propertyId })
    .groupBy('status')
    .select(
      'status',
      db.raw('count(*) as n'),
      db.raw(`count(*) filter (where status in (${open}) and due_on < ?::date) as overdue`, [
        ...OPEN_STATUSES,
        today,
      ]),
      db.raw(
        `count(*) filter (where status in (${open}) and due_on >= ?::date and due_on <= ?::date) as soon`,
        [...OPEN_STATUSES, today, soon],
      ),
    )) as Array<{ status: string; n: unknown; overdue: unknown; soon: unknown }>;
  const byStatus = new Map(rows.map((r) => [r.status, n(r.n)]));
  return {
    open: OPEN_STATUSES.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
    overdue: rows.reduce((sum, r) => sum + n(r.overdue), 0),
    dueSoon: rows.reduce((sum, r) => sum + n(r.soon), 0),
    byStatus,
  };
}

/**
 * Requests received in the range per country, and per state for the United States (a US request
 * without a state, and every other country, has state null); most first.
 */
export async function requestsByRegion(
  db: Db,
  scope: { orgId: number; propertyId: number },
  range: DayRange,
): Promise<RegionCount[]> {
  const rows = (await inRange(db, 'dsar_daily', scope.orgId, scope.propertyId, range)
    .groupByRaw("country, case when country = 'US' then state else '' end")
    .select(
      'country',
      db.raw("case when country = 'US' then state else '' end as region_state"),
      db.raw('sum(received) as n'),
    )
    .havingRaw('sum(received) > 0')
    .orderByRaw('sum(received) desc, country, region_state')) as Array<{
    country: string;
    region_state: string;
    n: unknown;
  }>;
  return rows.map((r) => ({ country: r.country, state: r.region_state || null, count: n(r.n) }));
}
