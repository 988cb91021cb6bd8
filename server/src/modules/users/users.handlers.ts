import { roleList } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { forbidden } from '../../http/errors.ts';
import { type Auth, accessibleProperty, authenticated, member } from '../access/access.ts';
import { presentUser, updateUser } from './users.queries.ts';

type UserOps =
  | 'getUser'
  | 'updateUser'
  | 'updateUserPreferences'
  | 'updateTermsAndConditions'
  | 'setDefaultProperty'
  | 'listRoles';

export function userHandlers(deps: Deps): Pick<Handlers<Auth>, UserOps> {
  const reply = (auth: Auth, row = auth.user) => ({
    status: 200 as const,
    body: { response: presentUser(row, auth.impersonatedBy) },
  });
  return {
    getUser: async ({ auth }) => reply(authenticated(auth)),
    updateUser: async ({ auth, body }) => {
      const a = authenticated(auth);
      return reply(
        a,
        await updateUser(deps.db, a.user.id, {
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
        }),
      );
    },
    updateUserPreferences: async ({ auth, body }) => {
      const a = authenticated(auth);
      const patch: Record<string, unknown> = {};
      if (body.theme !== undefined) patch.theme = body.theme;
      if (body.is_quickstart_dismissed !== undefined)
        patch.is_quickstart_dismissed = body.is_quickstart_dismissed;
      if (body.quickstart_visited_links !== undefined) {
        patch.quickstart_visited_links = JSON.stringify([...new Set(body.quickstart_visited_links)]);
      }
      return reply(a, await updateUser(deps.db, a.user.id, patch));
    },
    updateTermsAndConditions: async ({ auth, body }) => {
      const a = authenticated(auth);
      if (body.email.trim().toLowerCase() !== a.user.email)
        throw forbidden('accept the terms for another user');
      const row = a.user.terms_accepted_at
        ? a.user
        : await updateUser(deps.db, a.user.id, { terms_accepted_at: deps.db.fn.now() });
      return reply(a, row);
    },
    setDefaultProperty: async ({ auth, body }) => {
      const m = member(auth);
      const { organization_id, property_id } = body.default_organization_property;
      await accessibleProperty(deps.db, m, organization_id, property_id);
      const row = await updateUser(deps.db, m.user.id, {
        default_organization_id: organization_id,
        default_property_id: property_id,
      });
      return reply(authenticated(auth), row);
    },
    listRoles: async () => ({ status: 200, body: { response: roleList() } }),
  };
}
