import type { OperationEntry } from '@privacy-portal/openapi/contract';
import type { Context } from 'koa';
import type { Deps } from '../../deps.ts';
import { invalidToken } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { findUserById } from '../users/users.queries.ts';
import { refuseImpersonatedWrite } from './impersonation.service.ts';
import type { ClientInfo } from './login.service.ts';

/**
 * Resolves the bearer token for a private operation; registration tokens open only /registration/*,
 * impersonation sessions only reads (and logout).
 */
export function authenticator(deps: Deps) {
  return async (ctx: Context, entry: OperationEntry): Promise<Auth | null> => {
    if (entry.isPublic) return null;
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw invalidToken();
    const verified = await deps.tokens.verify(deps.db, token);
    if (!verified) throw invalidToken();
    const { session, user } = verified;
    const wantsRegistration = entry.operation['x-token'] === 'registration';
    if ((session.kind === 'registration') !== wantsRegistration) throw invalidToken();
    if (user.status !== 'active') throw invalidToken();
    const auth: Auth = { user, session };
    if (session.impersonator_id) {
      const staff = await findUserById(deps.db, session.impersonator_id);
      if (staff) auth.impersonatedBy = staff.email;
    }
    await refuseImpersonatedWrite(deps, auth, entry, clientInfo(ctx));
    return auth;
  };
}

export function clientInfo(ctx: Context): ClientInfo {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent') };
}
