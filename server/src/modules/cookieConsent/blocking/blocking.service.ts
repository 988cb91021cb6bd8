/**
 * Auto Cookie Blocking: the switch, the rules (scripts held back until their category is accepted)
 * and the third-party script hosts the last scan found that no rule holds back yet, proposed with the
 * category of the cookies they set. Which script a pattern covers is the sdk's `ruleMatches`, the
 * same function the banner runs on the website.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  blockingPatternProblem,
  normalizePattern,
  patternHost,
  ruleMatches,
} from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { PropertyRow } from '../../access/access.queries.ts';
import { conflictOnDuplicate } from '../../access/access.ts';
import { type CookieConsentScope, requireFeature } from '../cookieConsent.access.ts';
import { propertyDomains } from '../scanner/scan.service.ts';
import { partyOf } from '../scanner/scanner.party.ts';
import {
  type BlockingRule,
  blockingEnabled,
  countRules,
  deleteRule,
  findPropertyCategory,
  findRule,
  insertRule,
  latestScanResult,
  type RuleFields,
  rulePatterns,
  saveBlockingEnabled,
  updateRule,
} from './blocking.queries.ts';

type BlockingSettings = Schemas['BlockingSettings'];
type Proposal = BlockingSettings['proposed'][number];
type CategoryKey = Schemas['CategoryKey'];

const bodyError = (field: string, reason: string) =>
  new ApiError(400, 'validation_failed', `body.${field} ${reason}`, [{ in: 'body', field, reason }]);

// ---- proposals ----------------------------------------------------------------------------------

/** How much a category asks of consent: a host that sets marketing and analytics cookies is marketing. */
const RESTRICTIVENESS: Readonly<Record<CategoryKey, number>> = {
  necessary: 0,
  unclassified: 1,
  functional: 2,
  analytics: 3,
  marketing: 4,
};

/** The parts of a scan's stored result (scan_jobs.result) that proposals read; anything else is ignored. */
interface ScanResultParts {
  scripts: Array<{ url: string }>;
  findings: Array<{
    name: string;
    script_url: string;
    category_key: CategoryKey | null;
    platform: string | null;
  }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readScanResult(result: unknown): ScanResultParts {
  const out: ScanResultParts = { scripts: [], findings: [] };
  if (!isRecord(result)) return out;
  for (const s of Array.isArray(result.scripts) ? result.scripts : []) {
    if (isRecord(s) && typeof s.url === 'string') out.scripts.push({ url: s.url });
  }
  for (const f of Array.isArray(result.findings) ? result.findings : []) {
    if (!isRecord(f) || typeof f.script_url !== 'string' || typeof f.name !== 'string') continue;
    const key =
      typeof f.category_key === 'string' && f.category_key in RESTRICTIVENESS ? f.category_key : null;
    out.findings.push({
      name: f.name,
      script_url: f.script_url,
      category_key: key as CategoryKey | null,
      platform: typeof f.platform === 'string' ? f.platform : null,
    });
  }
  return out;
}

function hostnameOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname : null;
  } catch {
    return null;
  }
}

interface HostFindings {
  urls: Set<string>;
  cookies: Set<string>;
  best: { key: CategoryKey; platform: string | null } | null;
  platform: string | null;
}

/**
 * The third-party script hosts of a scan result with a script no rule covers: each with the most
 * restrictive category of the cookies its scripts set (marketing > analytics > functional >
 * unclassified, necessary only when that is all they set; null when the scan saw none), the platform
 * and the cookie names. A host is third party when it is not on the property's site, whatever the
 * party of the cookies its scripts set (Google Analytics' script sets first-party cookies).
 */
export function proposeHosts(
  result: unknown,
  patterns: readonly string[],
  domains: readonly string[],
): Proposal[] {
  const { scripts, findings } = readScanResult(result);
  const hosts = new Map<string, HostFindings>();
  const entry = (url: string): HostFindings | null => {
    const host = hostnameOf(url);
    if (!host || partyOf(host, domains) !== 'third') return null;
    let found = hosts.get(host);
    if (!found) {
      found = { urls: new Set(), cookies: new Set(), best: null, platform: null };
      hosts.set(host, found);
    }
    found.urls.add(url);
    return found;
  };
  for (const s of scripts) entry(s.url);
  for (const f of findings) {
    const found = entry(f.script_url);
    if (!found) continue;
    found.cookies.add(f.name);
    found.platform ??= f.platform;
    if (
      f.category_key &&
      (!found.best || RESTRICTIVENESS[f.category_key] > RESTRICTIVENESS[found.best.key])
    ) {
      found.best = { key: f.category_key, platform: f.platform };
    }
  }
  const proposals: Proposal[] = [];
  for (const [host, found] of hosts) {
    const uncovered = [...found.urls].some((url) => !patterns.some((p) => ruleMatches(p, url)));
    if (!uncovered) continue;
    proposals.push({
      host,
      category_key: found.best?.key ?? null,
      platform: found.best?.platform ?? found.platform,
      cookies: [...found.cookies].sort(),
    });
  }
  return proposals.sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
}

// ---- settings -----------------------------------------------------------------------------------

export async function blockingSettings(db: Db, property: PropertyRow): Promise<BlockingSettings> {
  const [enabled, rules, patterns, result] = await Promise.all([
    blockingEnabled(db, property.id),
    countRules(db, property.id),
    rulePatterns(db, property.id),
    latestScanResult(db, property.id),
  ]);
  return { enabled, rules, proposed: proposeHosts(result, patterns, propertyDomains(property.url)) };
}

/** Turns blocking on (the plan must include the scripts blocking system) or off (always allowed). */
export async function switchBlocking(
  db: Db,
  scope: CookieConsentScope,
  enabled: boolean,
): Promise<BlockingSettings> {
  if (enabled) requireFeature(scope.tier, 'script_blocking', 'enabled');
  await saveBlockingEnabled(db, scope.property.id, enabled);
  return blockingSettings(db, scope.property);
}

// ---- rules --------------------------------------------------------------------------------------

/**
 * Whether a pattern holds back scripts of other sites: its host (a glob's fixed part) is not on the
 * property's site, or it is a glob that could match any host.
 */
export function isThirdPartyPattern(pattern: string, domains: readonly string[]): boolean {
  const host = patternHost(pattern)
    .replace(/:(\d+|\*)$/, '')
    .replace(/^\*\.?/, '');
  if (!host || host.includes('*')) return true;
  return partyOf(host, domains) === 'third';
}

interface RuleInput {
  pattern: string;
  category_id: number;
  source?: RuleFields['source'] | undefined;
  description?: string | undefined;
}

/** The rule's fields as stored, after the checks: a usable pattern, the property's category, the tier. */
async function checkedFields(
  db: Db,
  scope: CookieConsentScope,
  input: RuleInput,
  current?: BlockingRule,
): Promise<RuleFields> {
  const problem = blockingPatternProblem(input.pattern);
  if (problem) throw bodyError('pattern', problem);
  const pattern = normalizePattern(input.pattern);
  if (!(await findPropertyCategory(db, scope.property.id, input.category_id))) {
    throw bodyError('category_id', 'is not a cookie category of this property');
  }
  if (isThirdPartyPattern(pattern, propertyDomains(scope.property.url))) {
    requireFeature(scope.tier, 'third_party_blocking', 'pattern');
  }
  return {
    pattern,
    category_id: input.category_id,
    source: input.source ?? current?.source ?? 'manual',
    description: (input.description ?? current?.description ?? '').trim(),
  };
}

const duplicate = (err: unknown, pattern: string): never =>
  conflictOnDuplicate(err, 'pattern', `A blocking rule for ${pattern} already exists on this property`);

export async function addRule(db: Db, scope: CookieConsentScope, input: RuleInput): Promise<BlockingRule> {
  const fields = await checkedFields(db, scope, input);
  const id = await insertRule(db, scope.property.id, fields).catch((err) => duplicate(err, fields.pattern));
  return (await findRule(db, scope.property.id, id)) as BlockingRule;
}

export async function changeRule(
  db: Db,
  scope: CookieConsentScope,
  input: RuleInput & { id: number },
): Promise<BlockingRule> {
  const current = await findRule(db, scope.property.id, input.id);
  if (!current) throw notFound('Blocking rule');
  const fields = await checkedFields(db, scope, input, current);
  const changed = await updateRule(db, scope.property.id, input.id, fields).catch((err) =>
    duplicate(err, fields.pattern),
  );
  // Deleted by a parallel request between the read and the write.
  if (!changed) throw notFound('Blocking rule');
  return (await findRule(db, scope.property.id, input.id)) as BlockingRule;
}

export async function removeRule(db: Db, propertyId: number, id: number): Promise<void> {
  if (!(await deleteRule(db, propertyId, id))) throw notFound('Blocking rule');
}
