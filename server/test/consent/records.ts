/**
 * Consent records for the suites, written the way ingestion writes them (one chain per property via
 * appendToChain, one multi-row insert, the rollups in the same transaction), from short descriptions.
 */
import type { Db } from '../../src/db/database.ts';
import { insertAsJson } from '../../src/db/insert-json.ts';
import {
  CONSENT_LEDGER,
  type ConsentRecordRow,
  toConsentRecord,
} from '../../src/modules/cookieConsent/consents/consent-record.ts';
import {
  addToRollups,
  type NewConsentRow,
} from '../../src/modules/cookieConsent/consents/consents.queries.ts';
import { appendToChain } from '../../src/modules/ledger/ledger.append.ts';

export interface Draft {
  at: Date;
  choice?: 'accept_all' | 'reject_all' | 'custom';
  granted?: string[];
  country?: string | null;
  region?: string | null;
  device?: 'desktop' | 'mobile' | 'tablet' | 'other';
  gpc?: boolean;
  consentId?: string;
}

const ALL = ['necessary', 'functional', 'analytics', 'marketing'];
let n = 0;

export const uuidOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export async function appendRecords(db: Db, propertyId: number, drafts: Draft[]): Promise<NewConsentRow[]> {
  const rows = drafts.map((d) => {
    n += 1;
    const choice = d.choice ?? 'accept_all';
    const granted =
      d.granted ??
      (choice === 'accept_all' ? ALL : choice === 'reject_all' ? ['necessary'] : ['necessary', 'analytics']);
    const country = d.country === undefined ? 'DE' : d.country;
    return {
      property_id: propertyId,
      consent_id: d.consentId ?? uuidOf(n),
      recorded_at: d.at,
      banner_version: 1,
      choice,
      granted,
      denied: ALL.filter((c) => !granted.includes(c)),
      gpc: d.gpc ?? false,
      tc_string: null,
      consent_mode: null,
      region: d.region === undefined ? country : d.region,
      country,
      device: d.device ?? 'desktop',
      language: null,
      page_url: 'https://shop.example.test/',
      user_agent: '=cmd|calc',
      ip_hash: 'a'.repeat(64),
      over_limit: false,
    };
  });
  return db.transaction(async (trx) => {
    const links = await appendToChain(trx, {
      ledger: CONSENT_LEDGER,
      chainId: propertyId,
      records: rows,
      recordForHash: (r, seq) => toConsentRecord({ ...r, seq, prev_hash: '', hash: '' } as ConsentRecordRow),
    });
    const full = rows.map((r, i) => ({ ...r, ...links[i] }) as NewConsentRow);
    await insertAsJson(trx, 'consent_records', full);
    await addToRollups(trx, full);
    return full;
  });
}

export const daysAgo = (d: number, hour = 12) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - d, hour, 0, 0));
};

export const isoDaysAgo = (d: number) => daysAgo(d).toISOString().slice(0, 10);
