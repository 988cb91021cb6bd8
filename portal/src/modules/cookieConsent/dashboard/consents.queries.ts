import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../lib/queryClient.ts';

type Days = { from: string; to: string };
const consentOptions = (pid: number | null) => ({
  enabled: pid !== null,
  // The charts of the previous period stay while the next loads, instead of blinking to a loader.
  placeholderData: keepPreviousData,
});

/** GET /consentdashboard: the period's totals, rates and choice split, and the month against the plan. */
export function useConsentSummary(pid: number | null, days: Days) {
  return $api.useQuery(
    'get',
    '/consentdashboard/{propId}',
    { params: { path: { propId: pid ?? 0 }, query: days } },
    { ...consentOptions(pid), select: (body) => body.response },
  );
}

/** GET /consent-activity: one row per day of the period. */
export function useConsentActivity(pid: number | null, days: Days) {
  return $api.useQuery(
    'get',
    '/consent-activity/{pid}',
    { params: { path: { pid: pid ?? 0 }, query: days } },
    { ...consentOptions(pid), select: (body) => body.response },
  );
}

/** GET /consentdetailsdashboard: the period's choices by category and by device. */
export function useConsentBreakdown(pid: number | null, days: Days) {
  return $api.useQuery(
    'get',
    '/consentdetailsdashboard/{propId}',
    { params: { path: { propId: pid ?? 0 }, query: days } },
    { ...consentOptions(pid), select: (body) => body.response },
  );
}

/** GET /consentcountrylist: the period's choices by country, most first. */
export function useConsentCountries(pid: number | null, days: Days) {
  return $api.useQuery(
    'get',
    '/consentcountrylist/{propId}',
    { params: { path: { propId: pid ?? 0 }, query: days } },
    { ...consentOptions(pid), select: (body) => body.response },
  );
}

/**
 * Whether the property ever received a consent, as far as the API keeps the dashboard's days: the
 * consents of the longest range it takes (366 days). Zero keeps the first steps on the dashboard.
 */
export function useConsentTotal(pid: number | null) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
  return $api.useQuery(
    'get',
    '/consentdashboard/{propId}',
    { params: { path: { propId: pid ?? 0 }, query: { from, to } } },
    { enabled: pid !== null, select: (body) => body.response.consents },
  );
}
