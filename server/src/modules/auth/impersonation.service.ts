import type { OperationEntry } from '@privacy-portal/openapi/contract';
import { API_MESSAGES, type Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { findUserById, presentUser } from '../users/users.queries.ts';
import type { ClientInfo } from './login.service.ts';
import { consumeLinkToken, createLinkToken, findLinkToken, IMPERSONATION_TTL_SECONDS } from './tokens.ts';

/**
 * Platform staff mint a single-use impersonation token (15 minutes) for a user, with a reason.
 * It is not a session: /login/impersonate shows who it acts as and exchanges it once for a
 * read-only impersonation session, so a link cannot silently swap someone's session (login CSRF).
 */
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
  const token = await createLinkToken(deps.db, target.id, 'impersonate', IMPERSONATION_TTL_SECONDS, {
    impersonator_id: staff.user.id,
    reason: input.reason,
  });
  const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_SECONDS * 1000);
  await recordAudit(deps.db, {
    actorUserId: staff.user.id,
    subjectUserId: target.id,
    companyId: target.company_id,
    action: 'impersonation.token_issued',
    ip: client.ip,
    meta: { reason: input.reason, ttl_seconds: IMPERSONATION_TTL_SECONDS },
  });
  deps.logger.info({ staff: staff.user.id, target: target.id }, 'impersonation token issued');
  return { token, expires_at: expiresAt.toISOString(), user: presentUser(target, staff.user.email) };
}

const AGAIN = 'Ask platform staff for a new impersonation link.';

/** Why a token that is not a live impersonation token is refused, in plain words. */
async function refusal(deps: Deps, token: string): Promise<ApiError> {
  const row = await findLinkToken(deps.db, token, 'impersonate');
  const message = !row
    ? `This is not a valid impersonation link. ${AGAIN}`
    : row.used_at
      ? `This impersonation link has already been used. ${AGAIN}`
      : `This impersonation link has expired. ${AGAIN}`;
  return new ApiError(400, 'link_invalid', message);
}

async function parties(deps: Deps, userId: number, meta: Record<string, unknown>) {
  const target = await findUserById(deps.db, userId);
  const staff = await findUserById(deps.db, Number(meta.impersonator_id));
  // The user left or the staff member lost the right since the token was minted.
  if (target?.status !== 'active' || !staff?.is_staff || staff.status !== 'active') return null;
  return { target, staff };
}

/** Who a live impersonation token acts as, without using it. */
export async function previewImpersonation(
  deps: Deps,
  token: string,
): Promise<Schemas['ImpersonationPreview']> {
  const row = await findLinkToken(deps.db, token, 'impersonate');
  if (!row || row.used_at || new Date(row.expires_at).getTime() <= Date.now())
    throw await refusal(deps, token);
  const found = await parties(deps, row.user_id, row.meta ?? {});
  if (!found) throw await refusal(deps, token);
  return {
    expires_at: new Date(row.expires_at).toISOString(),
    user: presentUser(found.target, found.staff.email),
  };
}

/** Uses the token (once) and opens a read-only impersonation session; the start is audited. */
export async function startImpersonation(
  deps: Deps,
  token: string,
  client: ClientInfo,
): Promise<Schemas['Impersonation']> {
  const used = await consumeLinkToken(deps.db, token, 'impersonate');
  if (!used) throw await refusal(deps, token);
  const found = await parties(deps, used.userId, used.meta);
  if (!found)
    throw new ApiError(400, 'link_invalid', `This impersonation link can no longer be used. ${AGAIN}`);
  const { target, staff } = found;
  const session = await deps.tokens.issue(deps.db, {
    userId: target.id,
    kind: 'impersonation',
    impersonatorId: staff.id,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await recordAudit(deps.db, {
    actorUserId: staff.id,
    subjectUserId: target.id,
    companyId: target.company_id,
    action: 'impersonation.started',
    ip: client.ip,
    meta: { reason: used.meta.reason, session_id: session.sessionId, ttl_seconds: IMPERSONATION_TTL_SECONDS },
  });
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: presentUser(target, staff.email),
  };
}

// What an impersonation session may still send: ending it, and keeping it alive while reading.
const ALLOWED_WRITES = new Set(['logout', 'keepalive']);

/**
 * Impersonation sessions are read-only: staff look at what the user sees, they do not act for
 * them (no password, two-factor, invitation, role or billing change). A refused write is audited.
 */
export async function refuseImpersonatedWrite(
  deps: Deps,
  auth: Auth,
  entry: OperationEntry,
  client: ClientInfo,
): Promise<void> {
  if (auth.session.kind !== 'impersonation' || entry.method === 'get') return;
  const operation = String(entry.operation.operationId);
  if (ALLOWED_WRITES.has(operation)) return;
  await recordAudit(deps.db, {
    actorUserId: auth.session.impersonator_id,
    subjectUserId: auth.user.id,
    companyId: auth.user.company_id,
    action: 'impersonation.write_refused',
    ip: client.ip,
    meta: { operation, method: entry.method.toUpperCase(), path: entry.path, session_id: auth.session.id },
  });
  throw new ApiError(
    403,
    'impersonation_read_only',
    API_MESSAGES.impersonationReadOnly(auth.user.email, auth.impersonatedBy ?? 'platform staff'),
  );
}

/** Ending an impersonation (its logout) is written next to its start. */
export async function recordImpersonationEnd(deps: Deps, auth: Auth, client: ClientInfo): Promise<void> {
  if (auth.session.kind !== 'impersonation') return;
  await recordAudit(deps.db, {
    actorUserId: auth.session.impersonator_id,
    subjectUserId: auth.user.id,
    companyId: auth.user.company_id,
    action: 'impersonation.ended',
    ip: client.ip,
    meta: { session_id: auth.session.id },
  });
}
