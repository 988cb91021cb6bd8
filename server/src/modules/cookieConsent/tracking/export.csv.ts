/** A consent export's CSV: the columns and cells of the sdk's rule (shared with the mocks), written by csv-stringify. */
import { CONSENT_CSV_COLUMNS, consentCsvCells } from '@privacy-portal/sdk/cookie-consent';
import { stringify } from 'csv-stringify/sync';
import { type ConsentRecordRow, toConsentRecord } from '../consents/consent-record.ts';

/** A batch of lines; the first batch carries the header. */
export function consentCsv(rows: readonly ConsentRecordRow[], header: boolean): string {
  return stringify(
    rows.map((row) => consentCsvCells(toConsentRecord(row), row)),
    {
      header,
      columns: [...CONSENT_CSV_COLUMNS],
      record_delimiter: 'unix',
    },
  );
}
