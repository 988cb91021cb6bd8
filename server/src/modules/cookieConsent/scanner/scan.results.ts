/**
 * A scan's details as the portal shows them: its findings tied to the inventory's cookies, and which
 * third-party scripts a blocking rule already holds back (read now, so a rule added after the scan shows).
 */
import type { Schemas } from '@privacy-portal/sdk';
import { ruleMatches } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { rulePatterns } from '../blocking/blocking.queries.ts';
import { cookiesNamed } from '../cookies/cookies.queries.ts';
import { presentScanJob, type ScanJobRow } from './scan.queries.ts';

const cookieKey = (c: { name: string; domain: string; path: string; type: string }) =>
  `${c.type}|${c.name}|${c.domain.replace(/^\./, '')}|${c.path}`;

export async function presentScanDetails(
  db: Db,
  propertyId: number,
  row: ScanJobRow,
): Promise<Schemas['ScanJobDetails']> {
  const result = row.result ?? { findings: [], pages: [], scripts: [] };
  const patterns = await rulePatterns(db, propertyId);
  const names = [...new Set(result.findings.map((f) => f.name))];
  const inventory = names.length ? await cookiesNamed(db, propertyId, names) : [];
  const ids = new Map(inventory.map((c) => [cookieKey(c), c.id]));
  return {
    job: presentScanJob(row),
    findings: result.findings.map((f) => ({ ...f, cookie_id: ids.get(cookieKey(f)) ?? null })),
    pages: result.pages,
    scripts: result.scripts.map((s) => ({ ...s, blocked: patterns.some((p) => ruleMatches(p, s.url)) })),
  };
}
