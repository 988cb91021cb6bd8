/**
 * What the generated tenancy suite's control reads need on the caller's own property for Consent
 * Tracking: a consent record (seq 1), and a finished export (with its file) and chain check under the
 * suite's sample job id (SAMPLE_UUID).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/database.ts';
import { CONSENT_LEDGER } from '../../src/modules/cookieConsent/consents/consent-record.ts';
import { exportPath } from '../../src/modules/cookieConsent/tracking/export.service.ts';
import { SAMPLE_UUID } from '../support/contract-cases.ts';
import { appendRecords } from './records.ts';

export async function ownConsentRows(db: Db, dataDir: string, propertyId: number): Promise<void> {
  await appendRecords(db, propertyId, [{ at: new Date() }]);
  await db('consent_exports').insert({
    id: SAMPLE_UUID,
    property_id: propertyId,
    filters: JSON.stringify({}),
    status: 'succeeded',
    file_name: 'consent-records.csv',
    finished_at: new Date(),
  });
  const file = exportPath(dataDir, SAMPLE_UUID);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'seq\n1\n');
  await db('ledger_verifications').insert({
    id: SAMPLE_UUID,
    ledger: CONSENT_LEDGER,
    chain_id: propertyId,
    status: 'succeeded',
    checked: 1,
    finished_at: new Date(),
  });
}
