/**
 * The cookie CSV import of the mocks, reading files as the server's cookie-csv.ts does (header row,
 * "," or ";" whichever the header uses more, columns in any order, rows numbered as a spreadsheet
 * shows them: the header is row 1), with simpler parsing: quoted fields, no multi-line ones. Problems
 * are the contract's field errors, `csv.row.<n>.<column>`, or `csv` for the file as a whole.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { parseDuration } from '@privacy-portal/sdk/cookie-consent';
import { CookieInput } from '@privacy-portal/sdk/form-rules';

type FieldError = Schemas['FieldError'];

const COLUMNS = ['name', 'domain', 'path', 'category', 'purpose', 'type', 'duration', 'party', 'script_url'];
const REQUIRED = ['name', 'domain', 'category'];
const ALIASES: Record<string, string> = { description: 'purpose', scripturl: 'script_url' };
const TYPES: Record<string, Schemas['StorageType']> = {
  '': 'cookie',
  cookie: 'cookie',
  localstorage: 'localStorage',
  sessionstorage: 'sessionStorage',
};
const PARTIES: Record<string, Schemas['Party']> = {
  first: 'first',
  '1st': 'first',
  firstparty: 'first',
  third: 'third',
  '3rd': 'third',
  thirdparty: 'third',
};
// A row holds what the contract's CookieInput allows (the server's cookie-csv.ts checks the same).
const NAME = new RegExp(CookieInput.name.pattern);
const DOMAIN = new RegExp(CookieInput.domain.pattern, 'i');

/** A valid row of the file. */
export interface CsvCookie {
  row: number;
  name: string;
  domain: string;
  path: string;
  /** The category the row names (by key or by name). */
  categoryId: number;
  purpose: string;
  type: Schemas['StorageType'];
  duration: { seconds: number | null; label: string } | null;
  party: Schemas['Party'] | null;
  scriptUrl: string | null;
}

export type CsvResult = { ok: true; rows: CsvCookie[] } | { ok: false; errors: FieldError[] };

/** One line's fields; `"` quotes a field and `""` is a quote inside one. */
function splitLine(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Reads an uploaded cookie list against the property's categories (named by key or by name, without
 * letter case). All or nothing: every row, or every problem found.
 */
export function parseCookieCsv(
  text: string,
  categories: ReadonlyArray<{ id: number; key: string | null; name: string }>,
): CsvResult {
  const fileError = (reason: string): CsvResult => ({
    ok: false,
    errors: [{ in: 'body', field: 'csv', reason }],
  });
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerLine = lines[0] ?? '';
  const delimiter = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const header = splitLine(headerLine, delimiter).map((h) => {
    const column = h.toLowerCase().replace(/[\s-]+/g, '_');
    return ALIASES[column.replace(/_/g, '')] ?? column;
  });
  const unknown = header.filter((h) => !COLUMNS.includes(h));
  if (unknown.length)
    return fileError(`has unknown columns: ${unknown.join(', ')} (the columns are ${COLUMNS.join(', ')})`);
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) return fileError(`misses the required columns: ${missing.join(', ')}`);

  const category = (value: string) => {
    const v = value.toLowerCase();
    return categories.find((c) => c.key === v) ?? categories.find((c) => c.name.toLowerCase() === v);
  };
  const errors: FieldError[] = [];
  const rows: CsvCookie[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const row = index + 2;
    const fields = splitLine(line, delimiter);
    const fail = (column: string, reason: string) =>
      errors.push({ in: 'body', field: `csv.row.${row}.${column}`, reason });
    if (fields.length !== header.length) {
      fail('columns', `has ${fields.length} fields; the header has ${header.length}`);
      return;
    }
    const value = (column: string) => fields[header.indexOf(column)] ?? '';
    const before = errors.length;
    const name = value('name');
    if (!name) fail('name', 'is required');
    else if (!NAME.test(name) || name.length > CookieInput.name.maxLength)
      fail('name', 'must be a cookie name without spaces, ; , or =');
    const domain = value('domain').toLowerCase();
    if (!domain) fail('domain', 'is required');
    else if (!DOMAIN.test(domain) || domain.length > CookieInput.domain.maxLength)
      fail('domain', 'must be a host name such as .example.com');
    const path = value('path') || '/';
    if (!path.startsWith('/') || /\s|;/.test(path)) fail('path', 'must start with / and hold no spaces or ;');
    const categoryText = value('category');
    const found = categoryText ? category(categoryText) : undefined;
    if (!categoryText) fail('category', 'is required');
    else if (!found) fail('category', `is not one of the property's categories (${categoryText})`);
    const purpose = value('purpose');
    if (purpose.length > CookieInput.purpose.maxLength)
      fail('purpose', `must be at most ${CookieInput.purpose.maxLength} characters`);
    const type =
      TYPES[
        value('type')
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ];
    if (!type) fail('type', 'must be cookie, localStorage or sessionStorage');
    const durationText = value('duration');
    const duration = durationText ? parseDuration(durationText) : null;
    if (durationText && !duration) fail('duration', 'must be session, a number of seconds or e.g. 1 year');
    const partyText = value('party')
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    const party = partyText ? PARTIES[partyText] : null;
    if (party === undefined) fail('party', 'must be first or third');
    const scriptUrl = value('script_url') || null;
    if (scriptUrl && !isHttpUrl(scriptUrl)) fail('script_url', 'must be an http or https address');
    if (errors.length > before || !found || !type || party === undefined) return;
    const key = `${name}\u0000${domain}\u0000${path}\u0000${type}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fail('name', `repeats row ${first} (the same name, domain and path)`);
      return;
    }
    seen.set(key, row);
    rows.push({ row, name, domain, path, categoryId: found.id, purpose, type, duration, party, scriptUrl });
  });
  if (errors.length) return { ok: false, errors };
  if (!rows.length) return fileError('has a header but no cookies');
  return { ok: true, rows };
}
