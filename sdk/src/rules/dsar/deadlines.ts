// The DSAR deadline engine: which law applies to a requester, and the dates that law sets.
// Pure functions over the JURISDICTIONS table, shared by the server, the mocks and the portal.

import {
  addBusinessDays,
  addCalendarDays,
  addMonthsClamped,
  daysBetween,
  type IsoDate,
  normalizeCountry,
  normalizeState,
} from './business-days.ts';
import { JURISDICTIONS, type JurisdictionCode, type JurisdictionRow, type Period } from './jurisdictions.ts';

/** Where the requester is: ISO 3166-1 alpha-2 country, and for the US the state ('CA' or 'US-CA'). */
export interface RequesterPlace {
  readonly country: string;
  readonly state?: string | null;
}

export interface DeadlineInput extends RequesterPlace {
  /** The UTC calendar date the request was received. */
  readonly receivedOn: IsoDate;
  /** True once the requester has been told of an extension. */
  readonly extended?: boolean;
}

export interface Deadlines {
  readonly jurisdiction: JurisdictionCode;
  /** The original response deadline. */
  readonly dueOn: IsoDate;
  /** The latest date an extension may reach, or null when the law allows none. */
  readonly extendedDueOn: IsoDate | null;
  /** The last day to tell the requester of an extension, or null when there is no extension. */
  readonly extensionNoticeBy: IsoDate | null;
  /** The last day to acknowledge receipt, or null when the law requires no acknowledgement. */
  readonly acknowledgeBy: IsoDate | null;
  /** The deadline that applies now: extendedDueOn when extended (and the law allows it), else dueOn. */
  readonly effectiveDueOn: IsoDate;
}

const byRegion: ReadonlyMap<string, JurisdictionRow> = new Map(
  JURISDICTIONS.flatMap((row) => row.regions.map((region) => [region, row] as const)),
);

const OTHER_ROW: JurisdictionRow = JURISDICTIONS.find((row) => row.code === 'OTHER')!;

/**
 * The law for a requester: the state's own row when it has one ('US-CA', 'CA-QC'), else the country's
 * (a US state without a comprehensive law gets US_OTHER), else OTHER. Case-insensitive.
 */
export function jurisdictionFor(country: string, state?: string | null): JurisdictionRow {
  const c = normalizeCountry(country);
  const s = normalizeState(c, state);
  return (s ? byRegion.get(`${c}-${s}`) : undefined) ?? byRegion.get(c) ?? OTHER_ROW;
}

/** The row for a code (e.g. one stored on a request). */
export function jurisdictionByCode(code: JurisdictionCode): JurisdictionRow {
  const row = JURISDICTIONS.find((r) => r.code === code);
  if (!row) throw new RangeError(`Unknown jurisdiction: ${code}`);
  return row;
}

/** The last day of `period` counted from `from` (the day itself excluded). */
export function periodEnd(from: IsoDate, period: Period, place: RequesterPlace): IsoDate {
  switch (period.unit) {
    case 'months':
      return addMonthsClamped(from, period.amount);
    case 'days':
      return addCalendarDays(from, period.amount);
    case 'business_days':
      return addBusinessDays(from, period.amount, place.country, place.state);
  }
}

/** The original response deadline. */
export function dueDate(row: JurisdictionRow, receivedOn: IsoDate, place: RequesterPlace): IsoDate {
  return periodEnd(receivedOn, row.response, place);
}

/**
 * The latest date an extension may reach. With the same unit, the periods add up from receipt
 * (GDPR: receipt + 3 months, clamped once, so 31 Jan → 30 Apr; CCPA: receipt + 90 days);
 * otherwise the extension runs on from the original due date.
 */
export function extendedDueDate(
  row: JurisdictionRow,
  receivedOn: IsoDate,
  place: RequesterPlace,
): IsoDate | null {
  const { response, extension } = row;
  if (!extension) return null;
  if (extension.unit === response.unit) {
    return periodEnd(receivedOn, { unit: response.unit, amount: response.amount + extension.amount }, place);
  }
  return periodEnd(dueDate(row, receivedOn, place), extension, place);
}

/**
 * The last day to notify an extension; null when the law has no extension. A law with an extension but no
 * stated notice period gets the original due date: an extension cannot be claimed after the deadline passed.
 */
export function extensionNoticeDate(
  row: JurisdictionRow,
  receivedOn: IsoDate,
  place: RequesterPlace,
): IsoDate | null {
  if (!row.extension) return null;
  const within = row.extensionNoticeWithin;
  if (within === null || within === 'response') return dueDate(row, receivedOn, place);
  return periodEnd(receivedOn, within, place);
}

/** All the dates for one request. Throws RangeError for a malformed receivedOn. */
export function deadlinesFor(input: DeadlineInput): Deadlines {
  const row = jurisdictionFor(input.country, input.state);
  const place: RequesterPlace = { country: input.country, state: input.state ?? null };
  const dueOn = dueDate(row, input.receivedOn, place);
  const extendedDueOn = extendedDueDate(row, input.receivedOn, place);
  return {
    jurisdiction: row.code,
    dueOn,
    extendedDueOn,
    extensionNoticeBy: extensionNoticeDate(row, input.receivedOn, place),
    acknowledgeBy: row.acknowledgement ? periodEnd(input.receivedOn, row.acknowledgement, place) : null,
    effectiveDueOn: input.extended && extendedDueOn ? extendedDueOn : dueOn,
  };
}

/**
 * Whether an extension can still be notified: the law allows one and today is on or before the notice
 * date. Without `place`, business-day periods skip weekends only (which never gives a later date).
 */
export function canExtend(
  row: JurisdictionRow,
  receivedOn: IsoDate,
  today: IsoDate,
  place: RequesterPlace = { country: '' },
): boolean {
  const noticeBy = extensionNoticeDate(row, receivedOn, place);
  return noticeBy !== null && daysBetween(today, noticeBy) >= 0;
}

/** Calendar days from today to the due date: 0 on the due date, negative once overdue. */
export function daysLeft(dueOn: IsoDate, today: IsoDate): number {
  return daysBetween(today, dueOn);
}

/** Overdue once today is after the due date; the due date itself is still in time. */
export function isOverdue(dueOn: IsoDate, today: IsoDate): boolean {
  return daysLeft(dueOn, today) < 0;
}

/** Due within `withinDays` calendar days (the due date included); an overdue request is not "soon" but late. */
export function dueSoon(dueOn: IsoDate, today: IsoDate, withinDays = 7): boolean {
  const left = daysLeft(dueOn, today);
  return left >= 0 && left <= withinDays;
}
