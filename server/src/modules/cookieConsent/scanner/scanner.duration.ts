const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/**
 * A cookie lifetime in words for a cookie declaration: 'session' for null, otherwise the two largest
 * units ('1 year 1 month', '2 hours 30 minutes'). A year is 365 days and a month 30, the way cookie
 * policies count; lifetimes of a day or more are rounded to whole days first, so a cookie set "for
 * 2 years" and observed a second later still reads '2 years'.
 */
export function humanizeDuration(seconds: number | null): string {
  if (seconds === null) return 'session';
  const s = Math.max(0, Math.round(seconds));
  if (s < MINUTE) return unit(s, 'second');
  if (s < HOUR) return unit(Math.round(s / MINUTE), 'minute');
  if (s < DAY) {
    const minutes = Math.round(s / MINUTE);
    const parts = [unit(Math.floor(minutes / 60), 'hour')];
    if (minutes % 60 > 0) parts.push(unit(minutes % 60, 'minute'));
    return parts.join(' ');
  }
  const days = Math.round(s / DAY);
  const years = Math.floor(days / 365);
  const months = Math.floor((days % 365) / 30);
  const rest = (days % 365) % 30;
  const parts: string[] = [];
  if (years > 0) parts.push(unit(years, 'year'));
  if (months > 0) parts.push(unit(months, 'month'));
  if (rest > 0) parts.push(unit(rest, 'day'));
  return parts.slice(0, 2).join(' ');
}
