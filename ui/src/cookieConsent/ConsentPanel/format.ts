/** Formats shared by the consent dashboard's components (English, as the rest of the portal). */

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 0.6234 → '62.3%'. */
export const formatRate = (rate: number): string => percentFormat.format(rate);

/** '2026-11-03' → '3 Nov' (the day is a UTC day: no time zone may move it). */
export const formatShortDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** 'DE' → 'Germany'; ZZ (unknown) → 'Unknown'; a code the browser does not know stays as it is. */
export function countryName(code: string): string {
  if (code === 'ZZ') return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** part / whole as a rate, 0 for an empty whole. */
export const share = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);
