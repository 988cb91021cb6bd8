/**
 * The scan worker: runs a queued scan in headless Chromium (scanner.crawl.ts), reports pages done of
 * the total on its row for the portal's progress bar, stops between pages when the scan is cancelled,
 * and records what it found in the inventory. A three-state scan visits the same pages again after
 * the site's own 'Reject all' and with Global Privacy Control on, and flags what is still set then.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import type { JobRecord, QueueDefinition } from '../../jobs/jobs.queue.ts';
import { classifyCookie } from '../cookies/cookie-database.ts';
import { recordScannedCookies, type ScannedCookie } from '../cookies/cookies.service.ts';
import {
  findScanJobById,
  findScanLogin,
  type ScanJobRow,
  type ScanResultData,
  scanJobStatus,
  transitionScanJob,
  updateScanJob,
} from './scan.queries.ts';
import { propertyDomains, SCAN_QUEUE, type ScanJobData } from './scan.service.ts';
import { openScanLogin } from './scan-login.service.ts';
import { launchScannerBrowser } from './scanner.browser.ts';
import { scanSite } from './scanner.crawl.ts';
import { type NecessaryPredicate, threeStateDiff } from './scanner.diff.ts';
import { cookieKey, storageKey } from './scanner.recorder.ts';
import type { CookieFinding, ScanInput, ScanResult, StorageFinding } from './scanner.types.ts';

/** The reject and GPC passes revisit at most this many of the plain pass's pages. */
export const THREE_STATE_PAGES = 20;
const MAX_SCRIPTS = 500;

export function scanQueue(): QueueDefinition {
  // One retry: a worker that died mid-scan leaves the row running, and the retry finishes it.
  return {
    name: SCAN_QUEUE.name,
    retryLimit: 1,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: 3 * 3600,
    retentionDays: 30,
  };
}

type WorkerDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'secrets'>;

/** Names the property has filed under Strictly necessary: allowed after 'Reject all'. */
async function necessaryPredicate(deps: WorkerDeps, propertyId: number): Promise<NecessaryPredicate> {
  const names = new Set(
    (await deps
      .db('cookies as c')
      .join('cookie_categories as k', 'k.id', 'c.category_id')
      .where({ 'c.property_id': propertyId, 'k.key': 'necessary' })
      .pluck('c.name')) as string[],
  );
  return (f) => {
    const name = 'name' in f ? f.name : f.key;
    const domain = 'domain' in f ? f.domain : new URL(f.origin).hostname;
    return names.has(name) || classifyCookie({ name, domain })?.category === 'necessary';
  };
}

function storageDomain(s: StorageFinding): string {
  return new URL(s.origin).hostname;
}

/** The scan's findings in the contract's shape, the inventory's input, and the violation count. */
function combine(
  plain: ScanResult,
  reject: ScanResult | null,
  gpc: ScanResult | null,
  necessary: NecessaryPredicate,
) {
  const diff = threeStateDiff(plain, reject, gpc, necessary);
  const flagged = new Set([
    ...[...diff.violations.cookies, ...diff.gpcViolations.cookies].map(cookieKey),
    ...[...diff.violations.storage, ...diff.gpcViolations.storage].map(storageKey),
  ]);
  const cookieSeen = new Map<string, CookieFinding>();
  const storageSeen = new Map<string, StorageFinding>();
  for (const result of [plain, reject, gpc]) {
    for (const c of result?.cookies ?? []) if (!cookieSeen.has(cookieKey(c))) cookieSeen.set(cookieKey(c), c);
    for (const s of result?.storage ?? [])
      if (!storageSeen.has(storageKey(s))) storageSeen.set(storageKey(s), s);
  }

  const findings: Schemas['ScanFinding'][] = [];
  const scanned: ScannedCookie[] = [];
  for (const row of diff.cookies) {
    const key = cookieKey(row);
    const c = cookieSeen.get(key) as CookieFinding;
    const match = classifyCookie({ name: c.name, domain: c.domain });
    findings.push({
      name: c.name,
      domain: c.domain,
      path: c.path,
      type: 'cookie',
      party: c.party,
      script_url: row.initiator,
      set_by: row.setBy,
      duration: c.duration,
      pages: c.pages.slice(0, 20),
      states: row.states,
      violation: flagged.has(key),
      category_key: match?.category ?? null,
      platform: match?.platform ?? null,
      cookie_id: null,
    });
    scanned.push({
      name: c.name,
      domain: c.domain,
      path: c.path,
      type: 'cookie',
      party: c.party,
      scriptUrl: row.initiator,
      durationSeconds: c.durationSeconds,
      pages: c.pages,
    });
  }
  for (const row of diff.storage) {
    const key = storageKey(row);
    const s = storageSeen.get(key) as StorageFinding;
    const domain = storageDomain(s);
    const type = s.kind === 'local' ? 'localStorage' : 'sessionStorage';
    const match = classifyCookie({ name: s.key, domain });
    findings.push({
      name: s.key,
      domain,
      path: '/',
      type,
      party: s.party,
      script_url: row.initiator,
      set_by: 'script',
      duration: s.kind === 'local' ? 'persistent' : 'session',
      pages: s.pages.slice(0, 20),
      states: row.states,
      violation: flagged.has(key),
      category_key: match?.category ?? null,
      platform: match?.platform ?? null,
      cookie_id: null,
    });
    scanned.push({
      name: s.key,
      domain,
      path: '/',
      type,
      party: s.party,
      scriptUrl: row.initiator,
      durationSeconds: null,
      pages: s.pages,
    });
  }
  const scripts = [...new Map(plain.scripts.filter((s) => s.thirdParty).map((s) => [s.url, s])).values()]
    .slice(0, MAX_SCRIPTS)
    .map((s) => ({ url: s.url, host: s.host, blocked: false }));
  const result: ScanResultData = {
    findings,
    pages: plain.pages.map((p) => ({ url: p.url, status: p.status, error: p.error ?? null })),
    scripts,
  };
  return { result, scanned, violations: findings.filter((f) => f.violation).length };
}

export function scanWorker(deps: WorkerDeps) {
  const { db, logger } = deps;
  return async (job: JobRecord<ScanJobData>): Promise<void> => {
    const row = await findScanJobById(db, job.data.scanJobId);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    const started = await transitionScanJob(db, row.id, ['queued', 'running'], {
      status: 'running',
      started_at: new Date(),
      error: null,
    });
    if (!started) return;
    try {
      await runScan(deps, row);
    } catch (err) {
      const message = (err as Error).message.split('\n')[0]?.slice(0, 500) ?? 'The scan failed.';
      logger.warn({ scanJobId: row.id, err: message }, 'scan failed');
      await transitionScanJob(db, row.id, ['running'], {
        status: 'failed',
        error: message,
        finished_at: new Date(),
      });
    }
  };
}

async function runScan(deps: WorkerDeps, row: ScanJobRow): Promise<void> {
  const { db, config } = deps;
  const property = await db('properties').where({ id: row.property_id }).first('url');
  const loginRow = row.behind_login ? await findScanLogin(db, row.property_id) : undefined;
  const controller = new AbortController();
  let extra = 0;
  let offset = 0;
  const progress = async (done: number, total: number) => {
    await transitionScanJob(db, row.id, ['running'], {
      pages_done: offset + done,
      pages_total: offset + total + extra,
    });
    if ((await scanJobStatus(db, row.id)) === 'cancelled') controller.abort();
  };
  const browser = await launchScannerBrowser({
    executablePath: config.chromiumPath,
    hostResolverRules: config.scannerHostRules,
  });
  try {
    const base: Omit<ScanInput, 'mode'> = {
      startUrl: row.start_url,
      domains: propertyDomains(property?.url ?? row.start_url),
      maxPages: row.max_pages,
      allowPrivate: config.scannerAllowPrivate,
      hostResolverRules: config.scannerHostRules,
      browser,
      signal: controller.signal,
      onProgress: progress,
      ...(loginRow ? { login: openScanLogin(deps, loginRow) } : {}),
    };
    const plain = await scanSite({ ...base, mode: 'plain' });
    let reject: ScanResult | null = null;
    let gpc: ScanResult | null = null;
    if (row.three_state && !plain.cancelled) {
      const urls = plain.pages
        .filter((p) => p.status !== null && p.status < 400)
        .map((p) => p.url)
        .slice(0, THREE_STATE_PAGES);
      offset = plain.pages.length;
      extra = urls.length;
      reject = await scanSite({ ...base, mode: 'reject', urls, maxPages: urls.length });
      if (!reject.cancelled) {
        offset += urls.length;
        extra = 0;
        gpc = await scanSite({ ...base, mode: 'gpc', urls, maxPages: urls.length });
      }
    }
    const necessary = await necessaryPredicate(deps, row.property_id);
    const { result, scanned, violations } = combine(plain, reject, gpc, necessary);
    const counts = await db.transaction((trx) =>
      recordScannedCookies(trx, row.property_id, scanned, new Date()),
    );
    const cancelled =
      controller.signal.aborted || plain.cancelled || Boolean(reject?.cancelled || gpc?.cancelled);
    const outcome = {
      result,
      cookies_found: result.findings.length,
      new_cookies: counts.created,
      violations,
    };
    // A cancelled scan keeps its state and what it found so far; a finished one completes.
    const completed = await transitionScanJob(db, row.id, ['running'], {
      ...outcome,
      ...(cancelled ? {} : { status: 'completed', finished_at: new Date() }),
    });
    if (!completed) await updateScanJob(db, row.id, outcome);
  } finally {
    await browser.close().catch(() => undefined);
  }
}
