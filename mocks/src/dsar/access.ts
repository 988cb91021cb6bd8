/**
 * Who may use DSAR, checked first by every handler of the module in the server's order
 * (server/src/modules/dsar/dsar.access.ts): the organization must be one the member sees (another
 * company's is a 404), a property named with it must be that organization's, a write needs a writing
 * role (403), and the organization must hold a live DSAR licence (409 subscription_inactive, whose
 * message opens the licence-status modal). What the organization's rows use is counted for the
 * billing handlers' allowances; the plan's limits themselves are the server's (not enforced here).
 */
import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import { NO_DSAR_SUBSCRIPTION } from '@privacy-portal/sdk/dsar';
import { heldLicences, isLive } from '../billing.ts';
import { forbidden, MockApiError } from '../errors.ts';
import { found, type HandlerContext, type Member } from '../http.ts';
import type { MockOrganization, MockState } from '../state.ts';
import { organizationOf, propertyOf } from '../tenancy.ts';

export interface DsarScope {
  m: Member;
  organization: MockOrganization;
  tier: PlanTier;
}

export interface DsarPropertyScope extends DsarScope {
  property: Schemas['Property'];
}

export interface DsarScopeRequest {
  orgId: number | string;
  /** What the caller does, for the role refusal; absent for reads. */
  write?: string;
}

/** The tier of the live DSAR licence the organization holds, or null. */
export function dsarTier(state: Omit<MockState, 'reset'>, organizationId: number): PlanTier | null {
  const licence = heldLicences(state, 'organization', organizationId).find((l) => {
    const subscription = state.subscriptions.get(l.subscription_id);
    return l.product === 'dsar' && subscription !== undefined && isLive(subscription);
  });
  return licence?.tier ?? null;
}

function checks(state: MockState, m: Member, organization: MockOrganization, write?: string): PlanTier {
  if (write && !m.role.canWrite) throw forbidden(write);
  const tier = dsarTier(state, organization.id);
  if (!tier) throw new MockApiError(409, 'subscription_inactive', NO_DSAR_SUBSCRIPTION);
  return tier;
}

export function dsarScope(
  { state, member }: Pick<HandlerContext, 'state' | 'member'>,
  request: Request,
  req: DsarScopeRequest,
): DsarScope {
  const m = member(request);
  const organization = organizationOf(state, m, Number(req.orgId));
  return { m, organization, tier: checks(state, m, organization, req.write) };
}

export function dsarPropertyScope(
  { state, member }: Pick<HandlerContext, 'state' | 'member'>,
  request: Request,
  req: DsarScopeRequest & { propId: number | string },
): DsarPropertyScope {
  const m = member(request);
  const { organization, property } = propertyOf(state, m, Number(req.orgId), Number(req.propId));
  return { m, organization, property, tier: checks(state, m, organization, req.write) };
}

/** A form named by its id alone (request count, system map): found, then its organization checked. */
export function formScope(ctx: Pick<HandlerContext, 'state' | 'member'>, request: Request, formId: number) {
  const m = ctx.member(request);
  const form = found(
    ctx.state.dsar.forms.find(
      (f) => f.id === formId && f.deleted_at === null && f.company_id === m.companyId,
    ),
    'Form',
  );
  return { ...dsarScope(ctx, request, { orgId: form.organization_id }), form };
}

// ---- allowances ------------------------------------------------------------------------------------

export type DsarMetric = 'forms' | 'workflows' | 'requests';

const monthOf = (iso: string) => iso.slice(0, 7);

/** What the organization's rows use: its live forms, its workflows, its requests this month (UTC). */
export function dsarUsed(
  state: Omit<MockState, 'reset'>,
  organizationId: number,
  metric: DsarMetric,
): number {
  const dsar = state.dsar;
  if (metric === 'forms')
    return dsar.forms.list((f) => f.organization_id === organizationId && f.deleted_at === null).length;
  if (metric === 'workflows') return dsar.workflows.list((w) => w.organization_id === organizationId).length;
  const month = monthOf(state.now().toISOString());
  return dsar.requests.list((r) => r.organization_id === organizationId && monthOf(r.received_at) === month)
    .length;
}
