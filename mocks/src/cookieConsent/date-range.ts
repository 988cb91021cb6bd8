/**
 * The dashboard's `from` and `to` (openapi/paths/consent-tracking.yaml): UTC days, `to` today and
 * `from` 29 days before it when absent (the last 30 days, today included), at most 366 days apart.
 * A range the contract cannot state (from after to, too long) is a 400 naming the field, as the server says.
 */
import { validationFailed } from '../errors.ts';
import { addDays, DAY_MS, isoDay } from './consent-days.ts';

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

export function dayRange(query: { from?: string; to?: string }, now: Date): DayRange {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (dayNumber(from) > dayNumber(to)) {
    throw validationFailed([{ in: 'query', field: 'from', reason: 'must not be after to' }]);
  }
  if (dayNumber(to) - dayNumber(from) > MAX_RANGE_DAYS) {
    throw validationFailed([
      { in: 'query', field: 'from', reason: `must be at most ${MAX_RANGE_DAYS} days before to` },
    ]);
  }
  return { from, to };
}

/** Every day of the range, in order. */
export function daysOf({ from, to }: DayRange): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}
