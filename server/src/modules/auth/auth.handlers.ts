import { API_MESSAGES } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { ApiError } from '../../http/errors.ts';
import { type Auth, authenticated } from '../access/access.ts';
import { clientInfo } from './authenticate.ts';
import {
  impersonate,
  previewImpersonation,
  recordImpersonationEnd,
  startImpersonation,
} from './impersonation.service.ts';
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
  registrationProgress,
  resendVerification,
  sendVerification,
  verifyEmail,
} from './registration.service.ts';
import { revokeSession, revokeSessions, touchSession } from './tokens.queries.ts';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorStatus } from './two-factor.service.ts';

type AuthOps =
  | 'login'
  | 'logout'
  | 'keepalive'
  | 'impersonate'
  | 'previewImpersonation'
  | 'startImpersonation'
  | 'register'
  | 'signupNew'
  | 'getRegistration'
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

    logout: async ({ auth, ctx }) => {
      await revokeSession(deps.db, authenticated(auth).session.id);
      await recordImpersonationEnd(deps, authenticated(auth), clientInfo(ctx));
      return { status: 204 };
    },

    keepalive: async ({ auth }) => {
      const { session } = authenticated(auth);
      await touchSession(deps.db, session.id);
      return { status: 200, body: { response: { expires_at: new Date(session.expires_at).toISOString() } } };
    },

    impersonate: async ({ auth, body, ctx }) => ({
      status: 200,
      body: { response: await impersonate(deps, authenticated(auth), body, clientInfo(ctx)) },
    }),
    previewImpersonation: async ({ body }) => ({
      status: 200,
      body: { response: await previewImpersonation(deps, body.token) },
    }),
    startImpersonation: async ({ body, ctx }) => ({
      status: 200,
      body: { response: await startImpersonation(deps, body.token, clientInfo(ctx)) },
    }),

    register: async ({ body, query, ctx }) => ({
      status: 201,
      body: { response: await register(deps, body, query, ctx.ip) },
    }),
    signupNew: async ({ body, query, ctx }) => ({
      status: 201,
      body: { response: await register(deps, body, query, ctx.ip) },
    }),

    getRegistration: async ({ auth, query }) => ({
      status: 200,
      body: { response: await registrationProgress(deps, authenticated(auth).user.id, query) },
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
          message: API_MESSAGES.verificationResent(body.email),
        },
      };
    },
    sendUserVerification: async ({ auth }) => {
      const { user } = authenticated(auth);
      if (user.email_verified_at)
        throw new ApiError(409, 'already_enabled', 'Your email address is already verified');
      await deps.limiters.consume([`mail:verify:${user.email}`], 'verification mails');
      await sendVerification(deps, user);
      return { status: 200, body: { message: API_MESSAGES.verificationSent(user.email) } };
    },

    forgotPassword: async ({ body }) => {
      await forgotPassword(deps, body.email);
      return { status: 200, body: { message: FORGOT_MESSAGE } };
    },
    resetPassword: async ({ body, ctx }) => {
      await resetPassword(deps, body, ctx.ip);
      return { status: 200, body: { message: API_MESSAGES.passwordReset } };
    },
    changePassword: async ({ auth, body }) => {
      const { user, session } = authenticated(auth);
      await changePassword(deps, user, session.id, body);
      return {
        status: 200,
        body: { message: API_MESSAGES.passwordChanged },
      };
    },
    setInvitedUserPassword: async ({ params, query, body, ctx }) => ({
      status: 200,
      body: { response: await setInvitedPassword(deps, params.id, query.token, body, ctx.ip) },
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
