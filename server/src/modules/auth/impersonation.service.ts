import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { findUserById, presentUser } from '../users/users.queries.ts';
import type { ClientInfo } from './login.service.ts';
import { IMPERSONATION_TTL_SECONDS } from './tokens.ts';

/** Platform staff act as a user for 15 minutes; every start is written to the audit log with its reason. */
export async function impersonate(
  deps: Deps,
  staff: Auth,
  input: Schemas['ImpersonateRequest'],
  client: ClientInfo,
): Promise<Schemas['Impersonation']> {
  if (!staff.user.is_staff || staff.impersonatedBy) throw forbidden('impersonate users');
  const target = await findUserById(deps.db, input.user_id);
  if (target?.status !== 'active') throw notFound('User');
  if (target.is_staff) throw forbidden('impersonate platform staff');
  const session = await deps.tokens.issue(deps.db, {
    userId: target.id,
    kind: 'impersonation',
    impersonatorId: staff.user.id,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await recordAudit(deps.db, {
    actorUserId: staff.user.id,
    subjectUserId: target.id,
    companyId: target.company_id,
    action: 'impersonation.started',
    ip: client.ip,
    meta: { reason: input.reason, session_id: session.sessionId, ttl_seconds: IMPERSONATION_TTL_SECONDS },
  });
  deps.logger.info({ staff: staff.user.id, target: target.id }, 'impersonation token issued');
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: presentUser(target, staff.user.email),
  };
}
