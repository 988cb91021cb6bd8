/**
 * Team changes: invitations, role changes and removals, with the sdk's rules on who may change whom
 * and the plan's user limits. The handlers (team.handlers.ts) parse and answer; the SQL is in
 * team.queries.ts.
 */
import {
  isOrganizationRole,
  memberChangeProblem,
  type RoleName,
  roleGrantProblem,
  roleOrganizationIds,
  roleOrganizationsProblem,
  type Schemas,
} from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, forbidden, notFound, refused } from '../../http/errors.ts';
import { accessibleOrganization, type Member, requireTeamManager } from '../access/access.ts';
import { createLinkToken } from '../auth/tokens.ts';
import { assertUsersFit, type UserCounts, userLimits } from '../billing/limits/limits.service.ts';
import { findCompany, lockCompany } from '../company/company.queries.ts';
import { invitationMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.queries.ts';
import { findUserByEmail, findUserById, normaliseEmail, type UserRow } from '../users/users.queries.ts';
import {
  changeMemberRole,
  insertInvitedUser,
  membershipsOf,
  presentMember,
  removeMember,
} from './team.queries.ts';

const INVITE_TTL_SECONDS = 7 * 24 * 3600;
const LAST_OWNER = () => new ApiError(409, 'last_owner', 'The company needs at least one Company Owner');

/** The target as someone this manager may change: same company, and for organization admins, inside their organizations. */
async function manageable(db: Db, m: Member, userId: number): Promise<{ target: UserRow; orgIds: number[] }> {
  requireTeamManager(m, 'manage team members');
  const target = await findUserById(db, userId);
  if (!target || target.company_id !== m.companyId) throw notFound('Team member');
  const orgIds = (await membershipsOf(db, [target.id])).get(target.id) ?? [];
  const mine =
    m.role.scope === 'organization' ? ((await membershipsOf(db, [m.user.id])).get(m.user.id) ?? []) : [];
  // A member of none of the caller's organizations is not theirs to see.
  if (m.role.scope === 'organization' && !orgIds.some((id) => mine.includes(id)))
    throw notFound('Team member');
  // The sdk's rule, which the portal's team page offers from too.
  const problem = memberChangeProblem(
    { id: m.user.id, role: m.user.role, organizationIds: mine },
    { id: target.id, role: target.role, organizationIds: orgIds },
  );
  if (problem) throw forbidden(problem);
  return { target, orgIds };
}

/** Each organization must be one the member may see (404 otherwise). */
export async function checkOrganizations(db: Db, m: Member, orgIds: number[]): Promise<void> {
  for (const id of orgIds) await accessibleOrganization(db, m, id);
}

/**
 * Refuses (409 limit_reached) when the member would pass a user limit (billing/limits): each
 * organization they join as an organization role, or the company as a Company Administrator.
 * Runs in the transaction that writes, after locking the company, so two invitations cannot
 * both take the last place.
 */
async function assertFits(trx: Db, companyId: number, joins: { company: boolean; orgIds: number[] }) {
  await lockCompany(trx, companyId);
  if (joins.company) await assertUsersFit(trx, companyId);
  for (const orgId of joins.orgIds) await assertUsersFit(trx, companyId, orgId);
}

async function sendInvitation(deps: Deps, m: Member, user: UserRow): Promise<void> {
  const { db } = deps;
  const token = await createLinkToken(db, user.id, 'invite', INVITE_TTL_SECONDS);
  const company = await findCompany(db, m.companyId);
  const link = `${deps.config.appUrl}/setpassword/${user.id}?token=${encodeURIComponent(token)}`;
  const inviter = `${m.user.firstname} ${m.user.lastname}`.trim();
  await deps.mailer.send(
    db,
    invitationMail(user.email, inviter, company?.name ?? 'your company', user.role ?? '', link),
  );
}

/** Invites a new member within the user limits and mails the invitation link. */
export async function invite(
  deps: Deps,
  m: Member,
  input: { email: string; firstname: string; lastname: string; role: RoleName; organization_ids: number[] },
): Promise<Schemas['TeamMember']> {
  const { db } = deps;
  const email = normaliseEmail(input.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const same = existing.company_id === m.companyId;
    throw new ApiError(
      409,
      same ? 'already_member' : 'email_taken',
      same ? 'This person is already a member of your company' : 'An account with this email already exists',
      [{ in: 'body', field: 'email', reason: same ? 'is already a member' : 'is already registered' }],
    );
  }
  const user = await db.transaction(async (trx) => {
    await assertFits(trx, m.companyId, {
      company: input.role === 'Company Administrator',
      orgIds: isOrganizationRole(input.role) ? input.organization_ids : [],
    });
    return insertInvitedUser(trx, {
      ...input,
      email,
      organizationIds: input.organization_ids,
      companyId: m.companyId,
      invitedBy: m.user.id,
    });
  });
  await sendInvitation(deps, m, user);
  return presentMember(user, input.organization_ids);
}

/** Mails a pending invitation again; returns the address it went to. */
export async function resendInvitation(deps: Deps, m: Member, userId: number): Promise<string> {
  const { target } = await manageable(deps.db, m, userId);
  if (target.status !== 'invited') {
    throw new ApiError(409, 'already_member', 'This person has already accepted the invitation');
  }
  await sendInvitation(deps, m, target);
  return target.email;
}

/** Gives a member another role (and organizations), within the user limits; the member is notified. */
export async function changeRole(
  db: Db,
  m: Member,
  userId: number,
  body: Schemas['UpdateMemberRequest'],
): Promise<Schemas['TeamMember']> {
  if (userId === m.user.id) throw forbidden('change your own role');
  const { target, orgIds: currentOrgIds } = await manageable(db, m, userId);
  const problem = roleOrganizationsProblem(body.role, body.organization_ids);
  if (problem) throw refused(problem);
  const orgIds = roleOrganizationIds(body.role, body.organization_ids);
  // Taking the owner role away was refused above (manageable: 'change the Company Owner').
  const grant = roleGrantProblem(m.user.role, body.role);
  if (grant) throw forbidden(grant);
  await checkOrganizations(db, m, orgIds);
  // Counted anew: organizations the member joins as an organization role, the company as a new administrator.
  const joins = {
    company: body.role === 'Company Administrator' && target.role !== 'Company Administrator',
    orgIds: isOrganizationRole(body.role)
      ? orgIds.filter((id) => !isOrganizationRole(target.role) || !currentOrgIds.includes(id))
      : [],
  };
  const changed = await db.transaction(async (trx) => {
    await assertFits(trx, m.companyId, joins);
    return changeMemberRole(trx, target, body.role, orgIds);
  });
  if (changed === 'last_owner') throw LAST_OWNER();
  const fresh = (await findUserById(db, target.id)) as UserRow;
  if (target.role !== body.role) await notify(db, [target.id], `Your role is now ${body.role}.`);
  return presentMember(fresh, orgIds);
}

/** Removes a member; deleting the user deletes their sessions too, so their tokens stop at once. */
export async function removeTeamMember(db: Db, m: Member, userId: number): Promise<void> {
  if (userId === m.user.id) throw forbidden('remove yourself');
  const { target } = await manageable(db, m, userId);
  if ((await removeMember(db, target)) === 'last_owner') throw LAST_OWNER();
}

/** The user limit from the licences and the members counted against it (billing/limits). */
export function availableUsers(db: Db, m: Member, orgId?: number): Promise<UserCounts> {
  return userLimits(db, m.companyId, orgId);
}
