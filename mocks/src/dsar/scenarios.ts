/**
 * Changes to a mock state that put Demo Retail's DSAR in a case a story or page test needs, so that
 * the handlers answer for the same reason the server would (everything else keeps working). Each
 * defaults to Demo Retail.
 */
import type { PlanTier } from '@privacy-portal/sdk';
import { addCalendarDays, daysBetween } from '@privacy-portal/sdk/dsar-deadlines';
import { heldLicences, showHoldings } from '../billing.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockState } from '../state.ts';
import { deadlineColumns, isOpen, todayOf } from './deadlines.ts';

const dsarLicence = (state: MockState, organizationId: number) =>
  heldLicences(state, 'organization', organizationId).find((l) => l.product === 'dsar');

/** The organization's DSAR licence is released: every DSAR operation answers subscription_inactive. */
export function unlicenseDsar(state: MockState, organizationId: number = DEMO_IDS.retail): void {
  const licence = dsarLicence(state, organizationId);
  if (!licence) return;
  Object.assign(licence, { assigned_to: null, assigned_at: null });
  showHoldings(state, licence.company_id);
}

/**
 * The organization's DSAR licence is of another tier, with its limits: on basic (one form, one
 * workflow) creating a form or a workflow answers limit_reached with the spec's message.
 */
export function setDsarTier(
  state: MockState,
  tier: PlanTier,
  organizationId: number = DEMO_IDS.retail,
): void {
  const licence = dsarLicence(state, organizationId);
  if (licence) licence.tier = tier;
}

/**
 * Open requests made overdue by `days` (default 3): received that much earlier than the law's time
 * allows, their due dates from the deadline engine again. `ids` names them; all open ones otherwise.
 */
export function makeDsarRequestsOverdue(
  state: MockState,
  ids?: readonly number[],
  days = 3,
  organizationId: number = DEMO_IDS.retail,
): number[] {
  const today = todayOf(state.now());
  const rows = state.dsar.requests.list(
    (r) => r.organization_id === organizationId && isOpen(r) && (ids === undefined || ids.includes(r.id)),
  );
  for (const r of rows) {
    const place = { country: r.country, state: r.state };
    let received = r.received_at.slice(0, 10);
    while (daysBetween(today, deadlineColumns(place, received, r.extended).due_on) > -days)
      received = addCalendarDays(received, -1);
    Object.assign(r, deadlineColumns(place, received, r.extended), {
      received_at: `${received}${r.received_at.slice(10)}`,
    });
  }
  return rows.map((r) => r.id);
}

/** No requests at all (the inbox and dashboard of a team that has received none yet). */
export function clearDsarRequests(state: MockState, organizationId: number = DEMO_IDS.retail): void {
  const ids = new Set(state.dsar.requests.list((r) => r.organization_id === organizationId).map((r) => r.id));
  state.dsar.requests.remove((r) => ids.has(r.id));
  state.dsar.events.remove((e) => ids.has(e.request_id));
  state.dsar.attachments.remove((a) => ids.has(a.request_id));
}

/** The token of the request's confirmation link while it is unverified (what the e-mail's link carries). */
export const dsarVerifyToken = (state: MockState, requestId: number): string | null =>
  state.dsar.requests.get(requestId)?.verify_token ?? null;
