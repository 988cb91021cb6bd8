// Calendar-date and business-day arithmetic for DSAR deadlines.
// Dates are ISO calendar dates ('YYYY-MM-DD') computed in UTC with no time of day, so a deadline
// never moves with the server's or the browser's time zone.

import Holidays from 'date-holidays';

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid ISO date; throws RangeError otherwise (no silent roll-over of 2025-02-30). */
function dayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = utcMs(y, m - 1, d);
  if (fromDayNumber(ms / DAY_MS) !== date) throw new RangeError(`No such calendar date: ${date}`);
  return ms / DAY_MS;
}

/** Date.UTC maps years 0–99 to 19xx; setUTCFullYear does not. */
function utcMs(year: number, monthIndex: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d.getTime();
}

function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * DAY_MS);
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** True for a well-formed, existing calendar date. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** The UTC calendar date of an instant: the receipt date of a request is the UTC date it arrived. */
export function toIsoDate(instant: Date): IsoDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  return fromDayNumber(Math.floor(instant.getTime() / DAY_MS));
}

/** `date` plus `n` calendar days (n may be negative). */
export function addCalendarDays(date: IsoDate, n: number): IsoDate {
  assertInteger(n);
  return fromDayNumber(dayNumber(date) + n);
}

/**
 * `date` plus `n` months, to the corresponding day of the month or, when that month has no such day,
 * its last day (31 Jan + 1 month = 28 Feb, or 29 Feb in a leap year). This is how GDPR/UK GDPR months
 * are counted (Regulation 1182/71 Art. 3(2)(c); ICO guidance).
 */
export function addMonthsClamped(date: IsoDate, n: number): IsoDate {
  assertInteger(n);
  dayNumber(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + n;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const lastDay = new Date(utcMs(year, monthIndex + 1, 0)).getUTCDate();
  return fromDayNumber(utcMs(year, monthIndex, Math.min(d, lastDay)) / DAY_MS);
}

/** Calendar days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

function assertInteger(n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Expected an integer, got ${n}`);
}

// Common spellings that are not ISO 3166-1 alpha-2: the EU writes Greece as EL, and people write UK.
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };

/** ISO 3166-1 alpha-2 in upper case ('de' → 'DE', 'UK' → 'GB'); '' when blank. */
export function normalizeCountry(country: string | null | undefined): string {
  const c = (country ?? '').trim().toUpperCase();
  return COUNTRY_ALIASES[c] ?? c;
}

/** The subdivision part in upper case, accepting 'CA' or 'US-CA' for country 'US'; '' when blank. */
export function normalizeState(country: string, state: string | null | undefined): string {
  const s = (state ?? '').trim().toUpperCase();
  const prefix = `${normalizeCountry(country)}-`;
  return s.startsWith(prefix) ? s.slice(prefix.length) : s;
}

// Building a Holidays instance parses the country's rules (tens of ms), so keep one per calendar key,
// and the public-holiday dates per key and year.
let registry: Holidays | undefined;
let knownCountries: ReadonlySet<string> | undefined;
const knownStates = new Map<string, ReadonlySet<string>>();
const calendars = new Map<string, Holidays>();
const publicDates = new Map<string, ReadonlySet<IsoDate>>();

function registryInstance(): Holidays {
  registry ??= new Holidays();
  return registry;
}

/**
 * The date-holidays calendar used for a requester: 'US-CA' when date-holidays knows the state,
 * else the country ('US'), else null (unknown country: weekends only).
 */
export function holidayCalendarKey(country: string, state?: string | null): string | null {
  const c = normalizeCountry(country);
  if (!/^[A-Z]{2}$/.test(c)) return null;
  knownCountries ??= new Set(Object.keys(registryInstance().getCountries()));
  if (!knownCountries.has(c)) return null;
  const s = normalizeState(c, state);
  if (!s) return c;
  let states = knownStates.get(c);
  if (!states) {
    states = new Set(Object.keys(registryInstance().getStates(c) ?? {}).map((k) => k.toUpperCase()));
    knownStates.set(c, states);
  }
  return states.has(s) ? `${c}-${s}` : c;
}

function calendarFor(key: string): Holidays {
  let calendar = calendars.get(key);
  if (!calendar) {
    const [country, state] = key.split('-') as [string, string | undefined];
    calendar = state ? new Holidays(country, state) : new Holidays(country);
    calendars.set(key, calendar);
  }
  return calendar;
}

/** Dates covered by the public holidays (type 'public' only: not bank, optional, school or observance) of one year. */
function publicHolidaysOf(key: string, year: number): ReadonlySet<IsoDate> {
  const cacheKey = `${key}|${year}`;
  let dates = publicDates.get(cacheKey);
  if (!dates) {
    const set = new Set<IsoDate>();
    for (const h of calendarFor(key).getHolidays(year)) {
      if (h.type !== 'public') continue;
      // `date` is the local calendar date in the holiday's own country; a multi-day holiday covers
      // as many days as its start–end span.
      const first = h.date.slice(0, 10);
      const span = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY_MS));
      for (let i = 0; i < span; i++) set.add(addCalendarDays(first, i));
    }
    dates = set;
    publicDates.set(cacheKey, dates);
  }
  return dates;
}

/** True when `date` is a public holiday in the requester's country (and state when date-holidays knows it). */
export function isPublicHoliday(date: IsoDate, country: string, state?: string | null): boolean {
  const key = holidayCalendarKey(country, state);
  if (!key) return false;
  const year = Number(date.slice(0, 4));
  dayNumber(date);
  // A holiday spanning New Year is listed under the year it starts.
  return publicHolidaysOf(key, year).has(date) || publicHolidaysOf(key, year - 1).has(date);
}

/** A working day: Monday to Friday and not a public holiday there. */
export function isBusinessDay(date: IsoDate, country: string, state?: string | null): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isPublicHoliday(date, country, state);
}

/**
 * The date `n` working days after `from` (`from` itself is never counted; n = 0 returns `from`),
 * skipping Saturdays, Sundays and the requester's public holidays.
 */
export function addBusinessDays(from: IsoDate, n: number, country: string, state?: string | null): IsoDate {
  assertInteger(n);
  if (n < 0) throw new RangeError(`Expected a non-negative number of business days, got ${n}`);
  let date = addCalendarDays(from, 0);
  for (let counted = 0; counted < n; ) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date, country, state)) counted++;
  }
  return date;
}
