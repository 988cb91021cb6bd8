/**
 * Plan limits on the server (calls-billing-spec §3 plan record, §8 messages, §9 tables; billing brief
 * "Limits"). The /available/* operations, the plan record (getAllowedFeatures) and every module that
 * creates a counted thing (forms, workflows, requests, cookie scans, pageviews, consents, team
 * members) answer from these functions, so a count or a message is computed in one place.
 *
 * - forms, workflows, requests: the organization's DSAR licence (none: 0 available).
 * - scans, pageviews, consents: the property's Cookie Consent licence; a property without one is on
 *   the Cookie Consent free tier (1 scan, 1,000 pageviews, 5,000 consents a month), as for users.
 * - forms and workflows are lifetime counters (period 'all'); the others are monthly ('YYYY-MM', UTC).
 * - users: see {@link userLimits}.
 */
import {
  addUsersProblem,
  creationLimitProblem,
  largerLimit,
  licenceLimits,
  PLAN_LIMITS,
  type PlanLimits,
  remainingOf,
  type Schemas,
  type UserLimits,
} from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/errors.ts';
import {
  type ActiveLicenceRow,
  type CounterKey,
  companyLicences,
  countCompanyUsers,
  countOrganizationUsers,
  decrementCounter,
  incrementCounter,
  organizationDsarLicence,
  organizationScopeLicences,
  propertyLicences,
  readCounter,
  readCounters,
} from './limits.queries.ts';

export type Metric = 'forms' | 'workflows' | 'requests' | 'scans' | 'pageviews' | 'consents';

/** Whose counter: the organization for the DSAR metrics, the property for the cookie consent ones. */
export interface LimitScope {
  companyId: number;
  kind: 'organization' | 'property';
  id: number;
}

export const organizationScope = (companyId: number, id: number): LimitScope => ({
  companyId,
  kind: 'organization',
  id,
});
export const propertyScope = (companyId: number, id: number): LimitScope => ({
  companyId,
  kind: 'property',
  id,
});

const METRICS: Record<Metric, { scope: LimitScope['kind']; period: 'all' | 'month' }> = {
  forms: { scope: 'organization', period: 'all' },
  workflows: { scope: 'organization', period: 'all' },
  requests: { scope: 'organization', period: 'month' },
  scans: { scope: 'property', period: 'month' },
  pageviews: { scope: 'property', period: 'month' },
  consents: { scope: 'property', period: 'month' },
};

/**
 * The message when a creation would pass the limit: the spec's for forms and requests, the sdk's
 * for workflows (creationLimitProblem), and ours, worded alike, for the cookie consent quotas.
 */
export const PROPERTY_LIMIT_MESSAGES = {
  scans:
    'You have exceeded cookie scan limit for this month. For more details Manage subscription or upgrade plan',
  pageviews: 'You have exceeded monthly pageview limit. For more details Manage subscription or upgrade plan',
  consents:
    'You have exceeded monthly consent record limit. For more details Manage subscription or upgrade plan',
} as const;

export function limitMessage(metric: Metric): string {
  switch (metric) {
    case 'forms':
      return creationLimitProblem('form', 0) as string;
    case 'requests':
      return creationLimitProblem('request', 0) as string;
    case 'workflows':
      return creationLimitProblem('workflow', 0) as string;
    default:
      return PROPERTY_LIMIT_MESSAGES[metric];
  }
}

/** 'all' for lifetime counters, else the UTC month of `at` as 'YYYY-MM'. */
export function periodOf(metric: Metric, at: Date = new Date()): string {
  if (METRICS[metric].period === 'all') return 'all';
  return at.toISOString().slice(0, 7);
}

function checkScope(scope: LimitScope, metric: Metric): void {
  if (METRICS[metric].scope !== scope.kind) {
    throw new Error(`${metric} is counted per ${METRICS[metric].scope}, not per ${scope.kind}`);
  }
}

const key = (scope: LimitScope, metric: Metric, period: string): CounterKey => ({
  scope_kind: scope.kind,
  scope_id: scope.id,
  metric,
  period,
});

/** The free tier a property without a Cookie Consent licence is on. */
const COOKIE_CONSENT_FREE = PLAN_LIMITS.cookieConsent.free as PlanLimits;

/**
 * The limit of a metric from the scope's licences (-1 unlimited): the organization's DSAR licence
 * (none: 0), or the property's Cookie Consent licence (none: the free tier).
 */
export function limitFrom(
  scope: LimitScope['kind'],
  metric: Metric,
  licences: readonly ActiveLicenceRow[],
): number {
  if (scope === 'organization') {
    const dsar = licences.find((l) => l.product === 'dsar');
    return dsar ? licenceLimits('dsar', dsar.tier)[metric] : 0;
  }
  const cc = licences.find((l) => l.product === 'cookieConsent');
  return (cc ? licenceLimits('cookieConsent', cc.tier) : COOKIE_CONSENT_FREE)[metric];
}

/** The scope's active licences that set its limits. */
async function scopeLicences(db: Db, scope: LimitScope): Promise<ActiveLicenceRow[]> {
  if (scope.kind === 'property') return propertyLicences(db, scope.companyId, scope.id);
  const dsar = await organizationDsarLicence(db, scope.companyId, scope.id);
  return dsar ? [dsar] : [];
}

/** The limit of a metric for the scope, from its licence: -1 unlimited. */
export async function limitOf(db: Db, scope: LimitScope, metric: Metric): Promise<number> {
  checkScope(scope, metric);
  return limitFrom(scope.kind, metric, await scopeLicences(db, scope));
}

/**
 * Several metrics of one scope from licences the caller already holds, with one counter query
 * (the plan record asks for six numbers on every module page).
 */
export async function availableFrom<M extends Metric>(
  db: Db,
  scope: LimitScope,
  metrics: readonly M[],
  licences: readonly ActiveLicenceRow[],
  at: Date = new Date(),
): Promise<Record<M, Schemas['Available']>> {
  for (const metric of metrics) checkScope(scope, metric);
  const counts = await readCounters(
    db,
    { scope_kind: scope.kind, scope_id: scope.id },
    metrics.map((m) => ({ metric: m, period: periodOf(m, at) })),
  );
  const out = {} as Record<M, Schemas['Available']>;
  for (const metric of metrics) {
    const limit = limitFrom(scope.kind, metric, licences);
    const used = counts.get(`${metric}|${periodOf(metric, at)}`) ?? 0;
    out[metric] = { available: remainingOf(limit, used), limit, used };
  }
  return out;
}

/** How much of the metric the scope used in the period (default: the current one). */
export async function usage(db: Db, scope: LimitScope, metric: Metric, period?: string): Promise<number> {
  checkScope(scope, metric);
  return readCounter(db, key(scope, metric, period ?? periodOf(metric)));
}

/** available: -1 unlimited, 0 none left, n remaining; limit -1 unlimited; used this period. */
export async function available(
  db: Db,
  scope: LimitScope,
  metric: Metric,
  at: Date = new Date(),
): Promise<Schemas['Available']> {
  const limit = await limitOf(db, scope, metric);
  const used = await usage(db, scope, metric, periodOf(metric, at));
  return { available: remainingOf(limit, used), limit, used };
}

/**
 * Counts `n` more of the metric, or refuses with 409 limit_reached and the metric's message when
 * that would pass the limit (nothing counted then). Atomic: call it inside the transaction that
 * creates the thing, so a failed creation does not count either.
 */
export async function consume(
  db: Db,
  scope: LimitScope,
  metric: Metric,
  n = 1,
  at: Date = new Date(),
): Promise<Schemas['Available']> {
  const limit = await limitOf(db, scope, metric);
  const count = await incrementCounter(db, key(scope, metric, periodOf(metric, at)), n, limit);
  if (count === null) throw new ApiError(409, 'limit_reached', limitMessage(metric));
  return { available: remainingOf(limit, count), limit, used: count };
}

/** Gives `n` back (a form or workflow deleted); monthly counters are history and are not given back. */
export async function release(db: Db, scope: LimitScope, metric: Metric, n = 1): Promise<void> {
  checkScope(scope, metric);
  await decrementCounter(db, key(scope, metric, periodOf(metric)), n);
}

// ---- users ------------------------------------------------------------------------------------

/** The largest user allowance among licences: -1 (unlimited) wins; no licence, the free tier. */
function maxUsers(licences: readonly ActiveLicenceRow[]): number {
  if (!licences.length) return COOKIE_CONSENT_FREE.users;
  return licences.map((l) => licenceLimits(l.product, l.tier).users).reduce(largerLimit);
}

export interface UserCounts extends UserLimits {
  /** Members counted against the limit (active and invited). */
  users: number;
}

/**
 * User limits (billing brief "Limits"). Organization: the largest `users` of the active licences
 * assigned to it or to its properties (none: the Cookie Consent free tier, 1); counted are its
 * Organization Administrators and View only members. Company (orgId undefined): the largest `users`
 * of all the company's active licences (none: 1); counted are its Company Administrators.
 */
export async function userLimits(db: Db, companyId: number, orgId?: number): Promise<UserCounts> {
  // One after the other: db may be a transaction (one connection).
  const licences =
    orgId === undefined
      ? await companyLicences(db, companyId)
      : await organizationScopeLicences(db, companyId, orgId);
  const users =
    orgId === undefined
      ? await countCompanyUsers(db, companyId)
      : await countOrganizationUsers(db, companyId, orgId);
  const user_limit = maxUsers(licences);
  return { user_limit, user_available: remainingOf(user_limit, users), users };
}

/**
 * Refuses (409 limit_reached, the spec's message) when `adding` more users do not fit the
 * organization's limit, or the company's when orgId is undefined.
 */
export async function assertUsersFit(db: Db, companyId: number, orgId?: number, adding = 1): Promise<void> {
  const limits = await userLimits(db, companyId, orgId);
  const problem = addUsersProblem(orgId === undefined ? 'company' : 'organization', limits, adding);
  if (problem) throw new ApiError(409, 'limit_reached', problem);
}
