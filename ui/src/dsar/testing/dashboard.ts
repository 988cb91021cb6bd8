import type { Schemas } from '@privacy-portal/sdk';

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A 30-day range ending 24 Nov 2026, as getDsarRequestChart answers it. */
export function testChart(days = 30): Schemas['RequestChart'] {
  const end = Date.parse('2026-11-24T00:00:00Z');
  const over_time = Array.from({ length: days }, (_, i) => ({
    day: isoDay(end - (days - 1 - i) * DAY_MS),
    received: (i * 7) % 5,
    closed: (i * 3) % 4,
  }));
  const received = over_time.reduce((sum, d) => sum + d.received, 0);
  return {
    from: over_time[0]?.day ?? '2026-11-24',
    to: '2026-11-24',
    received,
    completed: 31,
    rejected: 4,
    open: 17,
    overdue: 3,
    due_soon: 5,
    median_days_to_close: 12.5,
    over_time,
    by_type: [
      { request_type: 'access', count: 25 },
      { request_type: 'deletion', count: 18 },
      { request_type: 'correction', count: 4 },
      { request_type: 'portability', count: 2 },
      { request_type: 'opt_out', count: 9 },
      { request_type: 'restriction', count: 0 },
      { request_type: 'objection', count: 1 },
    ],
    by_status: [
      { status: 'unverified', count: 4 },
      { status: 'new', count: 6 },
      { status: 'in_progress', count: 7 },
      { status: 'completed', count: 31 },
      { status: 'rejected', count: 4 },
      { status: 'closed_unverified', count: 2 },
    ],
  };
}

/** Requests by place, most first (getDsarRequestsByRegion). */
export const TEST_REGIONS: Schemas['RegionCount'][] = [
  { country: 'US', state: 'CA', count: 21 },
  { country: 'DE', state: null, count: 12 },
  { country: 'GB', state: null, count: 8 },
  { country: 'US', state: 'TX', count: 5 },
  { country: 'FR', state: null, count: 4 },
  { country: 'US', state: null, count: 2 },
  { country: 'BR', state: null, count: 2 },
  { country: 'IN', state: null, count: 1 },
  { country: 'JP', state: null, count: 1 },
  { country: 'ES', state: null, count: 1 },
  { country: 'IT', state: null, count: 1 },
];
