/**
 * A consent export's CSV: one line per record with every field the chain hashes and its link, so the
 * file is a proof on its own. The visitor's user agent is the one free text a visitor controls: a
 * cell of it that a spreadsheet would run as a formula is written with a leading apostrophe (OWASP);
 * the record detail's canonical JSON stays the exact value to recompute a hash from.
 */
import { stringify } from 'csv-stringify/sync';
import { type ConsentRecordRow, toConsentRecord } from '../consents/consent-record.ts';

export const CONSENT_CSV_COLUMNS = [
  'seq',
  'recorded_at',
  'consent_id',
  'choice',
  'granted',
  'denied',
  'gpc',
  'region',
  'country',
  'device',
  'banner_version',
  'tc_string',
  'consent_mode',
  'page_url',
  'user_agent',
  'ip_hash',
  'over_limit',
  'prev_hash',
  'hash',
] as const;

const FORMULA = /^[=+\-@\t\r]/;
const safeText = (s: string) => (FORMULA.test(s) ? `'${s}` : s);

function cells(row: ConsentRecordRow): string[] {
  const r = toConsentRecord(row);
  return [
    String(r.seq),
    r.recorded_at,
    r.consent_id,
    r.choice,
    r.granted.join(' '),
    r.denied.join(' '),
    String(r.gpc),
    r.region ?? '',
    r.country ?? '',
    r.device,
    String(r.banner_version),
    r.tc_string ?? '',
    r.consent_mode ? JSON.stringify(r.consent_mode) : '',
    r.page_url,
    safeText(r.user_agent),
    r.ip_hash,
    String(r.over_limit),
    row.prev_hash,
    row.hash,
  ];
}

/** A batch of lines; the first batch carries the header. */
export function consentCsv(rows: readonly ConsentRecordRow[], header: boolean): string {
  return stringify(rows.map(cells), {
    header,
    columns: [...CONSENT_CSV_COLUMNS],
    record_delimiter: 'unix',
  });
}
