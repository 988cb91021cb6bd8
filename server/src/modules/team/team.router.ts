import { ORGANIZATION_ROLES, type RoleName, type Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import {
  type Auth,
  accessibleOrganization,
  type Member,
  member,
  requireCompanyAdmin,
  requireTeamManager,
} from '../access/access.ts';
import { createLinkToken } from '../auth/tokens.ts';
import { invitationMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.queries.ts';
import { findUserByEmail, findUserById, normaliseEmail, type UserRow } from '../users/users.queries.ts';
import { countMembers, listMembers, membershipsOf, presentMember } from './team.queries.ts';

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
const isOrgRole = (role: RoleName | null) => role !== null && ORGANIZATION_ROLES.includes(role);

export function teamHandlers(deps: Deps): Pick<Handlers<Auth>, TeamOps> {
  const { db } = deps;

  /** The target as someone this manager may change: same company, and for organization admins, inside their organizations. */
  async function manageable(m: Member, userId: number): Promise<{ target: UserRow; orgIds: number[] }> {
    requireTeamManager(m, 'manage team members');
    const target = await findUserById(db, userId);
    if (!target || target.company_id !== m.companyId) throw notFound('Team member');
    const orgIds = (await membershipsOf(db, [target.id])).get(target.id) ?? [];
    if (m.role.scope === 'organization') {
      const mine = (await membershipsOf(db, [m.user.id])).get(m.user.id) ?? [];
      if (!orgIds.some((id) => mine.includes(id))) throw notFound('Team member');
      if (!isOrgRole(target.role) || !orgIds.every((id) => mine.includes(id))) {
        throw forbidden('change members outside your organizations');
      }
    }
    if (target.role === 'Company Owner' && m.user.role !== 'Company Owner')
      throw forbidden('change the Company Owner');
    return { target, orgIds };
  }

  async function checkOrganizations(m: Member, orgIds: number[]): Promise<void> {
    for (const id of orgIds) await accessibleOrganization(db, m, id);
  }

  /**
   * Whether taking the target's ownership away leaves the company without an active owner. Owner rows
   * are locked so that two owners demoting each other at once cannot both succeed.
   */
  async function lastOwner(trx: Db, target: UserRow): Promise<boolean> {
    if (target.role !== 'Company Owner' || target.status !== 'active') return false;
    const owners = (await trx('users')
      .where({ company_id: target.company_id, role: 'Company Owner', status: 'active' })
      .forUpdate()
      .select('id')) as Array<{ id: number }>;
    return owners.every((o) => o.id === target.id);
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
      const [row] = (await trx('users')
        .insert({
          email,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          company_id: m.companyId,
          role: input.role,
          status: 'invited',
          invited_by: m.user.id,
          invited_at: trx.fn.now(),
        })
        .returning('*')) as UserRow[];
      if (input.organization_ids.length) {
        await trx('organization_members').insert(
          input.organization_ids.map((organization_id) => ({ user_id: row?.id, organization_id })),
        );
      }
      return row as UserRow;
    });
    await sendInvitation(m, user);
    return presentMember(user, input.organization_ids);
  }

  async function sendInvitation(m: Member, user: UserRow): Promise<void> {
    const token = await createLinkToken(db, user.id, 'invite', INVITE_TTL_SECONDS);
    const company = await db('companies').where({ id: m.companyId }).first('name');
    const link = `${deps.config.appUrl}/setpassword/${user.id}?token=${encodeURIComponent(token)}`;
    const inviter = `${m.user.firstname} ${m.user.lastname}`.trim();
    await deps.mailer.send(
      db,
      invitationMail(user.email, inviter, company?.name ?? 'your company', user.role ?? '', link),
    );
  }

  async function available(m: Member, orgId?: number) {
    const users = await countMembers(db, m.companyId, orgId);
    // Plans carry user limits (billing); without a plan record nothing limits the team.
    const user_limit = -1;
    return { user_limit, user_available: -1, users };
  }

  return {
    listTeamMembers: async ({ auth, query }) => {
      const m = member(auth);
      if (query.orgid === undefined) {
        requireCompanyAdmin(m, 'list every member of the company');
        return { status: 200, body: { response: await listMembers(db, m.companyId) } };
      }
      const org = await accessibleOrganization(db, m, query.orgid);
      return { status: 200, body: { response: await listMembers(db, m.companyId, org.id) } };
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
      const { target } = await manageable(m, params.userId);
      const orgIds = isOrgRole(body.role) ? [...new Set(body.organization_ids ?? [])] : [];
      if (isOrgRole(body.role) && !orgIds.length) {
        throw new ApiError(
          400,
          'validation_failed',
          'organization_ids must have at least 1 item for an organization role',
          [
            {
              in: 'body',
              field: 'organization_ids',
              reason: 'must have at least 1 item for an organization role',
            },
          ],
        );
      }
      if (m.role.scope === 'organization' && !isOrgRole(body.role)) throw forbidden('grant company roles');
      if (
        (body.role === 'Company Owner' || target.role === 'Company Owner') &&
        m.user.role !== 'Company Owner'
      ) {
        throw forbidden('grant or revoke Company Owner');
      }
      await checkOrganizations(m, orgIds);
      await db.transaction(async (trx) => {
        if (body.role !== 'Company Owner' && (await lastOwner(trx, target))) throw LAST_OWNER();
        await trx('users').where({ id: target.id }).update({ role: body.role, updated_at: trx.fn.now() });
        await trx('organization_members').where({ user_id: target.id }).delete();
        if (orgIds.length) {
          await trx('organization_members').insert(
            orgIds.map((organization_id) => ({ user_id: target.id, organization_id })),
          );
        }
      });
      const fresh = (await findUserById(db, target.id)) as UserRow;
      if (target.role !== body.role) await notify(db, [target.id], `Your role is now ${body.role}.`);
      return { status: 200, body: { response: presentMember(fresh, orgIds) } };
    },

    removeTeamMember: async ({ auth, params }) => {
      const m = member(auth);
      if (params.userId === m.user.id) throw forbidden('remove yourself');
      const { target } = await manageable(m, params.userId);
      // Deleting the user deletes their sessions too: their tokens stop working at once.
      await db.transaction(async (trx) => {
        if (await lastOwner(trx, target)) throw LAST_OWNER();
        await trx('users').where({ id: target.id }).delete();
      });
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
