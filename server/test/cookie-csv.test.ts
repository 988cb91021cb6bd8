import { describe, expect, it } from 'vitest';
import {
  COOKIE_CSV_LIMITS,
  type CookieCsvResult,
  type CsvCategory,
  cookiesToCsv,
  type ParsedCookieRow,
  parseCookieCsv,
} from '../src/modules/cookieConsent/cookies/cookie-csv.ts';

const CATEGORIES: CsvCategory[] = [
  { id: 11, key: 'necessary', name: 'Strictly necessary' },
  { id: 12, key: 'functional', name: 'Functional' },
  { id: 13, key: 'analytics', name: 'Analytics' },
  { id: 14, key: 'marketing', name: 'Marketing' },
  { id: 15, key: 'unclassified', name: 'Unclassified' },
  { id: 21, key: null, name: 'Social media' },
];

function rowsOf(result: CookieCsvResult): ParsedCookieRow[] {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.rows;
}

function failureOf(result: CookieCsvResult) {
  if (result.ok) throw new Error('expected a failure');
  return result;
}

const VALID = [
  'Name,Domain,Path,Category,Purpose,Type,Duration,Party,Script_URL',
  '_ga,.example.com,/,analytics,"Distinguishes users, for statistics",cookie,2 years,first,https://www.googletagmanager.com/gtag/js',
  'sessionid,www.example.com,,Strictly necessary,,,session,,',
  'IDE,.doubleclick.net,/,MARKETING,Ad targeting,,33696000,third,',
  'consent_prefs,example.com,/app,social media,,localStorage,,1st,',
].join('\n');

describe('parseCookieCsv: a valid file', () => {
  it('reads every column', () => {
    const rows = rowsOf(parseCookieCsv(VALID, CATEGORIES));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      row: 2,
      name: '_ga',
      domain: '.example.com',
      path: '/',
      categoryId: 13,
      category: 'analytics',
      purpose: 'Distinguishes users, for statistics',
      type: 'cookie',
      duration: { seconds: 2 * 365 * 86400, label: '2 years' },
      party: 'first',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js',
    });
    expect(rows[1]).toMatchObject({
      row: 3,
      path: '/',
      categoryId: 11,
      category: 'necessary',
      purpose: null,
      type: 'cookie',
      duration: { seconds: null, label: 'session' },
      party: null,
      scriptUrl: null,
    });
    expect(rows[2]).toMatchObject({
      categoryId: 14,
      duration: { seconds: 33696000, label: '1 year 1 month' },
      party: 'third',
    });
    expect(rows[3]).toMatchObject({
      categoryId: 21,
      category: 'Social media',
      type: 'localStorage',
      duration: null,
      party: 'first',
      path: '/app',
    });
  });

  it('takes ";" as the delimiter, a BOM, CRLF lines, a Buffer and blank rows', () => {
    const semicolons = `\uFEFFname;domain;category;description\r\n_ga;.example.com;analytics;"Counts visits; and users"\r\n\r\n_gid;example.com;Analytics;\r\n`;
    const fromString = rowsOf(parseCookieCsv(semicolons, CATEGORIES));
    expect(fromString.map((r) => [r.row, r.name, r.purpose])).toEqual([
      [2, '_ga', 'Counts visits; and users'],
      [4, '_gid', null],
    ]);
    const fromBuffer = rowsOf(parseCookieCsv(Buffer.from(semicolons, 'utf8'), CATEGORIES));
    expect(fromBuffer).toEqual(fromString);
    const commasWithBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(VALID, 'utf8')]);
    expect(rowsOf(parseCookieCsv(commasWithBom, CATEGORIES))).toEqual(
      rowsOf(parseCookieCsv(VALID, CATEGORIES)),
    );
  });

  it('accepts header names in any case and order, with spaces', () => {
    const text =
      ' CATEGORY , Script URL ,NAME,domain\nmarketing,HTTPS://CDN.Example.com/a.js,_fbp,.example.com\n';
    expect(rowsOf(parseCookieCsv(text, CATEGORIES))[0]).toMatchObject({
      name: '_fbp',
      categoryId: 14,
      scriptUrl: 'https://cdn.example.com/a.js',
    });
  });

  it('writes an internationalised domain in ASCII', () => {
    const text = 'name,domain,category\nsid,.bücher.example,necessary\n';
    expect(rowsOf(parseCookieCsv(text, CATEGORIES))[0]?.domain).toBe('.xn--bcher-kva.example');
  });
});

describe('parseCookieCsv: a bad file', () => {
  it('lists each bad row with its row number and field, and imports nothing', () => {
    const text = [
      'name,domain,category,duration',
      '_ga,.example.com,analytics,2 years',
      '_gid,.example.com,statistics,1 day',
      'sid,example.com,necessary,session',
      ',example.com,necessary,',
      'ok,example.com,marketing,',
    ].join('\n');
    const result = failureOf(parseCookieCsv(text, CATEGORIES));
    expect(result.fileError).toBeUndefined();
    expect(result.errorCount).toBe(2);
    expect(result.errors).toEqual([
      { row: 3, field: 'category', message: expect.stringContaining('"statistics"') },
      { row: 5, field: 'name', message: 'The name is required.' },
    ]);
  });

  it('checks every field', () => {
    const text = [
      'name,domain,path,category,purpose,type,duration,party,script_url',
      `a b,exa mple.com,nopath,,${'x'.repeat(1001)},indexedDB,forever,fourth,javascript:alert(1)`,
      'a=b,-bad-.com,/,necessary,,,,,ftp://example.com/x.js',
      `${'n'.repeat(256)},${'a'.repeat(64)}.com,/${'p'.repeat(255)},necessary,,,,,`,
    ].join('\n');
    const { errors } = failureOf(parseCookieCsv(text, CATEGORIES));
    expect(errors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '2:name',
      '2:domain',
      '2:path',
      '2:category',
      '2:purpose',
      '2:type',
      '2:duration',
      '2:party',
      '2:script_url',
      '3:name',
      '3:domain',
      '3:script_url',
      '4:name',
      '4:domain',
      '4:path',
    ]);
  });

  it('reports rows with too few or too many fields', () => {
    const text =
      'name,domain,category\n_ga,.example.com\n_gid,.example.com,analytics,extra\n_gat,.example.com,analytics\n';
    expect(failureOf(parseCookieCsv(text, CATEGORIES)).errors).toEqual([
      { row: 2, field: 'columns', message: 'The row has 2 fields; the header has 3.' },
      { row: 3, field: 'columns', message: 'The row has 4 fields; the header has 3.' },
    ]);
  });

  it('refuses a second row with the same name, domain, path and type', () => {
    const text = [
      'name,domain,path,category,type',
      '_ga,.example.com,/,analytics,',
      '_ga,.example.com,/shop,analytics,',
      '_ga,.example.com,/,analytics,localStorage',
      '_ga,.EXAMPLE.com,,marketing,Cookie',
    ].join('\n');
    expect(failureOf(parseCookieCsv(text, CATEGORIES)).errors).toEqual([
      { row: 5, field: 'name', message: 'Duplicate of row 2: the same name, domain, path and type.' },
    ]);
  });

  it('keeps durations within ten years and labels within the stored length', () => {
    const text = [
      'name,domain,category,duration',
      'a,example.com,necessary,10 years',
      'b,example.com,necessary,11 years',
      'c,example.com,necessary,1.25 years 2.5 months 3.5 weeks 4.5 days 5.5 hours 6.5 minutes',
    ].join('\n');
    expect(failureOf(parseCookieCsv(text, CATEGORIES)).errors).toEqual([
      { row: 3, field: 'duration', message: '"11 years" is longer than 10 years.' },
      { row: 4, field: 'duration', message: expect.stringContaining('too long to store') },
    ]);
  });

  it('names unknown columns', () => {
    const result = failureOf(
      parseCookieCsv('name,domain,category,vendor,Notes\n_ga,.example.com,analytics,Google,\n', CATEGORIES),
    );
    expect(result.fileError).toMatch(/Unknown columns: "vendor", "Notes"/);
    expect(result.errors).toEqual([
      { row: 1, field: 'vendor', message: 'Unknown column "vendor".' },
      { row: 1, field: 'Notes', message: 'Unknown column "Notes".' },
    ]);
  });

  it('needs the required columns, once each', () => {
    expect(failureOf(parseCookieCsv('name,path\n_ga,/\n', CATEGORIES)).fileError).toMatch(
      /^Missing required columns: domain, category\./,
    );
    expect(
      failureOf(parseCookieCsv('name,domain,category,purpose,description\n', CATEGORIES)).errors,
    ).toEqual([{ row: 1, field: 'purpose', message: 'The column "purpose" appears twice.' }]);
  });

  it('refuses an empty file and a header without rows', () => {
    expect(failureOf(parseCookieCsv('', CATEGORIES)).fileError).toBe('The file is empty.');
    expect(failureOf(parseCookieCsv(Buffer.from([0xef, 0xbb, 0xbf]), CATEGORIES)).fileError).toBe(
      'The file is empty.',
    );
    expect(failureOf(parseCookieCsv('name,domain,category\n\n,,\n', CATEGORIES)).fileError).toBe(
      'The file has a header but no cookies.',
    );
  });

  it('refuses a file over 1 MB, over 5,000 rows, not UTF-8 or not CSV', () => {
    const big = `name,domain,category,purpose\n${'_ga,.example.com,analytics,'.padEnd(1000, 'x')}\n`.repeat(
      1100,
    );
    expect(Buffer.byteLength(big)).toBeGreaterThan(COOKIE_CSV_LIMITS.maxBytes);
    expect(failureOf(parseCookieCsv(big, CATEGORIES)).fileError).toMatch(/^The file is larger than 1 MB/);

    const many = `name,domain,category\n${Array.from({ length: 5001 }, (_, i) => `c${i},example.com,necessary`).join('\n')}`;
    expect(failureOf(parseCookieCsv(many, CATEGORIES)).fileError).toBe(
      'The file has 5,001 cookies; at most 5,000 can be imported at once.',
    );
    const justEnough = `name,domain,category\n${Array.from({ length: 5000 }, (_, i) => `c${i},example.com,necessary`).join('\n')}`;
    expect(rowsOf(parseCookieCsv(justEnough, CATEGORIES))).toHaveLength(5000);

    const latin1 = Buffer.from(
      'name,domain,category,purpose\nsid,example.com,necessary,Sitzung f\xfcr Anmeldung\n',
      'latin1',
    );
    expect(failureOf(parseCookieCsv(latin1, CATEGORIES)).fileError).toMatch(/not UTF-8/);

    expect(
      failureOf(parseCookieCsv('name,domain,category\n"_ga,.example.com,analytics\n', CATEGORIES)).fileError,
    ).toMatch(/^The file is not valid CSV: Quote Not Closed/);
  });

  it('lists at most 100 errors and counts them all', () => {
    const text = `name,domain,category\n${Array.from({ length: 150 }, (_, i) => `c${i},example.com,nope`).join('\n')}`;
    const result = failureOf(parseCookieCsv(text, CATEGORIES));
    expect(result.errors).toHaveLength(100);
    expect(result.errorCount).toBe(150);
    expect(result.errors[99]).toMatchObject({ row: 101, field: 'category' });
  });
});

describe('cookiesToCsv', () => {
  it('writes what parseCookieCsv reads back to the same rows', () => {
    const tricky = [
      VALID,
      'multi,example.com,/,functional,"Line one\nline two, with ""quotes""",sessionStorage,1 year 6 months,third,',
      'odd_seconds,example.com,/,necessary,=SUM(A1),,1234567,,',
    ].join('\n');
    const rows = rowsOf(parseCookieCsv(tricky, CATEGORIES));
    const csv = cookiesToCsv(rows);
    expect(csv.split('\n')[0]).toBe('name,domain,path,category,purpose,type,duration,party,script_url');
    const again = rowsOf(parseCookieCsv(csv, CATEGORIES));
    expect(again).toEqual(rows);
    expect(cookiesToCsv(again)).toBe(csv);
  });

  it('writes defaults for what a record leaves out', () => {
    expect(cookiesToCsv([{ name: 'sid', domain: 'example.com', category: 'necessary' }])).toBe(
      'name,domain,path,category,purpose,type,duration,party,script_url\nsid,example.com,/,necessary,,cookie,,,\n',
    );
    expect(
      cookiesToCsv([
        {
          name: 'x',
          domain: 'example.com',
          category: 'analytics',
          duration: { seconds: 31535999, label: '1 year' },
        },
      ]).split('\n')[1],
    ).toBe('x,example.com,/,analytics,,cookie,31535999,,');
  });
});
