import type { OperationEntry } from '@privacy-portal/openapi/contract';
import type { Context } from 'koa';
import type { Deps } from '../../deps.ts';
import { invalidToken } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { findUserById } from '../users/users.queries.ts';
import { refuseImpersonatedWrite } from './impersonation.service.ts';
import type { ClientInfo } from './login.service.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';

type Resolved = Pick<Auth, 'user' | 'session' | 'impersonatedBy'> & { expiresAt: number };

// One cache per database: every app built on it (tests build several) sees the same writes.
const caches = new WeakMap<Deps['db'], SessionCache<Resolved>>();
function cacheFor(db: Deps['db']): SessionCache<Resolved> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createSessionCache<Resolved>(db);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Resolves the bearer token for a private operation; registration tokens open only /registration/*,
 * impersonation sessions only reads (and logout).
 */
export function authenticator(deps: Deps) {
  const caller = callerCheck(deps);
  return async (ctx: Context, entry: OperationEntry): Promise<Auth | null> => {
    if (entry.isPublic) return null;
    return caller(ctx.get('authorization'), entry, () => clientInfo(ctx));
  };
}

/** The caller of a private operation from its Authorization header, or it throws invalidToken (401). */
export function callerCheck(deps: Deps) {
  const cache = cacheFor(deps.db);
  // What a token resolves to, from the cache (cleared by any write to users or sessions) or the database.
  const resolve = (token: string) =>
    cache.read(token, async () => {
      const verified = await deps.tokens.verify(deps.db, token);
      if (!verified) return null;
      // Frozen: the cached rows are shared by every request of the session, no handler may change them.
      const resolved: Resolved = {
        user: Object.freeze(verified.user),
        session: Object.freeze(verified.session),
        expiresAt: new Date(verified.session.expires_at).getTime(),
      };
      if (verified.session.impersonator_id) {
        const staff = await findUserById(deps.db, verified.session.impersonator_id);
        if (staff) resolved.impersonatedBy = staff.email;
      }
      return resolved;
    });
  return async (authorization: string, entry: OperationEntry, client: () => ClientInfo): Promise<Auth> => {
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    if (!token) throw invalidToken();
    const resolved = await resolve(token);
    // Expiry is checked on every use, cached or not (the token's exp is the session's expires_at).
    if (!resolved || resolved.expiresAt <= Date.now()) throw invalidToken();
    const { session, user } = resolved;
    const wantsRegistration = entry.operation['x-token'] === 'registration';
    if ((session.kind === 'registration') !== wantsRegistration) throw invalidToken();
    if (user.status !== 'active') throw invalidToken();
    const auth: Auth = { user, session };
    if (resolved.impersonatedBy) auth.impersonatedBy = resolved.impersonatedBy;
    // Only an impersonation session has writes to refuse (and the client's address to audit).
    if (session.kind === 'impersonation') await refuseImpersonatedWrite(deps, auth, entry, client());
    return auth;
  };
}

export function clientInfo(ctx: Context): ClientInfo {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent') };
}
