/**
 * Consent Tracking's backend in the mocks: each property's ledger (seeded on first read, dated back
 * from the state's clock), its CSV exports and its chain checks. Like the mock scanner, a job moves one
 * step each time someone reads its progress (a quarter of the work), so a page polling the job shows
 * the progress bar filling, without timers.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { CONSENT_CSV_COLUMNS, consentCsvCells } from '@privacy-portal/sdk/cookie-consent';
import { DEMO_IDS } from '../seed.ts';
import type { MockState } from '../state.ts';
import { demoLedger } from './demo.ts';
import { type ConsentRecord, linkHash, type MockConsentRow } from './ledger.ts';

/** What a log query or an export keeps of its filters (days are UTC, inclusive). */
export interface ConsentFilter {
  from: string;
  to: string;
  region?: string;
  choice?: ConsentRecord['choice'];
  category?: string;
  gpc?: boolean;
}

export type MockConsentExport = Schemas['ConsentExport'] & { property_id: number; filter: ConsentFilter };
export type MockLedgerVerification = Schemas['LedgerVerification'] & { property_id: number };

export interface ConsentLedgerMockState {
  /** The property's chain in seq order; the demo's is the recorded ledger (demo.ts). */
  chainOf(propertyId: number, now?: Date): MockConsentRow[];
  /** Puts another chain in place of the property's (a scenario's). */
  setChain(propertyId: number, rows: MockConsentRow[]): void;
  exports: Map<string, MockConsentExport>;
  verifications: Map<string, MockLedgerVerification>;
  reset(): void;
}

export function createConsentLedgerState(seed = true): ConsentLedgerMockState {
  const chains = new Map<number, MockConsentRow[]>();
  const exports = new Map<string, MockConsentExport>();
  const verifications = new Map<string, MockLedgerVerification>();
  return {
    chainOf(propertyId) {
      let rows = chains.get(propertyId);
      if (!rows) {
        rows = seed && propertyId === DEMO_IDS.store ? demoLedger() : [];
        chains.set(propertyId, rows);
      }
      return rows;
    },
    setChain(propertyId, rows) {
      chains.set(propertyId, rows);
    },
    exports,
    verifications,
    reset() {
      chains.clear();
      exports.clear();
      verifications.clear();
    },
  };
}

/** Why a row's link does not hold, or null: its hash and its place after the previous row. */
export function linkProblem(
  row: MockConsentRow,
  previous: MockConsentRow | undefined,
  expectedPrev: string,
): Schemas['LedgerVerification']['first_broken'] {
  const broken = (reason: 'hash_mismatch' | 'prev_hash_mismatch' | 'missing_record') => ({
    seq: row.record.seq,
    consent_id: row.record.consent_id,
    recorded_at: row.record.recorded_at,
    reason,
  });
  if (row.record.seq !== (previous?.record.seq ?? 0) + 1) return broken('missing_record');
  if (row.prev_hash !== expectedPrev) return broken('prev_hash_mismatch');
  if (linkHash(row.prev_hash, row.record) !== row.hash) return broken('hash_mismatch');
  return null;
}

const QUARTER = (total: number) => Math.max(1, Math.ceil(total / 4));

/** One step of a queued or running chain check; a finished one stays as it is. */
export function advanceVerification(state: MockState, job: MockLedgerVerification): void {
  if (job.status !== 'queued' && job.status !== 'running') return;
  if (job.status === 'queued') {
    job.status = 'running';
    return;
  }
  const rows = state.cookieConsent.consents.chainOf(job.property_id, state.now());
  const total = job.total ?? rows.length;
  const until = Math.min(total, job.checked + QUARTER(total));
  for (let i = job.checked; i < until; i++) {
    const row = rows[i] as MockConsentRow;
    const previous = rows[i - 1];
    const problem = linkProblem(row, previous, previous?.hash ?? '0'.repeat(64));
    job.checked = i + 1;
    if (problem) {
      Object.assign(job, {
        first_broken: problem,
        status: 'succeeded',
        finished_at: state.now().toISOString(),
      });
      job.done = job.checked;
      return;
    }
  }
  job.done = job.checked;
  if (job.checked >= total)
    Object.assign(job, { status: 'succeeded', finished_at: state.now().toISOString() });
}

/** One step of a queued or running export: a quarter of its rows written, the file named at the end. */
export function advanceExport(state: MockState, job: MockConsentExport): void {
  if (job.status !== 'queued' && job.status !== 'running') return;
  if (job.status === 'queued') {
    job.status = 'running';
    return;
  }
  const total = job.total ?? 0;
  job.done = Math.min(total, job.done + QUARTER(total));
  if (job.done < total) return;
  Object.assign(job, {
    status: 'succeeded',
    finished_at: state.now().toISOString(),
    file_name: `consent-records-${job.filter.from}-to-${job.filter.to}.csv`,
  });
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The export's CSV: one line per record, newest first, with the link hash that proves it. */
export function exportCsv(rows: MockConsentRow[]): string {
  const lines = rows.map((row) => consentCsvCells(row.record, row).map(csvCell).join(','));
  return `${[CONSENT_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
