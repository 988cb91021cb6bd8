/**
 * The DSAR dashboard of a property, counted from the mock's requests (the server reads daily rollups
 * of the same rows): what was received and answered in the range, what is open, overdue or due soon
 * now, and the median days from receipt to an answer. A request closed unverified has no answer and
 * is left out of the closed counts and the median.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { REQUEST_STATUSES, REQUEST_TYPES } from '@privacy-portal/sdk/dsar';
import { type DayRange, daysOf } from '../cookieConsent/date-range.ts';
import type { MockState } from '../state.ts';
import { dueSoonOn, isOpen, overdueOn, todayOf } from './deadlines.ts';
import { settingsOf } from './requests.ts';
import type { MockDsarRequest } from './state.ts';

const DAY_MS = 86_400_000;

const inRange = (day: string, range: DayRange) => day >= range.from && day <= range.to;
const countBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const ofProperty = (state: MockState, organizationId: number, propertyId: number): MockDsarRequest[] =>
  state.dsar.requests.list((r) => r.organization_id === organizationId && r.property_id === propertyId);

export function requestChart(
  state: MockState,
  organizationId: number,
  propertyId: number,
  range: DayRange,
): Schemas['RequestChart'] {
  const rows = ofProperty(state, organizationId, propertyId);
  const received = rows.filter((r) => inRange(r.received_at.slice(0, 10), range));
  const answered = rows.filter(
    (r): r is MockDsarRequest & { closed_at: string } =>
      r.outcome !== null && r.closed_at !== null && inRange(r.closed_at.slice(0, 10), range),
  );
  const receivedByDay = countBy(received, (r) => r.received_at.slice(0, 10));
  const closedByDay = countBy(answered, (r) => r.closed_at.slice(0, 10));
  const byType = countBy(received, (r) => r.request_type);
  const byStatus = countBy(rows, (r) => r.status);
  const today = todayOf(state.now());
  const soonDays = settingsOf(state, organizationId).due_soon_days;
  return {
    from: range.from,
    to: range.to,
    received: received.length,
    completed: answered.filter((r) => r.outcome === 'completed').length,
    rejected: answered.filter((r) => r.outcome === 'rejected').length,
    open: rows.filter(isOpen).length,
    overdue: rows.filter((r) => overdueOn(r, today)).length,
    due_soon: rows.filter((r) => dueSoonOn(r, today, soonDays)).length,
    median_days_to_close: median(
      answered.map((r) =>
        Math.max(0, Math.round((Date.parse(r.closed_at) - Date.parse(r.received_at)) / DAY_MS)),
      ),
    ),
    over_time: daysOf(range).map((day) => ({
      day,
      received: receivedByDay.get(day) ?? 0,
      closed: closedByDay.get(day) ?? 0,
    })),
    by_type: REQUEST_TYPES.map((t) => ({ request_type: t, count: byType.get(t) ?? 0 })),
    by_status: REQUEST_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
  };
}

/** Requests received in the range per country, and per state for the United States; most first. */
export function requestsByRegion(
  state: MockState,
  organizationId: number,
  propertyId: number,
  range: DayRange,
): Schemas['RegionCount'][] {
  const received = ofProperty(state, organizationId, propertyId).filter((r) =>
    inRange(r.received_at.slice(0, 10), range),
  );
  const counts = countBy(received, (r) => `${r.country}|${r.country === 'US' ? (r.state ?? '') : ''}`);
  return [...counts]
    .map(([key, count]) => {
      const [country = '', state = ''] = key.split('|');
      return { country, state: state || null, count };
    })
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.country.localeCompare(b.country) ||
        (a.state ?? '').localeCompare(b.state ?? ''),
    );
}
