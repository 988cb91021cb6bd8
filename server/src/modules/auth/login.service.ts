import { API_MESSAGES, type Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../http/errors.ts';
import { type PendingPlan, signupCheckout } from '../billing/cart/checkout.service.ts';
import { clearPendingPlan, pendingPlanOf } from '../company/company.queries.ts';
import {
  findUserByEmail,
  normaliseEmail,
  presentUser,
  type UserRow,
  updateUser,
} from '../users/users.queries.ts';
import { verifyPassword } from './passwords.ts';
import { acceptTotpStep, spendRecoveryCode, totpContext } from './two-factor.queries.ts';
import { recoveryCodeHash, totpStep } from './two-factor.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const INCORRECT = API_MESSAGES.incorrectLogin;

/** The four branches of a login: success, required, otpRequired, statusRequired. */
export async function login(
  deps: Deps,
  body: Schemas['LoginRequest'],
  client: ClientInfo,
): Promise<Schemas['LoginResult']> {
  const email = normaliseEmail(body.email);
  // Counted before the password is checked, in one atomic statement per key: of a parallel burst from
  // one address only the first LOGIN_MAX_FAILURES are ever verified, the rest answer 429 (the right
  // password too). Failures of other addresses lock this one out only at the account-wide limit
  // (LOGIN_ACCOUNT_MAX_FAILURES an hour); a blocked pair charges nothing further.
  const pair = `pair:${client.ip}|${email}`;
  const attempt = await deps.limiters.consume([pair, `login:${email}`, `ip:${client.ip}`], 'failed logins');

  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(body.password, user?.password_hash ?? null);
  if (!user || !passwordOk || user.status !== 'active') {
    throw new ApiError(401, 'invalid_credentials', INCORRECT);
  }

  if (user.totp_enabled_at && user.totp_secret) {
    if (!body.otp && !body.recovery_code) {
      await attempt.succeeded();
      return { action: 'otpRequired', email: user.email };
    }
    if (!(await secondFactorOk(deps, user, body))) {
      throw new ApiError(401, 'otp_invalid', API_MESSAGES.incorrectCode);
    }
  }
  // A success gives back its own attempt, and its pair's failures (the owner's typos from this
  // address); the account-wide failures of other addresses stay until their hour is over.
  await attempt.succeeded();
  await deps.limiters.reset(pair);

  if (!user.registration_completed_at && !user.is_staff) {
    const reg = await deps.tokens.issue(deps.db, {
      userId: user.id,
      kind: 'registration',
      ...clientOf(client),
    });
    return { action: 'required', email: user.email, userID: user.id, registration_token: reg.token };
  }

  if (user.company_id) {
    const pending = (await pendingPlanOf(deps.db, user.company_id)) as PendingPlan | null;
    if (pending?.plan_id) {
      const checkout = await signupCheckout(deps, { ...user, company_id: user.company_id }, pending);
      if (checkout) return { action: 'statusRequired', uri: checkout.url };
      // A plan that cannot be bought any more (retired, free, Enterprise): the account goes on free.
      await clearPendingPlan(deps.db, user.company_id);
    }
  }

  const session = await deps.tokens.issue(deps.db, { userId: user.id, kind: 'user', ...clientOf(client) });
  const fresh = await updateUser(deps.db, user.id, { last_login_at: deps.db.fn.now() });
  return {
    action: 'success',
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: presentUser(fresh),
  };
}

async function secondFactorOk(deps: Deps, user: UserRow, body: Schemas['LoginRequest']): Promise<boolean> {
  if (body.otp) {
    const secret = deps.secrets.open(user.totp_secret as string, totpContext(user.id));
    const step = totpStep(body.otp, secret);
    // A code works once: its step must be later than the last one accepted.
    return step !== null && (await acceptTotpStep(deps.db, user.id, step));
  }
  if (body.recovery_code) return spendRecoveryCode(deps.db, user.id, recoveryCodeHash(body.recovery_code));
  return false;
}

export function clientOf(client: ClientInfo) {
  return { ip: client.ip, userAgent: client.userAgent };
}
