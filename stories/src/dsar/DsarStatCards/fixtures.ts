import type { Schemas } from '@privacy-portal/sdk';
import type { CardLoad } from '@privacy-portal/ui/cookieConsent/DashboardCards';
import { fn } from 'storybook/test';

// The DSAR dashboard's data for the stories: a shop's 90 days of requests and where they came from.

const END = Date.parse('2026-11-24T00:00:00Z');

/** A period of `days` ending 24 Nov 2026: a few requests a day, more on weekdays. */
export function storyChart(days = 30): Schemas['RequestChart'] {
  const over_time = Array.from({ length: days }, (_, i) => {
    const at = END - (days - 1 - i) * 86_400_000;
    const weekend = [0, 6].includes(new Date(at).getUTCDay());
    return {
      day: new Date(at).toISOString().slice(0, 10),
      received: weekend ? i % 2 : 2 + (i % 3),
      closed: weekend ? 0 : 1 + (i % 4 === 0 ? 2 : 0),
    };
  });
  const received = over_time.reduce((n, d) => n + d.received, 0);
  const closed = over_time.reduce((n, d) => n + d.closed, 0);
  const rejected = Math.round(closed * 0.12);
  return {
    from: over_time[0]?.day ?? '2026-11-24',
    to: '2026-11-24',
    received,
    completed: closed - rejected,
    rejected,
    open: 21,
    overdue: 3,
    due_soon: 6,
    median_days_to_close: 17.5,
    over_time,
    by_type: [
      { request_type: 'access', count: Math.round(received * 0.38) },
      { request_type: 'deletion', count: Math.round(received * 0.27) },
      { request_type: 'correction', count: Math.round(received * 0.07) },
      { request_type: 'portability', count: Math.round(received * 0.05) },
      { request_type: 'opt_out', count: Math.round(received * 0.17) },
      { request_type: 'restriction', count: Math.round(received * 0.03) },
      { request_type: 'objection', count: Math.round(received * 0.03) },
    ],
    by_status: [
      { status: 'unverified', count: 4 },
      { status: 'new', count: 7 },
      { status: 'in_progress', count: 10 },
      { status: 'completed', count: 142 },
      { status: 'rejected', count: 19 },
      { status: 'closed_unverified', count: 8 },
    ],
  };
}

export const STORY_REGIONS: Schemas['RegionCount'][] = [
  { country: 'US', state: 'CA', count: 24 },
  { country: 'DE', state: null, count: 17 },
  { country: 'GB', state: null, count: 11 },
  { country: 'US', state: 'VA', count: 6 },
  { country: 'FR', state: null, count: 6 },
  { country: 'US', state: 'TX', count: 4 },
  { country: 'BR', state: null, count: 4 },
  { country: 'CA', state: null, count: 3 },
  { country: 'US', state: 'CO', count: 2 },
  { country: 'US', state: null, count: 2 },
  { country: 'IN', state: null, count: 1 },
  { country: 'JP', state: null, count: 1 },
];

export const STORY_STATE_NAMES = {
  'US-CA': 'California',
  'US-VA': 'Virginia',
  'US-TX': 'Texas',
  'US-CO': 'Colorado',
};

export const ready = <T>(data: T): CardLoad<T> => ({ status: 'ready', data });
export const loading = { status: 'loading' } as const;
export const failed = (): CardLoad<never> => ({
  status: 'error',
  message: 'Something went wrong on our side. Please try again.',
  onRetry: fn(),
});
