/**
 * Who may use DSAR, checked at the top of every operation of the module: the organization must be one
 * the member sees (another company's is a 404), a property named with it must be that organization's,
 * writes need a writing role, and the organization must hold a live DSAR licence (else the
 * 'Subscription' refusal that opens the licence-status modal, spec §8, with 'organization').
 */
import type { PlanTier } from '@privacy-portal/sdk';
import { NO_DSAR_SUBSCRIPTION } from '@privacy-portal/sdk/dsar';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import {
  findOrganizationProperty,
  type OrganizationRow,
  type PropertyRow,
} from '../access/access.queries.ts';
import { type Auth, accessibleOrganization, type Member, member, requireWrite } from '../access/access.ts';
import { organizationDsarLicence } from '../billing/limits/limits.queries.ts';
import { type LimitScope, organizationScope } from '../billing/limits/limits.service.ts';

export interface DsarScope {
  m: Member;
  org: OrganizationRow;
  tier: PlanTier;
  /** The organization's counters (forms, workflows, requests). */
  limits: LimitScope;
}

export interface DsarPropertyScope extends DsarScope {
  property: PropertyRow;
}

export interface DsarScopeRequest {
  orgId: number;
  /** What the caller does, for the role refusal; absent for reads. */
  write?: string;
}

export async function dsarScope(db: Db, auth: Auth | null, req: DsarScopeRequest): Promise<DsarScope> {
  const m = member(auth);
  const org = await accessibleOrganization(db, m, req.orgId);
  if (req.write) requireWrite(m, req.write);
  const licence = await organizationDsarLicence(db, m.companyId, org.id);
  if (!licence) throw new ApiError(409, 'subscription_inactive', NO_DSAR_SUBSCRIPTION);
  return { m, org, tier: licence.tier as PlanTier, limits: organizationScope(m.companyId, org.id) };
}

export async function dsarPropertyScope(
  db: Db,
  auth: Auth | null,
  req: DsarScopeRequest & { propId: number },
): Promise<DsarPropertyScope> {
  const m = member(auth);
  const org = await accessibleOrganization(db, m, req.orgId);
  const property = await findOrganizationProperty(db, org.id, req.propId);
  if (!property) throw notFound('Property');
  const scope = await dsarScope(db, auth, req);
  return { ...scope, property };
}
