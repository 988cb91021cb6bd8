/**
 * The date range of the log, the export and the dashboard (UTC days, both ends inclusive), from the
 * shared rule (sdk consentRange: `to` today and `from` 30 days before it when absent, at most 366 days)
 * with the instants a query compares recorded_at with.
 */
import { consentRange } from '@privacy-portal/sdk/cookie-consent';
import { ApiError, type FieldError } from '../../../http/errors.ts';

const DAY_MS = 86_400_000;

export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** from 00:00 UTC, inclusive. */
  start: Date;
  /** the day after `to`, 00:00 UTC, exclusive. */
  end: Date;
}

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

const bad = (where: FieldError['in'], field: string, reason: string) =>
  new ApiError(400, 'validation_failed', `${where}.${field} ${reason}`, [{ in: where, field, reason }]);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The contract checks a query's dates; an export body's, and a 30th of February, are checked here. */
function checkDay(where: FieldError['in'], field: string, value: string | undefined): void {
  if (value === undefined) return;
  const d = dayStart(value);
  if (!DAY_PATTERN.test(value) || Number.isNaN(d.getTime()) || isoDay(d) !== value) {
    throw bad(where, field, 'must be a date such as 2026-01-31');
  }
}

/** The range asked for, or the default one; 400 naming the field when it is reversed or too long. */
export function dayRange(
  input: { from?: string | undefined; to?: string | undefined },
  where: FieldError['in'] = 'query',
  now: Date = new Date(),
): DayRange {
  checkDay(where, 'from', input.from);
  checkDay(where, 'to', input.to);
  const range = consentRange(input, now);
  if ('field' in range) throw bad(where, range.field, range.reason);
  const start = dayStart(range.from);
  return { from: range.from, to: range.to, start, end: new Date(dayStart(range.to).getTime() + DAY_MS) };
}

/** Every day of the range in order (the activity chart has a row for each, zero days included). */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let t = range.start.getTime(); t < range.end.getTime(); t += DAY_MS) out.push(isoDay(new Date(t)));
  return out;
}
