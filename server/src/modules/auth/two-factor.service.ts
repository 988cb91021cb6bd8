import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.queries.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';
import { verifyPassword } from './passwords.ts';
import { totpContext } from './two-factor.queries.ts';
import { newRecoveryCodes, newTotpSecret, totpMatches, totpSetup } from './two-factor.ts';

export function twoFactorStatus(user: UserRow): Schemas['TwoFactorStatus'] {
  return {
    enabled: user.totp_enabled_at !== null,
    pending: user.totp_pending_secret !== null,
    enabled_at: user.totp_enabled_at ? new Date(user.totp_enabled_at).toISOString() : null,
    recovery_codes_remaining: user.totp_enabled_at ? (user.recovery_codes ?? []).length : 0,
  };
}

export async function startTwoFactor(deps: Deps, user: UserRow): Promise<Schemas['TwoFactorSetup']> {
  if (user.totp_enabled_at) {
    throw new ApiError(409, 'already_enabled', 'Two-factor authentication is already on; turn it off first');
  }
  const secret = newTotpSecret();
  // Shown to the user this once; the database keeps it sealed (AES-256-GCM).
  await updateUser(deps.db, user.id, {
    totp_pending_secret: deps.secrets.seal(secret, totpContext(user.id)),
  });
  return totpSetup(user.email, secret);
}

export async function confirmTwoFactor(
  deps: Deps,
  user: UserRow,
  code: string,
): Promise<Schemas['TwoFactorEnabled']> {
  if (!user.totp_pending_secret) {
    throw new ApiError(400, 'otp_not_pending', 'Start the two-factor set-up first');
  }
  // A guess at the pending secret counts like a failed login of the account.
  const attempt = await deps.limiters.consume([`account:${user.email}`], 'failed attempts');
  const pending = deps.secrets.open(user.totp_pending_secret, totpContext(user.id));
  if (!totpMatches(code, pending)) throw fieldError('code', 'does not match the authenticator app');
  await attempt.succeeded();
  const { codes, hashes } = newRecoveryCodes();
  await updateUser(deps.db, user.id, {
    // Sealed for the same user and context: moved as it is.
    totp_secret: user.totp_pending_secret,
    totp_pending_secret: null,
    totp_enabled_at: deps.db.fn.now(),
    totp_last_step: null,
    recovery_codes: JSON.stringify(hashes),
  });
  await notify(deps.db, [user.id], 'Two-factor authentication was turned on for your account.');
  return { enabled: true, recovery_codes: codes };
}

export async function disableTwoFactor(
  deps: Deps,
  user: UserRow,
  password: string,
): Promise<Schemas['TwoFactorStatus']> {
  const attempt = await deps.limiters.consume([`account:${user.email}`], 'failed attempts');
  if (!(await verifyPassword(password, user.password_hash))) throw fieldError('password', 'is incorrect');
  await attempt.succeeded();
  const fresh = await updateUser(deps.db, user.id, {
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    recovery_codes: JSON.stringify([]),
  });
  await notify(deps.db, [user.id], 'Two-factor authentication was turned off for your account.');
  return twoFactorStatus(fresh);
}
