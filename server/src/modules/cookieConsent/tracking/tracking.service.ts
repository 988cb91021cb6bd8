/**
 * Consent Tracking's reads: the log page, a record's proof (its canonical JSON, whether its link
 * holds, its consent id's history) and the filter options.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { PageQuery } from '../../../db/keyset.ts';
import { notFound } from '../../../http/errors.ts';
import { canonicalJson, GENESIS_HASH, linkHash } from '../../ledger/ledger.hash.ts';
import { type ConsentRecordRow, toConsentRecord } from '../consents/consent-record.ts';
import { categoryNames } from './category-names.ts';
import type { ConsentFilters } from './tracking.filters.ts';
import {
  bannerVersionNumbers,
  consentHistory,
  consentLogPage,
  findConsentRecord,
  previousHash,
  recentRegions,
  rollupExtent,
} from './tracking.queries.ts';

export async function listConsentLog(db: Db, propertyId: number, filters: ConsentFilters, page: PageQuery) {
  const { rows, page: info } = await consentLogPage(db, propertyId, filters, page);
  return { response: rows.map(toConsentRecord), page: info };
}

const linkOf = (row: ConsentRecordRow): Schemas['ChainLink'] => ({
  seq: Number(row.seq),
  prev_hash: row.prev_hash,
  hash: row.hash,
});

/**
 * The record with its proof. Its link holds when its own hash recomputes from what is stored and its
 * prev_hash is the previous record's hash (the genesis hash for the first); the whole chain is the
 * verification job's work.
 */
export async function consentRecordDetail(
  db: Db,
  propertyId: number,
  seq: number,
): Promise<Schemas['ConsentRecordDetail']> {
  const row = await findConsentRecord(db, propertyId, seq);
  if (!row) throw notFound('Consent record');
  const record = toConsentRecord(row);
  const expectedPrev = seq === 1 ? GENESIS_HASH : await previousHash(db, propertyId, seq);
  const ownHolds = linkHash(row.prev_hash, record) === row.hash;
  const history = await consentHistory(db, propertyId, row.consent_id);
  return {
    record,
    link: linkOf(row),
    canonical: canonicalJson(record),
    link_valid: ownHolds && expectedPrev === row.prev_hash,
    history: history.map(toConsentRecord),
  };
}

export async function consentFilterOptions(
  db: Db,
  propertyId: number,
): Promise<Schemas['ConsentFilterOptions']> {
  const extent = await rollupExtent(db, propertyId);
  const names = await categoryNames(db, propertyId);
  return {
    first_day: extent.first_day,
    last_day: extent.last_day,
    regions: await recentRegions(db, propertyId),
    countries: extent.countries,
    categories: [...names].map(([key, name]) => ({ key, name })),
    banner_versions: await bannerVersionNumbers(db, propertyId),
  };
}
