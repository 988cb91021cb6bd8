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
import type { Handlers } from '../../http/contract.ts';
import { ApiError, forbidden, notFound, refused } from '../../http/errors.ts';
import {
  type Auth,
  accessibleOrganization,
  type Member,
  member,
  requireCompanyAdmin,
  requireTeamManager,
} from '../access/access.ts';
import { createLinkToken } from '../auth/tokens.ts';
import { lockCompany } from '../billing/limits/limits.queries.ts';
import { assertUsersFit, userLimits } from '../billing/limits/limits.service.ts';
import { findCompany } from '../company/company.queries.ts';
import { invitationMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.queries.ts';
import { findUserByEmail, findUserById, normaliseEmail, type UserRow } from '../users/users.queries.ts';
import {
  changeMemberRole,
  insertInvitedUser,
  listMembers,
  membershipsOf,
  presentMember,
  removeMember,
} from './team.queries.ts';

type TeamOps =
  | 'listTeamMembers'
  | 'updateTeamMember'
  | 'removeTeamMember'
  | 'inviteUser'
  | 'inviteCompanyUser'
  | 'resendInvitation'
  | 'getAvailableUsersForOrganization'
  | 'getAvailableUsersForCompany';

const INVITE_TTL_SECONDS = 7 * 24 * 3600;
const LAST_OWNER = () => new ApiError(409, 'last_owner', 'The company needs at least one Company Owner');

export function teamHandlers(deps: Deps): Pick<Handlers<Auth>, TeamOps> {
  const { db } = deps;

  /** The target as someone this manager may change: same company, and for organization admins, inside their organizations. */
  async function manageable(m: Member, userId: number): Promise<{ target: UserRow; orgIds: number[] }> {
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

  async function checkOrganizations(m: Member, orgIds: number[]): Promise<void> {
    for (const id of orgIds) await accessibleOrganization(db, m, id);
  }

  /**
   * Refuses (409 limit_reached) when the member would pass a user limit (billing/limits.ts): each
   * organization they join as an organization role, or the company as a Company Administrator.
   * Runs in the transaction that writes, after locking the company, so two invitations cannot
   * both take the last place.
   */
  async function assertFits(trx: Db, companyId: number, joins: { company: boolean; orgIds: number[] }) {
    await lockCompany(trx, companyId);
    if (joins.company) await assertUsersFit(trx, companyId);
    for (const orgId of joins.orgIds) await assertUsersFit(trx, companyId, orgId);
  }

  async function invite(
    m: Member,
    input: { email: string; firstname: string; lastname: string; role: RoleName; organization_ids: number[] },
  ): Promise<Schemas['TeamMember']> {
    const email = normaliseEmail(input.email);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      const same = existing.company_id === m.companyId;
      throw new ApiError(
        409,
        same ? 'already_member' : 'email_taken',
        same
          ? 'This person is already a member of your company'
          : 'An account with this email already exists',
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
    await sendInvitation(m, user);
    return presentMember(user, input.organization_ids);
  }

  async function sendInvitation(m: Member, user: UserRow): Promise<void> {
    const token = await createLinkToken(db, user.id, 'invite', INVITE_TTL_SECONDS);
    const company = await findCompany(db, m.companyId);
    const link = `${deps.config.appUrl}/setpassword/${user.id}?token=${encodeURIComponent(token)}`;
    const inviter = `${m.user.firstname} ${m.user.lastname}`.trim();
    await deps.mailer.send(
      db,
      invitationMail(user.email, inviter, company?.name ?? 'your company', user.role ?? '', link),
    );
  }

  /** The user limit from the licences and the members counted against it (billing/limits.ts). */
  const available = (m: Member, orgId?: number) => userLimits(db, m.companyId, orgId);

  return {
    listTeamMembers: async ({ auth, query }) => {
      const m = member(auth);
      if (query.orgid === undefined) {
        requireCompanyAdmin(m, 'list every member of the company');
        return { status: 200, body: await listMembers(db, m.companyId, query) };
      }
      const org = await accessibleOrganization(db, m, query.orgid);
      return { status: 200, body: await listMembers(db, m.companyId, query, org.id) };
    },

    inviteUser: async ({ auth, body }) => {
      const m = member(auth);
      requireTeamManager(m, 'invite team members');
      await checkOrganizations(m, body.organization_ids);
      return { status: 201, body: { response: await invite(m, body) } };
    },

    inviteCompanyUser: async ({ auth, body }) => {
      const m = member(auth);
      requireCompanyAdmin(m, 'invite company administrators');
      return {
        status: 201,
        body: { response: await invite(m, { ...body, role: 'Company Administrator', organization_ids: [] }) },
      };
    },

    resendInvitation: async ({ auth, body }) => {
      const m = member(auth);
      const { target } = await manageable(m, body.user_id);
      if (target.status !== 'invited') {
        throw new ApiError(409, 'already_member', 'This person has already accepted the invitation');
      }
      await sendInvitation(m, target);
      return { status: 200, body: { message: `The invitation was sent again to ${target.email}` } };
    },

    updateTeamMember: async ({ auth, params, body }) => {
      const m = member(auth);
      if (params.userId === m.user.id) throw forbidden('change your own role');
      const { target, orgIds: currentOrgIds } = await manageable(m, params.userId);
      const problem = roleOrganizationsProblem(body.role, body.organization_ids);
      if (problem) throw refused(problem);
      const orgIds = roleOrganizationIds(body.role, body.organization_ids);
      // Taking the owner role away was refused above (manageable: 'change the Company Owner').
      const grant = roleGrantProblem(m.user.role, body.role);
      if (grant) throw forbidden(grant);
      await checkOrganizations(m, orgIds);
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
      return { status: 200, body: { response: presentMember(fresh, orgIds) } };
    },

    removeTeamMember: async ({ auth, params }) => {
      const m = member(auth);
      if (params.userId === m.user.id) throw forbidden('remove yourself');
      const { target } = await manageable(m, params.userId);
      // Deleting the user deletes their sessions too: their tokens stop working at once.
      if ((await removeMember(db, target)) === 'last_owner') throw LAST_OWNER();
      return { status: 204 };
    },

    getAvailableUsersForOrganization: async ({ auth, params }) => {
      const m = member(auth);
      const org = await accessibleOrganization(db, m, params.orgId);
      return { status: 200, body: { response: await available(m, org.id) } };
    },
    getAvailableUsersForCompany: async ({ auth }) => ({
      status: 200,
      body: { response: await available(member(auth)) },
    }),
  };
}
