/**
 * Cases a story or page test needs, each on Demo Retail unless told: its licence released or of
 * another tier (the billing handlers answer the allowances and the plan from the licences), or an
 * inbox with no requests (the recorded answers emptied).
 */
import type { PlanTier } from '@privacy-portal/sdk';
import { heldLicences, showHoldings } from '../billing.ts';
import { DEMO_IDS } from '../seed.ts';
import type { MockState } from '../state.ts';

const dsarLicence = (state: MockState, organizationId: number) =>
  heldLicences(state, 'organization', organizationId).find((l) => l.product === 'dsar');

/** The organization's DSAR licence is released: the portal offers the upgrade instead of the module. */
export function unlicenseDsar(state: MockState, organizationId: number = DEMO_IDS.retail): void {
  const licence = dsarLicence(state, organizationId);
  if (!licence) return;
  Object.assign(licence, { assigned_to: null, assigned_at: null });
  showHoldings(state, licence.company_id);
}

/** The organization's DSAR licence is of another tier: on basic its one form and one workflow are used up. */
export function setDsarTier(
  state: MockState,
  tier: PlanTier,
  organizationId: number = DEMO_IDS.retail,
): void {
  const licence = dsarLicence(state, organizationId);
  if (licence) licence.tier = tier;
}

type Chart = { over_time: object[]; by_type: object[]; by_status: object[] };
const none = { received: 0, completed: 0, rejected: 0, open: 0, overdue: 0, due_soon: 0 };

/** No requests at all: the inbox and the timelines empty, the dashboard's figures zero. */
export function clearDsarRequests(state: MockState, organizationId: number = DEMO_IDS.retail): void {
  state.answers.edit(`/dsar/requests/${organizationId}`, (body) => {
    if (Array.isArray(body.response)) body.response = [];
  });
  state.answers.edit(`/ccpa/chart/state/${organizationId}/`, (body) => {
    body.response = [];
  });
  state.answers.edit(`/ccpa/request/chart/${organizationId}/`, (body) => {
    const chart = body.response as Chart;
    body.response = {
      ...chart,
      ...none,
      median_days_to_close: null,
      over_time: chart.over_time.map((d) => ({ ...d, received: 0, closed: 0 })),
      by_type: chart.by_type.map((t) => ({ ...t, count: 0 })),
      by_status: chart.by_status.map((s) => ({ ...s, count: 0 })),
    };
  });
}
