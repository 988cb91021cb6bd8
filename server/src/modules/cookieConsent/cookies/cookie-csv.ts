// Cookie lists as CSV: the import a privacy team uploads (their own inventory, or an export edited in a
// spreadsheet) and the export that reads back the same. Pure: no database, no HTTP.
//
// The file: UTF-8 (a BOM is fine), a header row, "," or ";" between fields (whichever the header uses
// more; spreadsheets in many European locales save with ";"). Columns, in any order, case-insensitive:
//   name        required  the cookie's name or the storage key; 1-255 characters, no spaces, ; , =
//   domain      required  a hostname, with a leading dot for a domain cookie (".example.com"); max 253
//   path                  starts with "/"; empty → "/"
//   category    required  one of the five keys (necessary, functional, analytics, marketing,
//                         unclassified) or the name of one of the property's categories
//   purpose               free text, max 1000 characters ("description" is taken as this column)
//   type                  cookie | localStorage | sessionStorage; empty → cookie
//   duration              "session", a number of seconds, or words ("1 year", "30 days", "1 year 6 months");
//                         at most 10 years; empty → not given
//   party                 first | third (also 1st, 3rd, first-party, third party); empty → not given
//                         (derived from the domain later, against the property's domains)
//   script_url            the http(s) address of the script that sets it ("script url" works too)
// A cookie appears once per name, domain, path and type (the cookies table's unique key).
// All or nothing: one bad row and nothing is imported; every problem is listed (the first 100) with
// its row number as a spreadsheet shows it (the header is row 1, the first cookie row 2).
import { domainToASCII } from 'node:url';
import { type CookieDuration, parseDuration } from '@privacy-portal/sdk/cookie-consent';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export const COOKIE_CSV_COLUMNS = [
  'name',
  'domain',
  'path',
  'category',
  'purpose',
  'type',
  'duration',
  'party',
  'script_url',
] as const;
export type CookieCsvColumn = (typeof COOKIE_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly CookieCsvColumn[] = ['name', 'domain', 'category'];

/** Other header names taken for a column (after lower-casing and turning spaces and dashes into "_"). */
const COLUMN_ALIASES: Readonly<Record<string, CookieCsvColumn>> = {
  description: 'purpose',
  scripturl: 'script_url',
};

export const COOKIE_CSV_LIMITS = {
  /** 1 MB. */
  maxBytes: 1024 * 1024,
  /** Data rows (blank rows are not counted). */
  maxRows: 5000,
  /** Row errors listed; errorCount says how many there were. */
  maxErrors: 100,
  nameLength: 255,
  /** With the leading dot, as the contract counts it. */
  domainLength: 253,
  pathLength: 255,
  purposeLength: 1000,
  scriptUrlLength: 2048,
  /** Ten years, as the contract's CookieInput.duration_seconds allows. */
  maxDurationSeconds: 315_360_000,
  /** The stored label (cookies.duration). */
  durationLabelLength: 60,
} as const;

export const COOKIE_STORAGE_TYPES = ['cookie', 'localStorage', 'sessionStorage'] as const;
export type CookieStorageType = (typeof COOKIE_STORAGE_TYPES)[number];
export type CookieParty = 'first' | 'third';

/** A category a row may name: the property's categories (the five defaults have a key, its own have none). */
export interface CsvCategory {
  id: number;
  key: string | null;
  name: string;
}

/** A cookie as a CSV row holds it: what cookiesToCsv writes. */
export interface CookieCsvRecord {
  name: string;
  domain: string;
  /** Empty → "/". */
  path?: string | null;
  /** The category's key when it has one, else its name. */
  category: string;
  purpose?: string | null;
  /** Empty → "cookie". */
  type?: CookieStorageType | null;
  /** Null: not given. `{ seconds: null, label: 'session' }`: a session cookie. */
  duration?: CookieDuration | null;
  party?: CookieParty | null;
  scriptUrl?: string | null;
}

/** A valid row of an imported file. */
export interface ParsedCookieRow extends CookieCsvRecord {
  /** The row number in the file (the header is row 1). */
  row: number;
  /** As written, but a domain in lower case and in ASCII (punycode), keeping its leading dot. */
  domain: string;
  path: string;
  categoryId: number;
  /** The category's key when it has one, else its name (as the property spells it). */
  category: string;
  purpose: string | null;
  type: CookieStorageType;
  duration: CookieDuration | null;
  party: CookieParty | null;
  scriptUrl: string | null;
}

export interface CookieCsvError {
  /** 1 is the header; the first data row is 2. */
  row: number;
  /** The column (its canonical name: "purpose" for a "description" column), or "columns" for a ragged row. */
  field: string;
  message: string;
}

export type CookieCsvResult =
  | { ok: true; rows: ParsedCookieRow[] }
  | {
      ok: false;
      /** At most COOKIE_CSV_LIMITS.maxErrors, in file order. */
      errors: CookieCsvError[];
      /** How many errors there were in all. */
      errorCount: number;
      /** What is wrong with the file as a whole; no row was checked. */
      fileError?: string;
    };

const LIMIT_TEXT = {
  bytes: '1 MB',
  rows: '5,000',
};

function fileFailure(fileError: string, errors: CookieCsvError[] = []): CookieCsvResult {
  return { ok: false, errors, errorCount: errors.length, fileError };
}

/** The file as text, or why not: over the size limit, or not UTF-8. A leading BOM is dropped. */
function decode(input: Buffer | string): string | { error: string } {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (bytes > COOKIE_CSV_LIMITS.maxBytes) {
    return { error: `The file is larger than ${LIMIT_TEXT.bytes} (${bytes.toLocaleString('en')} bytes).` };
  }
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  try {
    // The decoder drops a UTF-8 BOM itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return { error: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.' };
  }
}

/** ";" when the header line has more semicolons than commas outside quotes, else ",". */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

function canonicalColumn(header: string): string {
  const normal = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return COLUMN_ALIASES[normal.replace(/_/g, '')] ?? normal;
}

const NAME_FORBIDDEN = /[\s;,=\p{Cc}]/u;
const PATH_FORBIDDEN = /[\s;\p{Cc}]/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The domain in lower-case ASCII with its leading dot, or an error message. */
function checkDomain(value: string): { domain: string } | { error: string } {
  const dot = value.startsWith('.') ? '.' : '';
  const host = domainToASCII(value.slice(dot.length).toLowerCase());
  if (
    host === '' ||
    dot.length + host.length > COOKIE_CSV_LIMITS.domainLength ||
    !host.split('.').every((l) => LABEL.test(l))
  ) {
    return {
      error: `"${value}" is not a hostname like example.com or .example.com (at most ${COOKIE_CSV_LIMITS.domainLength} characters).`,
    };
  }
  return { domain: `${dot}${host}` };
}

const STORAGE_TYPES: ReadonlyMap<string, CookieStorageType> = new Map([
  ['', 'cookie'],
  ['cookie', 'cookie'],
  ['localstorage', 'localStorage'],
  ['sessionstorage', 'sessionStorage'],
]);

const PARTIES: ReadonlyMap<string, CookieParty> = new Map([
  ['first', 'first'],
  ['1st', 'first'],
  ['firstparty', 'first'],
  ['third', 'third'],
  ['3rd', 'third'],
  ['thirdparty', 'third'],
]);

/** The address as the URL parser writes it (scheme and host in lower case), or null. */
function checkScriptUrl(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const { href } = new URL(value);
    return href.length <= COOKIE_CSV_LIMITS.scriptUrlLength ? href : null;
  } catch {
    return null;
  }
}

/** Looks categories up by key first, then by name, both case-insensitive; the first of equal names wins. */
function categoryResolver(categories: readonly CsvCategory[]): (value: string) => CsvCategory | undefined {
  const byKey = new Map<string, CsvCategory>();
  const byName = new Map<string, CsvCategory>();
  for (const category of categories) {
    const key = category.key?.toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, category);
    const name = category.name.trim().toLowerCase();
    if (!byName.has(name)) byName.set(name, category);
  }
  return (value) => byKey.get(value.toLowerCase()) ?? byName.get(value.toLowerCase());
}

/**
 * Reads an uploaded cookie list. `categories` are the property's categories, which the category column
 * names by key or by name. All or nothing: `ok: true` with every row, or `ok: false` with the problems.
 */
export function parseCookieCsv(input: Buffer | string, categories: readonly CsvCategory[]): CookieCsvResult {
  const text = decode(input);
  if (typeof text !== 'string') return fileFailure(text.error);
  if (text.trim() === '') return fileFailure('The file is empty.');

  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (error instanceof CsvError) return fileFailure(`The file is not valid CSV: ${error.message}.`);
    throw error;
  }

  // The header.
  const header = (records[0] ?? []).map(canonicalColumn);
  const headerErrors: CookieCsvError[] = [];
  const columnIndex = new Map<CookieCsvColumn, number>();
  const known = new Set<string>(COOKIE_CSV_COLUMNS);
  header.forEach((column, index) => {
    const written = (records[0]?.[index] ?? '').trim();
    if (!known.has(column)) {
      headerErrors.push({
        row: 1,
        field: written,
        message: written === '' ? `Column ${index + 1} has no name.` : `Unknown column "${written}".`,
      });
    } else if (columnIndex.has(column as CookieCsvColumn)) {
      headerErrors.push({ row: 1, field: column, message: `The column "${column}" appears twice.` });
    } else {
      columnIndex.set(column as CookieCsvColumn, index);
    }
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columnIndex.has(column));
  for (const column of missing) {
    headerErrors.push({ row: 1, field: column, message: `The required column "${column}" is missing.` });
  }
  if (headerErrors.length > 0) {
    const unknown = headerErrors.filter((e) => !known.has(e.field)).map((e) => `"${e.field}"`);
    const parts = [
      missing.length > 0
        ? `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`
        : '',
      unknown.length > 0 ? `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.` : '',
      headerErrors.some((e) => e.message.includes('twice')) ? 'A column appears twice.' : '',
    ];
    return fileFailure(
      `${parts.filter(Boolean).join(' ')} The columns are: ${COOKIE_CSV_COLUMNS.join(', ')}.`,
      headerErrors.slice(0, COOKIE_CSV_LIMITS.maxErrors),
    );
  }

  // The rows: blank ones are skipped but keep their number.
  const data = records
    .map((fields, index) => ({ fields, row: index + 1 }))
    .slice(1)
    .filter(({ fields }) => fields.some((field) => field.trim() !== ''));
  if (data.length === 0) return fileFailure('The file has a header but no cookies.');
  if (data.length > COOKIE_CSV_LIMITS.maxRows) {
    return fileFailure(
      `The file has ${data.length.toLocaleString('en')} cookies; at most ${LIMIT_TEXT.rows} can be imported at once.`,
    );
  }

  const resolveCategory = categoryResolver(categories);
  const errors: CookieCsvError[] = [];
  let errorCount = 0;
  const fail = (row: number, field: string, message: string) => {
    errorCount++;
    if (errors.length < COOKIE_CSV_LIMITS.maxErrors) errors.push({ row, field, message });
  };
  const rows: ParsedCookieRow[] = [];
  const seen = new Map<string, number>();

  for (const { fields, row } of data) {
    if (fields.length !== header.length) {
      fail(row, 'columns', `The row has ${fields.length} fields; the header has ${header.length}.`);
      continue;
    }
    const value = (column: CookieCsvColumn) => {
      const index = columnIndex.get(column);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const before = errorCount;

    const name = value('name');
    if (name === '') fail(row, 'name', 'The name is required.');
    else if (name.length > COOKIE_CSV_LIMITS.nameLength) {
      fail(row, 'name', `The name is longer than ${COOKIE_CSV_LIMITS.nameLength} characters.`);
    } else if (NAME_FORBIDDEN.test(name)) {
      fail(row, 'name', 'The name cannot contain spaces, control characters, ";", "," or "=".');
    }

    const domainText = value('domain');
    let domain = '';
    if (domainText === '') fail(row, 'domain', 'The domain is required.');
    else {
      const checked = checkDomain(domainText);
      if ('error' in checked) fail(row, 'domain', checked.error);
      else domain = checked.domain;
    }

    const path = value('path') || '/';
    if (!path.startsWith('/') || PATH_FORBIDDEN.test(path) || path.length > COOKIE_CSV_LIMITS.pathLength) {
      fail(
        row,
        'path',
        `The path must start with "/", without spaces or ";" (at most ${COOKIE_CSV_LIMITS.pathLength} characters).`,
      );
    }

    const categoryText = value('category');
    const category = categoryText === '' ? undefined : resolveCategory(categoryText);
    if (categoryText === '') fail(row, 'category', 'The category is required.');
    else if (!category) {
      fail(row, 'category', `"${categoryText}" is not one of the property's categories (by key or by name).`);
    }

    const purpose = value('purpose');
    if (purpose.length > COOKIE_CSV_LIMITS.purposeLength) {
      fail(row, 'purpose', `The purpose is longer than ${COOKIE_CSV_LIMITS.purposeLength} characters.`);
    }

    const typeText = value('type');
    const type = STORAGE_TYPES.get(typeText.toLowerCase().replace(/[\s_-]/g, ''));
    if (!type) fail(row, 'type', `"${typeText}" is not a type: use cookie, localStorage or sessionStorage.`);

    const durationText = value('duration');
    const duration = durationText === '' ? null : parseDuration(durationText);
    if (durationText !== '' && !duration) {
      fail(
        row,
        'duration',
        `"${durationText}" is not a duration: use session, a number of seconds, or e.g. 1 year, 30 days.`,
      );
    } else if (duration && (duration.seconds ?? 0) > COOKIE_CSV_LIMITS.maxDurationSeconds) {
      fail(row, 'duration', `"${durationText}" is longer than 10 years.`);
    } else if (duration && duration.label.length > COOKIE_CSV_LIMITS.durationLabelLength) {
      fail(
        row,
        'duration',
        `"${durationText}" is too long to store; write it shorter (at most ${COOKIE_CSV_LIMITS.durationLabelLength} characters).`,
      );
    }

    const partyText = value('party');
    const party = partyText === '' ? null : PARTIES.get(partyText.toLowerCase().replace(/[\s_-]/g, ''));
    if (party === undefined) fail(row, 'party', `"${partyText}" is not a party: use first or third.`);

    const scriptText = value('script_url');
    const scriptUrl = scriptText === '' ? null : checkScriptUrl(scriptText);
    if (scriptText !== '' && !scriptUrl) {
      fail(
        row,
        'script_url',
        `"${scriptText}" is not an http(s) address (at most ${COOKIE_CSV_LIMITS.scriptUrlLength} characters).`,
      );
    }

    if (errorCount > before || !category || !type || party === undefined) continue;
    const key = `${name}\u0000${domain}\u0000${path}\u0000${type}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fail(row, 'name', `Duplicate of row ${first}: the same name, domain, path and type.`);
      continue;
    }
    seen.set(key, row);
    rows.push({
      row,
      name,
      domain,
      path,
      categoryId: category.id,
      category: category.key ?? category.name,
      purpose: purpose === '' ? null : purpose,
      type,
      duration,
      party,
      scriptUrl,
    });
  }

  return errorCount > 0 ? { ok: false, errors, errorCount } : { ok: true, rows };
}

/** A duration as the CSV writes it: its label when that reads back to the same seconds, else the seconds. */
function durationCell(duration: CookieDuration | null | undefined): string {
  if (!duration) return '';
  if (duration.seconds === null) return 'session';
  return parseDuration(duration.label)?.seconds === duration.seconds
    ? duration.label
    : String(duration.seconds);
}

/**
 * A cookie list as CSV, with the import's header and "," between fields; parseCookieCsv reads it back to
 * the same rows. Cells are written as they are: a cell that starts with "=", "+", "-" or "@" is not
 * escaped against spreadsheet formulas, so that the file reads back unchanged.
 */
export function cookiesToCsv(rows: readonly CookieCsvRecord[]): string {
  return stringify(
    rows.map((row) => [
      row.name,
      row.domain,
      row.path || '/',
      row.category,
      row.purpose ?? '',
      row.type ?? 'cookie',
      durationCell(row.duration),
      row.party ?? '',
      row.scriptUrl ?? '',
    ]),
    { header: true, columns: [...COOKIE_CSV_COLUMNS], record_delimiter: 'unix' },
  );
}
