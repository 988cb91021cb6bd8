import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { type Auth, authenticated } from '../access/access.ts';
import { findUserById, presentUser } from '../users/users.queries.ts';
import { clientInfo } from './authenticate.ts';
import { login } from './login.service.ts';
import {
  changePassword,
  FORGOT_MESSAGE,
  forgotPassword,
  resetPassword,
  setInvitedPassword,
} from './password.service.ts';
import {
  register,
  registerCompany,
  registerOrganization,
  registerProperty,
  resendVerification,
  sendVerification,
  verifyEmail,
} from './registration.service.ts';
import { IMPERSONATION_TTL_SECONDS, revokeSessions } from './tokens.ts';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorStatus } from './two-factor.service.ts';

type AuthOps =
  | 'login'
  | 'logout'
  | 'keepalive'
  | 'impersonate'
  | 'register'
  | 'signupNew'
  | 'registerCompany'
  | 'registerOrganization'
  | 'registerProperty'
  | 'verifyEmail'
  | 'resendVerification'
  | 'sendUserVerification'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'setInvitedUserPassword'
  | 'createAppAuthentication'
  | 'getAppAuthentication'
  | 'updateAppAuthentication'
  | 'deleteAppAuthentication';

export function authHandlers(deps: Deps): Pick<Handlers<Auth>, AuthOps> {
  return {
    login: async ({ body, ctx }) => ({
      status: 200,
      body: { response: await login(deps, body, clientInfo(ctx)) },
    }),

    logout: async ({ auth }) => {
      await deps
        .db('sessions')
        .where({ id: authenticated(auth).session.id })
        .update({ revoked_at: deps.db.fn.now() });
      return { status: 204 };
    },

    keepalive: async ({ auth }) => {
      const { session } = authenticated(auth);
      await deps.db('sessions').where({ id: session.id }).update({ last_seen_at: deps.db.fn.now() });
      return { status: 200, body: { response: { expires_at: new Date(session.expires_at).toISOString() } } };
    },

    impersonate: async ({ auth, body, ctx }) => {
      const staff = authenticated(auth);
      if (!staff.user.is_staff || staff.impersonatedBy) throw forbidden('impersonate users');
      const target = await findUserById(deps.db, body.user_id);
      if (target?.status !== 'active') throw notFound('User');
      if (target.is_staff) throw forbidden('impersonate platform staff');
      const session = await deps.tokens.issue(deps.db, {
        userId: target.id,
        kind: 'impersonation',
        impersonatorId: staff.user.id,
        ip: ctx.ip,
        userAgent: ctx.get('user-agent'),
      });
      await deps.db('audit_log').insert({
        actor_user_id: staff.user.id,
        subject_user_id: target.id,
        company_id: target.company_id,
        action: 'impersonation.started',
        ip: ctx.ip,
        meta: JSON.stringify({
          reason: body.reason,
          session_id: session.sessionId,
          ttl_seconds: IMPERSONATION_TTL_SECONDS,
        }),
      });
      deps.logger.info({ staff: staff.user.id, target: target.id }, 'impersonation token issued');
      return {
        status: 200,
        body: {
          response: {
            token: session.token,
            expires_at: session.expiresAt.toISOString(),
            user: presentUser(target, staff.user.email),
          },
        },
      };
    },

    register: async ({ body, query }) => ({
      status: 201,
      body: { response: await register(deps, body, query) },
    }),
    signupNew: async ({ body, query }) => ({
      status: 201,
      body: { response: await register(deps, body, query) },
    }),

    registerCompany: async ({ auth, query, body }) => ({
      status: 201,
      body: { response: await registerCompany(deps, authenticated(auth).user.id, query, body) },
    }),
    registerOrganization: async ({ auth, query, body }) => ({
      status: 201,
      body: { response: await registerOrganization(deps, authenticated(auth).user.id, query, body) },
    }),
    registerProperty: async ({ auth, query, body, ctx }) => ({
      status: 201,
      body: {
        response: await registerProperty(deps, authenticated(auth).user.id, query, body, clientInfo(ctx)),
      },
    }),

    verifyEmail: async ({ body, ctx }) => ({
      status: 200,
      body: { response: await verifyEmail(deps, body.token, clientInfo(ctx)) },
    }),
    resendVerification: async ({ body }) => {
      await resendVerification(deps, body.email);
      return {
        status: 200,
        body: {
          message: `If ${body.email} has an unverified account, the verification email is sent to it.`,
        },
      };
    },
    sendUserVerification: async ({ auth }) => {
      const { user } = authenticated(auth);
      if (user.email_verified_at)
        throw new ApiError(409, 'already_enabled', 'Your email address is already verified');
      await deps.limiters.check([`mail:verify:${user.email}`], 'verification mails');
      await deps.limiters.fail([`mail:verify:${user.email}`]);
      await sendVerification(deps, user);
      return { status: 200, body: { message: `the verification email is sent to ${user.email}` } };
    },

    forgotPassword: async ({ body }) => {
      await forgotPassword(deps, body.email);
      return { status: 200, body: { message: FORGOT_MESSAGE } };
    },
    resetPassword: async ({ body }) => {
      await resetPassword(deps, body);
      return { status: 200, body: { message: 'Your password was changed. Log in with the new password.' } };
    },
    changePassword: async ({ auth, body }) => {
      const { user, session } = authenticated(auth);
      await changePassword(deps, user, session.id, body);
      return {
        status: 200,
        body: { message: 'Your password was changed. Your other sessions were signed out.' },
      };
    },
    setInvitedUserPassword: async ({ params, query, body }) => ({
      status: 200,
      body: { response: await setInvitedPassword(deps, params.id, query.token, body) },
    }),

    createAppAuthentication: async ({ auth }) => ({
      status: 200,
      body: { response: await startTwoFactor(deps, authenticated(auth).user) },
    }),
    getAppAuthentication: async ({ auth }) => ({
      status: 200,
      body: { response: twoFactorStatus(authenticated(auth).user) },
    }),
    updateAppAuthentication: async ({ auth, body }) => ({
      status: 200,
      body: { response: await confirmTwoFactor(deps, authenticated(auth).user, body.code) },
    }),
    deleteAppAuthentication: async ({ auth, body }) => {
      const { user, session } = authenticated(auth);
      const status = await disableTwoFactor(deps, user, body.password);
      await revokeSessions(deps.db, user.id, session.id);
      return { status: 200, body: { response: status } };
    },
  };
}
