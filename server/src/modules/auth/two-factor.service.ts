import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.queries.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';
import { verifyPassword } from './passwords.ts';
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
  await updateUser(deps.db, user.id, { totp_pending_secret: secret });
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
  if (!totpMatches(code, user.totp_pending_secret))
    throw fieldError('code', 'does not match the authenticator app');
  const { codes, hashes } = newRecoveryCodes();
  await updateUser(deps.db, user.id, {
    totp_secret: user.totp_pending_secret,
    totp_pending_secret: null,
    totp_enabled_at: deps.db.fn.now(),
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
  if (!(await verifyPassword(password, user.password_hash))) throw fieldError('password', 'is incorrect');
  const fresh = await updateUser(deps.db, user.id, {
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    recovery_codes: JSON.stringify([]),
  });
  await notify(deps.db, [user.id], 'Two-factor authentication was turned off for your account.');
  return twoFactorStatus(fresh);
}
