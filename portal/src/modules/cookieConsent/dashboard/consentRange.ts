import type { DateRange } from '@privacy-portal/ui/cookieConsent/DateRangeFilter';

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboard's period in the URL (?days=7|30|90, or ?from=&to= for days of one's own), so that a
 * link or a reload shows the same charts; the last 30 days without either.
 */
export function rangeFromParams(params: URLSearchParams): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && DAY.test(from) && DAY.test(to)) return { from, to };
  const days = Number(params.get('days'));
  return { days: days === 7 || days === 90 ? days : 30 };
}

/** The URL's parameters for a period, the others kept (oid, pid). */
export function rangeParams(params: URLSearchParams, range: DateRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['days', 'from', 'to']) next.delete(key);
  if ('days' in range) {
    if (range.days !== 30) next.set('days', String(range.days));
  } else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/** The UTC days the API is asked for: the last n days end today (the visitor's clock, in UTC). */
export function rangeDays(range: DateRange, now: number = Date.now()): { from: string; to: string } {
  if (!('days' in range)) return range;
  return { from: isoDay(now - (range.days - 1) * DAY_MS), to: isoDay(now) };
}
