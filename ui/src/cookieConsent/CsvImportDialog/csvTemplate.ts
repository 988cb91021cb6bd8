/**
 * The CSV template offered for download: the columns the import reads (name, domain and category
 * required; category by name or key, duration in words) and two example rows.
 */
export const COOKIE_CSV_TEMPLATE = [
  'name,domain,path,category,purpose,type,duration,party,script_url',
  '_ga,.example.com,/,analytics,Distinguishes visitors for Google Analytics.,cookie,2 years,first,https://www.googletagmanager.com/gtag/js',
  'cart_token,www.example.com,/,Strictly necessary,Keeps the shopping cart.,cookie,session,first,',
].join('\r\n');

export const COOKIE_CSV_TEMPLATE_NAME = 'cookie-import-template.csv';

/** A link target that downloads the template without a request to the server. */
export function templateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${COOKIE_CSV_TEMPLATE}\r\n`)}`;
}

/** The data rows of a CSV text (lines with content after the header). */
export function csvDataRows(text: string): number {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  return Math.max(0, lines.length - 1);
}
