import { signupParams } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import {
  checkEmail,
  register,
  registerCompany,
  registerOrganization,
  registerProperty,
  registrationProgress,
  resendVerification,
  sendVerification,
  verifyEmail,
} from '../fixtures/auth.ts';
import { MockApiError } from '../fixtures/errors.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Registration: sign-up, the three registration steps, email verification and account checks. */
export function registrationHandlers({ state, http }: HandlerContext): HttpHandler[] {
  const registrationQuery = (request: Request) => {
    const query = new URL(request.url).searchParams;
    // The contract made userid a whole number; '007' names user 7, as on the server.
    const userid = String(Number(query.get('userid')));
    return { email: query.get('email') ?? '', userid, signup: signupParams(query) };
  };
  return [
    http.post('/register', async ({ request, response }) => {
      const body = await request.json();
      const signup = signupParams(new URL(request.url).searchParams);
      return response(201).json({ response: register(state, body, signup) });
    }),

    http.post('/signup_new', async ({ request, response }) => {
      const body = await request.json();
      const signup = signupParams(new URL(request.url).searchParams);
      return response(201).json({ response: register(state, body, signup) });
    }),

    http.get('/registration', ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      return response(200).json({
        response: registrationProgress(state, caller, registrationQuery(request)),
      });
    }),

    http.post('/registration/company', async ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      const body = await request.json();
      return response(201).json({
        response: registerCompany(state, caller, registrationQuery(request), body),
      });
    }),

    http.post('/registration/organization', async ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      const body = await request.json();
      return response(201).json({
        response: registerOrganization(state, caller, registrationQuery(request), body),
      });
    }),

    http.post('/registration/property', async ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      const body = await request.json();
      return response(201).json({
        response: registerProperty(state, caller, registrationQuery(request), body),
      });
    }),

    http.post('/email/verify', async ({ request, response }) => {
      const { token } = await request.json();
      return response(200).json({ response: verifyEmail(state, token) });
    }),

    http.post('/email/resend', async ({ request, response }) => {
      const body = await request.json();
      resendVerification(state, body.email);
      return response(200).json({
        message: `If ${body.email} has an unverified account, the verification email is sent to it.`,
      });
    }),

    http.get('/email/check', ({ query, response }) => {
      return response(200).json({ response: checkEmail(query.get('email') ?? '') });
    }),

    http.post('/user/verifyemail', ({ request, response }) => {
      const { user } = callerOf(state, request);
      if (user.emailVerified) {
        throw new MockApiError(409, 'already_enabled', 'Your email address is already verified');
      }
      sendVerification(state, user);
      return response(200).json({ message: `the verification email is sent to ${user.email}` });
    }),

    // Anonymous: the same answer for every address, as the server gives (account-checks.router.ts).
    http.get('/register/checkemailverify', ({ query, response }) =>
      response(200).json({
        response: { email: (query.get('email') ?? '').trim().toLowerCase(), emailVerified: false },
      }),
    ),

    http.get('/check-account', ({ response }) =>
      response(200).json({
        response: { exists: false, emailVerified: false, registration_complete: false },
      }),
    ),

    http.post('/ip-check', ({ response }) =>
      response(200).json({ response: { UserIP: state.settings.clientIp } }),
    ),
  ];
}
