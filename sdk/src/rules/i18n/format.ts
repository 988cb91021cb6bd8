import type { Locale } from './locales.ts';

/**
 * Dates and numbers for one locale, on Intl with its formatters kept per locale and options (building
 * an Intl formatter costs far more than using one). English writes dates day first ("21 November
 * 2026", en-GB) and amounts in US style ("$1,290.00", en-US), as the portal always has.
 */
const DATE_TAGS: Partial<Record<Locale, string>> = { en: 'en-GB' };
const NUMBER_TAGS: Partial<Record<Locale, string>> = { en: 'en-US' };

export type DateStyle = 'long' | 'longDateTime' | 'shortDateTime';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 21 November 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 21 November 2026, 14:05 */
  longDateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** 21 Nov 2026, 14:05 */
  shortDateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

export interface DateOptions {
  /** An IANA zone; the reader's own zone when omitted. Calendar dates (2026-11-21) are read in UTC. */
  timeZone?: string;
}

export interface LocaleFormatter {
  readonly locale: Locale;
  /** A Date, an ISO string or epoch milliseconds; '—' for a missing or invalid value. */
  date(value: Date | string | number | null | undefined, style?: DateStyle, options?: DateOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in a currency (ISO 4217, any case), with two decimals. */
  money(amount: number, currency: string): string;
}

const NO_DATE = '—';
const formatters = new Map<Locale, LocaleFormatter>();

function createFormatter(locale: Locale): LocaleFormatter {
  const dateTag = DATE_TAGS[locale] ?? locale;
  const numberTag = NUMBER_TAGS[locale] ?? locale;
  const dates = new Map<string, Intl.DateTimeFormat>();
  const numbers = new Map<string, Intl.NumberFormat>();

  const dateFormat = (style: DateStyle, timeZone: string | undefined) => {
    const key = `${style}|${timeZone ?? ''}`;
    let format = dates.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(dateTag, { ...DATE_STYLES[style], ...(timeZone ? { timeZone } : {}) });
      dates.set(key, format);
    }
    return format;
  };
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = numbers.get(key);
    if (!format) {
      format = new Intl.NumberFormat(numberTag, options);
      numbers.set(key, format);
    }
    return format;
  };

  return {
    locale,
    date(value, style = 'long', options = {}) {
      if (value === null || value === undefined || value === '') return NO_DATE;
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return NO_DATE;
      return dateFormat(style, options.timeZone).format(date);
    },
    number(value, options = {}) {
      return numberFormat(options).format(value);
    },
    money(amount, currency) {
      return numberFormat({
        style: 'currency',
        currency: currency.toUpperCase(),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(amount);
    },
  };
}

/** The one formatter of a locale (made once, then shared). */
export function formatterFor(locale: Locale): LocaleFormatter {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = createFormatter(locale);
    formatters.set(locale, formatter);
  }
  return formatter;
}
