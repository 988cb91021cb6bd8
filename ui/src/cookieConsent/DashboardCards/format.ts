const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '3 Mar 2026'. */
export function formatDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '3 Mar 2026, 09:01'. */
export function formatMoment(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** '1 cookie', '3 cookies' (the plural given when it is not the noun plus s). */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? noun : plural}`;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'pt-BR' → 'Brazilian Portuguese'; the tag itself when the browser does not know it. */
export function languageName(tag: string): string {
  try {
    return languageNames.of(tag) ?? tag;
  } catch {
    return tag;
  }
}
