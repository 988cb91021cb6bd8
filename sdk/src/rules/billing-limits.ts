/**
 * Plan limits (calls-billing-spec §3 Plan record, §5 "Plan limits", §6, §8 messages).
 * Available counts: -1 unlimited, 0 none left, n remaining. Feature quantity -1 means unlimited.
 */
import type { components } from '../generated/schema.ts';
import { type PlanFeature, UNLIMITED } from './billing-types.ts';

/** The spec's limit messages (§8); the organization user limit is {@link userLimitMessage}. */
export const LIMIT_MESSAGES = {
  companyUsers: 'You cannot add more users, Please Upgrade your existing plan',
  forms: 'You have exceeded form creation limit. For more details Manage subscription or upgrade plan',
  requests: 'You have exceeded request creation limit. For more details Manage subscription or upgrade plan',
  /** Not in the spec; worded like the form and request messages. */
  workflows:
    'You have exceeded workflow creation limit. For more details Manage subscription or upgrade plan',
} as const;

/** 'You cannot add more than {user_limit} Users' (§8). */
export function userLimitMessage(userLimit: number): string {
  return `You cannot add more than ${userLimit} Users`;
}

/**
 * Whether one more item may be created from an available count: -1 (unlimited) or above 0.
 * 0, other negatives and missing or non-numeric counts allow nothing.
 */
export function canCreate(available: number | null | undefined): boolean {
  if (typeof available !== 'number' || !Number.isFinite(available)) return false;
  return available === UNLIMITED || available > 0;
}

export type CreationKind = 'form' | 'request' | 'workflow';

/** The message shown when creating a form, request or workflow is not allowed; null when allowed. */
export function creationLimitProblem(
  kind: CreationKind,
  available: number | null | undefined,
): string | null {
  if (canCreate(available)) return null;
  if (kind === 'form') return LIMIT_MESSAGES.forms;
  if (kind === 'request') return LIMIT_MESSAGES.requests;
  return LIMIT_MESSAGES.workflows;
}

/**
 * The quantity a licence lists for a feature (exact name match): -1 unlimited, n the allowance,
 * 0 when the feature is not listed or its quantity is not a number.
 */
export function featureQuantity(
  features: readonly PlanFeature[] | null | undefined,
  feature: string,
): number {
  const entry = features?.find((f) => f.feature === feature);
  if (!entry) return 0;
  const quantity = Number(entry.quantity);
  return Number.isFinite(quantity) ? quantity : 0;
}

/** A feature is allowed only if listed with a nonzero quantity (-1 = unlimited). */
export function featureAllowed(
  features: readonly PlanFeature[] | null | undefined,
  feature: string,
): boolean {
  return featureQuantity(features, feature) !== 0;
}

/** The larger of two allowances, -1 (unlimited) above all: what holding both licences allows. */
export function largerLimit(a: number, b: number): number {
  return a === UNLIMITED || b === UNLIMITED ? UNLIMITED : Math.max(a, b);
}

/** What is left of an allowance once `used` are taken: -1 stays unlimited, never below 0. */
export function remainingOf(limit: number, used: number): number {
  return limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used);
}

/**
 * The features of several licences as one list (the plan record's `features`): a feature held twice
 * keeps the larger quantity ({@link largerLimit}); first-seen order.
 */
export function mergeFeatures(
  lists: ReadonlyArray<readonly components['schemas']['PlanFeature'][]>,
): components['schemas']['PlanFeature'][] {
  const merged = new Map<string, number>();
  for (const list of lists) {
    for (const { feature, quantity } of list) {
      const before = merged.get(feature);
      merged.set(feature, before === undefined ? quantity : largerLimit(before, quantity));
    }
  }
  return [...merged].map(([feature, quantity]) => ({ feature, quantity }));
}

/** User counts from the plan record or the available-users call. */
export interface UserLimits {
  /** -1 unlimited */
  user_limit: number;
  /** -1 unlimited, 0 none left, n remaining */
  user_available: number;
}

/**
 * Whether `adding` more users fit: no more users than user_limit. Unlimited when user_limit or
 * user_available is -1; otherwise adding may not exceed user_available. Adding 0 always fits.
 */
export function canAddUsers(limits: UserLimits, adding = 1): boolean {
  if (adding <= 0) return true;
  if (limits.user_limit === UNLIMITED || limits.user_available === UNLIMITED) return true;
  if (!Number.isFinite(limits.user_available)) return false;
  return adding <= limits.user_available;
}

/**
 * The message when `adding` users do not fit, else null. Organization scope:
 * 'You cannot add more than {user_limit} Users'; company scope:
 * 'You cannot add more users, Please Upgrade your existing plan'.
 */
export function addUsersProblem(
  scope: 'organization' | 'company',
  limits: UserLimits,
  adding = 1,
): string | null {
  if (canAddUsers(limits, adding)) return null;
  return scope === 'company' ? LIMIT_MESSAGES.companyUsers : userLimitMessage(limits.user_limit);
}
