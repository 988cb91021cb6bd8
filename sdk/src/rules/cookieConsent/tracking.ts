/**
 * Consent Tracking rules (calls-billing-spec §7, §9) that the server, the mocks and the portal share:
 * who may export the consent log and in which columns, and the page size and date range of the log.
 */
import type { components } from '../../generated/schema.ts';
import type { PlanTier } from '../billing-catalogue.ts';
import { TIERS } from '../billing-types.ts';

/** 'Features from basic up, not free: export of consent records.' */
export const CONSENT_EXPORT_TIER: PlanTier = 'basic';
/** The feature's name as the plan tables write it. */
export const CONSENT_EXPORT_LABEL = 'Export of consent records';

export function canExportConsents(tier: PlanTier): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(CONSENT_EXPORT_TIER);
}

/** The refusal below the tier, in the words of the other tier features. */
export const CONSENT_EXPORT_UPGRADE = `Upgrade your plan to access this feature: ${CONSENT_EXPORT_LABEL} needs the ${CONSENT_EXPORT_TIER} plan or higher.`;

/** The log's range when none is given: the 30 days up to `to` (contract: listConsentRecords). */
export const CONSENT_DEFAULT_DAYS = 30;
/** The longest range the log reads at once, in days after `from`. */
export const CONSENT_MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The days a log query covers, as `from`/`to` (UTC, inclusive): the contract's defaults filled in, or
 * a problem naming the query field when the range is reversed or too long.
 */
export function consentRange(
  query: { from?: string | null; to?: string | null },
  now: Date,
): { from: string; to: string } | { field: 'from' | 'to'; reason: string } {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - CONSENT_DEFAULT_DAYS * DAY_MS));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days < 0) return { field: 'to', reason: 'must not be before from' };
  if (days > CONSENT_MAX_RANGE_DAYS)
    return { field: 'to', reason: `must be at most ${CONSENT_MAX_RANGE_DAYS} days after from` };
  return { from, to };
}

/**
 * The export's columns: every field the chain hashes and the record's link, so the file is a proof on
 * its own (the record detail's canonical JSON stays the exact value to recompute a hash from).
 */
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

// A cell a spreadsheet would run as a formula (OWASP CSV injection) gets a leading apostrophe; the
// user agent is the one free text a visitor controls.
const FORMULA = /^[=+\-@\t\r]/;
const safeText = (s: string) => (FORMULA.test(s) ? `'${s}` : s);

/** One export line's cells, in CONSENT_CSV_COLUMNS order (quoting is the CSV writer's). */
export function consentCsvCells(
  r: components['schemas']['ConsentRecord'],
  link: { prev_hash: string; hash: string },
): string[] {
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
    link.prev_hash,
    link.hash,
  ];
}
