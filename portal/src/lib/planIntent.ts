import { readStored, writeStored } from './storage.ts';

/**
 * The stored plan number and cycle that preselect the pricing page's tab (calls-billing-spec §4:
 * "A stored plan number and cycle can preselect the tab (11 means bundle)"), and the quick-start
 * guided link that led there. Written by the public pricing page (before sign-up), the upgrade
 * popup's no-plan choice and the quick-start panel; read once by the pricing page.
 * Kept for this browser tab only (sessionStorage), so an old choice never surprises a later visit.
 */
export const PLAN_INTENT_KEY = 'pp.plan';

export interface PlanIntent {
  /** plan type code: 0, 1, 2, 3 or 11 (bundle) */
  type?: number;
  cycle?: 'monthly' | 'yearly';
  /** the quick-start link id (5, 6, 11, 12, 18, 19) */
  linkid?: number;
}

/** A stored value as a PlanIntent; anything malformed reads as nothing. */
export function parsePlanIntent(raw: string | null): PlanIntent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { type, cycle, linkid } = value as Record<string, unknown>;
    const intent: PlanIntent = {};
    if (typeof type === 'number' && Number.isInteger(type)) intent.type = type;
    if (cycle === 'monthly' || cycle === 'yearly') intent.cycle = cycle;
    if (typeof linkid === 'number' && Number.isInteger(linkid)) intent.linkid = linkid;
    return Object.keys(intent).length > 0 ? intent : null;
  } catch {
    return null;
  }
}

export function readPlanIntent(): PlanIntent | null {
  return parsePlanIntent(readStored('session', PLAN_INTENT_KEY));
}

export function storePlanIntent(intent: PlanIntent | null): void {
  writeStored('session', PLAN_INTENT_KEY, intent ? JSON.stringify(intent) : null);
}

/** Reads the intent and forgets it: it preselects one visit of the pricing page. */
export function takePlanIntent(): PlanIntent | null {
  const intent = readPlanIntent();
  if (intent) storePlanIntent(null);
  return intent;
}
