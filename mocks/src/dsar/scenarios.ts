/**
 * Cases a story or page test needs, each on Demo Retail unless told: changes to the recorded answers
 * in `state.answers` (the replay handlers answer them): its licence released or of another tier, or
 * an inbox with no requests.
 */
import { licenceLimits, type PlanTier } from '@privacy-portal/sdk';
import type { MockState } from '../state.ts';

type Json = Record<string, unknown>;
const RETAIL = 1;

/** The organization's DSAR licence is released: the portal offers the upgrade instead of the module. */
export function unlicenseDsar(state: MockState, organizationId: number = RETAIL): void {
  const release = (o: Json) => {
    if (o.id === organizationId) Object.assign(o, { org_license_id: null, org_license_assigned: false });
  };
  state.answers.edit('/organizations', (body) => {
    if (Array.isArray(body.response)) for (const o of body.response as Json[]) release(o);
    else release(body.response as Json);
  });
  state.answers.edit('/billing/plan/allowed-features', (body, url) => {
    if (url.includes(`oid=${organizationId}&`))
      (body.response as { plan_details: Json }).plan_details.dsar = null;
  });
}

/**
 * The organization's DSAR licence is of another tier: the allowances the pages read are that tier's
 * limits less what is used (on basic its one form and one workflow are used up).
 */
export function setDsarTier(state: MockState, tier: PlanTier, organizationId: number = RETAIL): void {
  const limits = licenceLimits('dsar', tier);
  const allowances = { form: limits.forms, workflow: limits.workflows, request: limits.requests };
  for (const [metric, limit] of Object.entries(allowances))
    state.answers.edit(`/available/${metric}/${organizationId}`, (body) => {
      const allowance = body.response as { available: number; limit: number; used: number };
      Object.assign(allowance, { limit, available: Math.max(0, limit - allowance.used) });
    });
}

type Chart = { over_time: object[]; by_type: object[]; by_status: object[] };
const none = { received: 0, completed: 0, rejected: 0, open: 0, overdue: 0, due_soon: 0 };

/** No requests at all: the inbox and the timelines empty, the dashboard's figures zero. */
export function clearDsarRequests(state: MockState, organizationId: number = RETAIL): void {
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
