/**
 * Cookie lifetimes in words and in seconds, shared by the scanner (which sees an expiry and makes a
 * label) and the CSV import (which reads a label and stores seconds). Browser-safe: no Node APIs.
 *
 * A duration is `{ seconds, label }`: seconds is null for a session cookie (deleted when the browser
 * closes), else the lifetime in whole seconds. The calendar units are fixed lengths, as cookie tools
 * count them: a year is 365 days, a month 30 days, a week 7 days.
 */
import type { components } from '../../generated/schema.ts';

export interface CookieDuration {
  /** Whole seconds, or null for a session cookie. */
  seconds: number | null;
  /** English words: "session", "30 minutes", "1 year 1 month". */
  label: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const UNIT_SECONDS: Readonly<Record<Unit, number>> = {
  year: YEAR,
  month: MONTH,
  week: WEEK,
  day: DAY,
  hour: HOUR,
  minute: MINUTE,
  second: 1,
};

/** The words accepted for each unit (lower case). "m" is minutes; months are "mo". */
const UNIT_WORDS: ReadonlyArray<readonly [Unit, readonly string[]]> = [
  ['year', ['y', 'yr', 'yrs', 'year', 'years']],
  ['month', ['mo', 'mos', 'mon', 'month', 'months']],
  ['week', ['w', 'wk', 'wks', 'week', 'weeks']],
  ['day', ['d', 'day', 'days']],
  ['hour', ['h', 'hr', 'hrs', 'hour', 'hours']],
  ['minute', ['m', 'min', 'mins', 'minute', 'minutes']],
  ['second', ['s', 'sec', 'secs', 'second', 'seconds']],
];

const UNIT_OF_WORD = new Map<string, Unit>(
  UNIT_WORDS.flatMap(([unit, words]) => words.map((word) => [word, unit] as const)),
);

/** What a session cookie is called in the wild (the Open Cookie Database says all of these). */
const SESSION_WORDS = new Set([
  'session',
  'browser session',
  'end of session',
  'end of session (browser)',
  'end of browser session',
  'until browser is closed',
  'when the browser is closed',
]);

function unitText(amount: number, unit: Unit): string {
  return `${amount} ${amount === 1 ? unit : `${unit}s`}`;
}

/**
 * Reads a lifetime as people write it: "session", a number of seconds ("86400"), or amounts with units
 * ("1 year", "13 months", "30 mins", "1 year 6 months", "1y 6mo", "2 days and 3 hours", "1.5 hours").
 * Answers null when the text is not understood ("forever", "Unknown", "", negative numbers).
 * The label keeps the units as written, spelt out ("13 Months" → "13 months"); a plain number of
 * seconds gets formatDuration's label.
 */
export function parseDuration(text: string): CookieDuration | null {
  const input = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (input === '') return null;
  if (SESSION_WORDS.has(input)) return { seconds: null, label: 'session' };
  if (/^\d+$/.test(input)) {
    const seconds = Number(input);
    return Number.isSafeInteger(seconds) ? { seconds, label: formatDuration(seconds) } : null;
  }
  // Amount-unit pairs, separated by spaces, commas or "and".
  const parts = input.split(/\s*,\s*|\s+and\s+|\s+(?=\d)/).filter((part) => part !== '');
  let total = 0;
  const words: string[] = [];
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(part);
    if (!match) return null;
    const amount = Number(match[1]);
    const unit = UNIT_OF_WORD.get(match[2] ?? '');
    if (unit === undefined || !Number.isFinite(amount)) return null;
    total += amount * UNIT_SECONDS[unit];
    words.push(unitText(amount, unit));
  }
  if (words.length === 0) return null;
  const seconds = Math.round(total);
  return Number.isSafeInteger(seconds) ? { seconds, label: words.join(' ') } : null;
}

/** Units of formatDuration, largest first, with the most of the next unit that can follow them. */
const FORMAT_UNITS: ReadonlyArray<readonly [Unit, number]> = [
  ['year', 11],
  ['month', 29],
  ['day', 23],
  ['hour', 59],
  ['minute', 59],
  ['second', 0],
];

/**
 * A lifetime in seconds in words, at most two units, rounded: null → "session", 86400 → "1 day",
 * 34128000 → "1 year 1 month", 1800 → "30 minutes". An expiry measured a moment after it was set
 * (31535999.4 s) still says "1 year": a value within half of the next smaller unit of a whole unit
 * counts as that unit. Weeks are not used (14 days stays "14 days").
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'session';
  const value = Math.round(seconds);
  if (!Number.isFinite(value) || value <= 0) return '0 seconds';
  for (let i = 0; i < FORMAT_UNITS.length; i++) {
    const [unit, maxNext] = FORMAT_UNITS[i]!;
    const size = UNIT_SECONDS[unit];
    const next = FORMAT_UNITS[i + 1];
    const nextSize = next ? UNIT_SECONDS[next[0]] : 0;
    if (value + nextSize / 2 < size) continue;
    const whole = Math.floor((value + nextSize / 2) / size);
    const rest = value - whole * size;
    const nextAmount = next ? Math.max(0, Math.min(maxNext, Math.round(rest / nextSize))) : 0;
    return next && nextAmount > 0
      ? `${unitText(whole, unit)} ${unitText(nextAmount, next[0])}`
      : unitText(whole, unit);
  }
  return unitText(value, 'second');
}

/**
 * The lifetime a cookie list shows for a stored item. localStorage has no expiry: it stays until
 * removed ("persistent"), while a session cookie and sessionStorage go with the browser session.
 */
export function durationWords(type: components['schemas']['StorageType'], seconds: number | null): string {
  return seconds === null && type === 'localStorage' ? 'persistent' : formatDuration(seconds);
}
