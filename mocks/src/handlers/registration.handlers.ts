import type { HttpHandler } from 'msw';
import { findUserByEmail } from '../fixtures/accounts.ts';
import {
  checkEmail,
  cleanSignup,
  register,
  registerCompany,
  registerOrganization,
  registerProperty,
  resendVerification,
  sendVerification,
  verifyEmail,
} from '../fixtures/auth.ts';
import { MockApiError, notFound } from '../fixtures/errors.ts';
import { callerOf, check, type HandlerContext, idParam, readJson, requiredQuery } from './http.ts';

const registerBody = (body: unknown) =>
  check(body)
    .text('firstname', { max: 60 })
    .text('lastname', { max: 60 })
    .email('email')
    .text('password', { max: 128, blank: true })
    .text('confirmpassword', { max: 128, blank: true })
    .done();

/** Tag Registration: sign-up, the three registration steps, email verification and account checks. */
export function registrationHandlers({ state, http }: HandlerContext): HttpHandler[] {
  const registrationQuery = (request: Request) => {
    const query = new URL(request.url).searchParams;
    const email = requiredQuery(query.get('email'), 'email');
    const userid = String(idParam(query.get('userid'), 'userid', 'query'));
    return { email, userid, signup: cleanSignup(query) };
  };
  return [
    http.post('/register', async ({ request, response }) => {
      const body = await readJson(request);
      registerBody(body);
      const signup = cleanSignup(new URL(request.url).searchParams);
      return response(201).json({ response: register(state, body, signup) });
    }),

    http.post('/signup_new', async ({ request, response }) => {
      const body = await readJson(request);
      registerBody(body);
      const signup = cleanSignup(new URL(request.url).searchParams);
      return response(201).json({ response: register(state, body, signup) });
    }),

    http.post('/registration/company', async ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      const body = await readJson(request);
      check(body)
        .text('company_name')
        .text('country', { optional: true, blank: true })
        .text('website', { optional: true, blank: true, max: 2048 })
        .done();
      return response(201).json({
        response: registerCompany(state, caller, registrationQuery(request), body),
      });
    }),

    http.post('/registration/organization', async ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      const body = await readJson(request);
      check(body).text('orgname').text('description', { optional: true, blank: true, max: 500 }).done();
      return response(201).json({
        response: registerOrganization(state, caller, registrationQuery(request), body),
      });
    }),

    http.post('/registration/property', async ({ request, response }) => {
      const caller = callerOf(state, request, 'registration');
      const body = await readJson(request);
      check(body).id('organization_id').text('property_name').website('url').done();
      return response(201).json({
        response: registerProperty(state, caller, registrationQuery(request), body),
      });
    }),

    http.post('/email/verify', async ({ request, response }) => {
      const body = await readJson(request);
      check(body).text('token', { max: 128 }).done();
      return response(200).json({ response: verifyEmail(state, body.token) });
    }),

    http.post('/email/resend', async ({ request, response }) => {
      const body = await readJson(request);
      check(body).email('email').done();
      resendVerification(state, body.email);
      return response(200).json({
        message: `If ${body.email} has an unverified account, the verification email is sent to it.`,
      });
    }),

    http.get('/email/check', ({ query, response }) => {
      const email = requiredQuery(query.get('email'), 'email');
      return response(200).json({ response: checkEmail(state, email) });
    }),

    http.post('/user/verifyemail', ({ request, response }) => {
      const { user } = callerOf(state, request);
      if (user.emailVerified) {
        throw new MockApiError(409, 'already_enabled', 'Your email address is already verified');
      }
      sendVerification(state, user);
      return response(200).json({ message: `the verification email is sent to ${user.email}` });
    }),

    http.get('/register/checkemailverify', ({ query, response }) => {
      const user = findUserByEmail(state, requiredQuery(query.get('email'), 'email'));
      if (!user) throw notFound('Account');
      return response(200).json({ response: { email: user.email, emailVerified: user.emailVerified } });
    }),

    http.get('/check-account', ({ query, response }) => {
      const user = findUserByEmail(state, requiredQuery(query.get('email'), 'email'));
      return response(200).json({
        response: {
          exists: Boolean(user),
          emailVerified: Boolean(user?.emailVerified),
          registration_complete: Boolean(user?.registrationComplete),
        },
      });
    }),

    http.post('/ip-check', ({ response }) =>
      response(200).json({ response: { UserIP: state.settings.clientIp } }),
    ),
  ];
}
