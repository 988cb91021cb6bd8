import { API_MESSAGES, type Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import { ApiError, fieldError } from '../../http/errors.ts';
import { findCompany } from '../company/company.queries.ts';
import { passwordChangedMail, resetPasswordMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.queries.ts';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  type UserRow,
  updateUser,
} from '../users/users.queries.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { checkNewPassword } from './registration.service.ts';
import { revokeSessions } from './tokens.queries.ts';
import { consumeLinkToken, createLinkToken } from './tokens.ts';

const RESET_TTL_SECONDS = 60 * 60;

export const FORGOT_MESSAGE = API_MESSAGES.forgotPassword;

/**
 * Counts every request against the address, known or not, so that 429 comes after the same number
 * of requests either way and tells nothing about accounts.
 */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  await deps.limiters.consume([`mail:reset:${normaliseEmail(email)}`], 'password reset mails');
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'active' || !user.password_hash) return;
  const token = await createLinkToken(deps.db, user.id, 'reset_password', RESET_TTL_SECONDS);
  await deps.mailer.send(
    deps.db,
    resetPasswordMail(user.email, user.firstname, `${deps.config.appUrl}/resetpswd/${token}`),
  );
}

const linkInvalid = (what: string) =>
  new ApiError(400, 'link_invalid', API_MESSAGES.linkInvalid(what), [
    { in: 'body', field: 'token', reason: 'is unknown, used or expired' },
  ]);

/** Sets the new password and ends every session of the account. */
export async function resetPassword(
  deps: Deps,
  body: Schemas['ResetPasswordRequest'],
  ip: string,
): Promise<void> {
  // Check the password first so that a weak one does not use up the link.
  checkNewPassword(body.password, body.confirmpassword, 'password', 'confirmpassword');
  const attempt = await deps.limiters.consume([`token:${ip}`], 'attempts');
  const used = await consumeLinkToken(deps.db, body.token, 'reset_password');
  if (!used) throw linkInvalid('reset');
  await attempt.succeeded();
  await setPassword(deps, used.userId, body.password);
  await revokeSessions(deps.db, used.userId);
}

export async function changePassword(
  deps: Deps,
  user: UserRow,
  sessionId: string,
  body: Schemas['ChangePasswordRequest'],
): Promise<void> {
  // Someone holding a session guesses the password like a login does, and counts the same way.
  const attempt = await deps.limiters.consume([`account:${user.email}`], 'failed attempts');
  if (!(await verifyPassword(body.current_password, user.password_hash))) {
    throw fieldError('current_password', 'is incorrect');
  }
  await attempt.succeeded();
  checkNewPassword(body.new_password, body.confirm_password, 'new_password', 'confirm_password');
  if (body.new_password === body.current_password) {
    throw fieldError('new_password', 'must differ from the current password');
  }
  await setPassword(deps, user.id, body.new_password);
  await revokeSessions(deps.db, user.id, sessionId);
  await deps.mailer.send(deps.db, passwordChangedMail(user.email, user.firstname));
  await notify(deps.db, [user.id], 'Your password was changed and your other sessions were signed out.');
}

export async function setInvitedPassword(
  deps: Deps,
  userId: number,
  token: string,
  body: Schemas['SetInvitedPasswordRequest'],
  ip: string,
): Promise<Schemas['InvitationAccepted']> {
  checkNewPassword(body.newpassword, body.confirmnewpassword, 'newpassword', 'confirmnewpassword');
  const attempt = await deps.limiters.consume([`token:${ip}`], 'attempts');
  const used = await consumeLinkToken(deps.db, token, 'invite');
  if (!used || used.userId !== userId) throw linkInvalid('invitation');
  await attempt.succeeded();
  const now = deps.db.fn.now();
  const user = await updateUser(deps.db, userId, {
    password_hash: await hashPassword(body.newpassword),
    status: 'active',
    joined_at: now,
    // The invitation reached this address: it is verified.
    email_verified_at: now,
    registration_completed_at: now,
  });
  if (user.invited_by) {
    const company = user.company_id ? await findCompany(deps.db, user.company_id) : undefined;
    await notify(
      deps.db,
      [user.invited_by],
      `${user.firstname} ${user.lastname} accepted your invitation and joined ${company?.name ?? 'your company'}.`,
    );
  }
  return { email: user.email };
}

async function setPassword(deps: Deps, userId: number, password: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw linkInvalid('reset');
  await updateUser(deps.db, userId, {
    password_hash: await hashPassword(password),
    password_changed_at: deps.db.fn.now(),
  });
}
