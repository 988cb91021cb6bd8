/**
 * The mock scanner. A real scan is a job a worker runs for a minute or so; here a started scan moves
 * one step each time someone reads its progress (the scanner status or the job's details): queued →
 * running with half of the pages done → completed, when it records what the fixture site
 * (site.ts) sets into the property's inventory. So a story or a page polling the status shows the
 * progress bar filling, and the new cookies afterwards, without timers.
 */
import { licenceLimits, type PlanTier, remainingOf, type Schemas } from '@privacy-portal/sdk';
import type { MockState } from '../state.ts';
import { SITE_COOKIES, scanSite, sitePageCount } from './site.ts';
import type { MockScanJob } from './state.ts';

/** The spec's refusal when the month's scans are used up (worded like the form and request limits). */
export const SCAN_LIMIT_MESSAGE =
  'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan';
export const SCAN_RUNNING_MESSAGE = 'A scan of this property is already queued or running.';

const monthOf = (iso: string) => iso.slice(0, 7);

/** Scans started this calendar month (UTC), each counted when it was started, as the server counts. */
export function scansThisMonth(state: MockState, propertyId: number): number {
  const month = monthOf(state.now().toISOString());
  return state.cookieConsent.scans.list(
    (j) => j.property_id === propertyId && monthOf(j.created_at) === month,
  ).length;
}

/** The plan's monthly scans for the property: limit, used this month, left (-1 unlimited). */
export function scanAvailability(state: MockState, propertyId: number, tier: PlanTier): Schemas['Available'] {
  const limit = licenceLimits('cookieConsent', tier).scans;
  const used = scansThisMonth(state, propertyId);
  return { limit, used, available: remainingOf(limit, used) };
}

export const isActive = (job: MockScanJob) => job.status === 'queued' || job.status === 'running';

export function activeScan(state: MockState, propertyId: number): MockScanJob | undefined {
  return state.cookieConsent.scans.find((j) => j.property_id === propertyId && isActive(j));
}

export const presentScanJob = ({
  property_id: _p,
  schedule_id: _s,
  result: _r,
  ...job
}: MockScanJob): Schemas['ScanJob'] => job;

/** Puts what the scan found into the inventory: known cookies are seen again, new ones await review. */
function record(state: MockState, job: MockScanJob): number {
  const cc = state.cookieConsent;
  const at = state.now().toISOString();
  let fresh = 0;
  for (const f of job.result.findings) {
    const known = cc.cookies.find(
      (c) =>
        c.property_id === job.property_id &&
        c.name === f.name &&
        c.domain === f.domain &&
        c.path === f.path &&
        c.type === f.type,
    );
    if (known) {
      Object.assign(known, {
        pages: f.pages,
        page_count: f.pages.length,
        script_url: known.script_url ?? f.script_url,
        last_seen_at: at,
      });
      continue;
    }
    const category = cc.categories.find(
      (c) => c.property_id === job.property_id && c.key === (f.category_key ?? 'unclassified'),
    );
    const site = SITE_COOKIES.find((c) => c.name === f.name);
    fresh++;
    cc.cookies.create((id) => ({
      id,
      property_id: job.property_id,
      name: f.name,
      domain: f.domain,
      path: f.path,
      category_id: category?.id ?? 0,
      purpose: site?.purpose ?? '',
      type: f.type,
      duration_seconds: site?.duration_seconds ?? null,
      duration: f.duration,
      party: f.party,
      script_url: f.script_url,
      pages: f.pages,
      page_count: f.pages.length,
      source: 'scan',
      published: false,
      platform: f.platform,
      created_at: at,
      updated_at: at,
      last_seen_at: at,
    }));
  }
  return fresh;
}

/** One step of a queued or running scan; a finished one stays as it is. */
export function advanceScan(state: MockState, job: MockScanJob): void {
  if (!isActive(job)) return;
  const property = state.properties.get(job.property_id);
  if (!property) return;
  const at = state.now().toISOString();
  const total = sitePageCount(job.max_pages);
  // Two reads to the end: a page polling every 2 s shows the bar once, and its test stays short.
  const step = Math.ceil(total / 2);
  if (job.status === 'queued') {
    Object.assign(job, { status: 'running', started_at: at, pages_total: total, pages_done: 0 });
  }
  job.pages_done = Math.min(total, job.pages_done + step);
  const found = scanSite(property.url, { pageCount: job.pages_done, threeState: job.three_state });
  job.result.pages = found.pages;
  if (job.pages_done < total) return;
  job.result = found;
  Object.assign(job, {
    status: 'completed',
    finished_at: at,
    cookies_found: found.findings.length,
    new_cookies: record(state, job),
    violations: found.findings.filter((f) => f.violation).length,
  });
}
