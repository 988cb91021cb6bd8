import {
  API_MESSAGES,
  buildVerifyEmailLink,
  emailProblem,
  newPasswordProblem,
  passwordChangedText,
  resetPasswordText,
  type Schemas,
  signupParams,
  verifyEmailText,
} from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import {
  createLink,
  findUserByEmail,
  issueSession,
  normaliseEmail,
  presentUser,
  revokeSessions,
  sendMail,
  useLink,
} from '../accounts.ts';
import { fieldError, forbidden, MockApiError, notFound } from '../errors.ts';
import { found, type HandlerContext } from '../http.ts';
import { mockUser, newCompany, newOrganization, newProperty } from '../seed.ts';
import { type MockState, type MockUser, nowIso } from '../state.ts';

const checkPassword = (password: string, confirmation: string, field: string, confirmField: string) => {
  const problem = newPasswordProblem(password, confirmation, field, confirmField);
  if (problem) throw new MockApiError(problem.status, problem.code, problem.message, problem.details);
};

const linkInvalid = (what: string) =>
  new MockApiError(400, 'link_invalid', API_MESSAGES.linkInvalid(what), [
    { in: 'body', field: 'token', reason: 'is unknown, used or expired' },
  ]);

const sendVerification = (state: MockState, user: MockUser) =>
  sendMail(
    state,
    user.email,
    verifyEmailText(
      user.firstname,
      buildVerifyEmailLink(state.settings.appUrl, createLink(state, user.uid, 'verify_email'), user.signup),
    ),
  );

/** The account's answer to a login, by its fixture flags: two-factor, unfinished registration, unpaid sign-up. */
function login(state: MockState, body: Schemas['LoginRequest']): Schemas['LoginResult'] {
  const user = findUserByEmail(state, body.email);
  if (!user || user.password !== body.password || user.status !== 'active')
    throw new MockApiError(401, 'invalid_credentials', API_MESSAGES.incorrectLogin);
  if (user.two_factor_enabled) {
    if (!body.otp && !body.recovery_code) return { action: 'otpRequired', email: user.email };
    if (body.otp !== state.settings.otp && !user.two_factor.recovery_codes.includes(body.recovery_code ?? ''))
      throw new MockApiError(401, 'otp_invalid', API_MESSAGES.incorrectCode);
  }
  if (!user.registration_complete && !user.is_staff) {
    const registration = issueSession(state, user.uid, 'registration').token;
    return { action: 'required', email: user.email, userID: user.uid, registration_token: registration };
  }
  const pending = state.companies.get(user.cID ?? 0)?.pending_plan;
  if (pending) {
    return {
      action: 'statusRequired',
      uri: `/signup?${new URLSearchParams({ step: 'checkout', ...pending, id: String(user.uid) })}`,
    };
  }
  const session = issueSession(state, user.uid);
  return { action: 'success', token: session.token, expires_at: session.expires_at, user: presentUser(user) };
}

/** Tags Authentication, Registration, Password and Two-factor. */
export function authHandlers({ state, http, caller }: HandlerContext): HttpHandler[] {
  const impersonation = (token: string) => {
    const link = state.links.find((l) => l.token === token && l.purpose === 'impersonate' && !l.used);
    if (!link) throw new MockApiError(400, 'link_invalid', API_MESSAGES.linkInvalid('impersonation'));
    const user = found(state.users.get(link.user_id), 'User');
    const staff = found(state.users.get(link.impersonator_id ?? 0), 'User');
    return { link, user, staff, expires_at: new Date(state.now().getTime() + 15 * 60_000).toISOString() };
  };
  return [
    http.post('/login', async ({ request, response }) =>
      response(200).json({ response: login(state, await request.json()) }),
    ),
    http.post('/logout', ({ request, response }) => {
      caller(request).session.revoked = true;
      return response(204).empty();
    }),
    http.post('/keepalive', ({ request, response }) =>
      response(200).json({ response: { expires_at: caller(request).session.expires_at } }),
    ),
    http.post('/impersonation', async ({ request, response }) => {
      const staff = caller(request);
      if (!staff.user.is_staff) throw forbidden('impersonate users');
      const target = found(state.users.get((await request.json()).user_id), 'User');
      const token = createLink(state, target.uid, 'impersonate', { impersonator_id: staff.user.uid });
      const { expires_at } = impersonation(token);
      return response(200).json({
        response: { token, expires_at, user: presentUser(target, { impersonatedBy: staff.user.email }) },
      });
    }),
    http.post('/impersonation/preview', async ({ request, response }) => {
      const { user, staff, expires_at } = impersonation((await request.json()).token);
      return response(200).json({
        response: { expires_at, user: presentUser(user, { impersonatedBy: staff.email }) },
      });
    }),
    http.post('/impersonation/session', async ({ request, response }) => {
      const { link, user, staff } = impersonation((await request.json()).token);
      link.used = true;
      const session = issueSession(state, user.uid, 'impersonation', staff.uid);
      return response(200).json({
        response: {
          token: session.token,
          expires_at: session.expires_at,
          user: presentUser(user, { impersonatedBy: staff.email }),
        },
      });
    }),

    ...(['/register', '/signup_new'] as const).map((path) =>
      http.post(path, async ({ request, response }) => {
        const body = await request.json();
        checkPassword(body.password, body.confirmpassword, 'password', 'confirmpassword');
        if (findUserByEmail(state, body.email))
          throw new MockApiError(409, 'email_taken', API_MESSAGES.emailTaken, [
            { in: 'body', field: 'email', reason: 'is already registered' },
          ]);
        const signup = signupParams(new URL(request.url).searchParams);
        const user = state.users.create((uid) =>
          mockUser(uid, normaliseEmail(body.email), {
            password: body.password,
            firstname: body.firstname.trim(),
            lastname: body.lastname.trim(),
            emailVerified: false,
            is_accept_terms_and_conditions: false,
            registration_complete: false,
            signup,
            joined_at: null,
          }),
        );
        sendVerification(state, user);
        return response(201).json({
          response: { userID: user.uid, email: user.email, emailVerified: false },
        });
      }),
    ),
    http.get('/registration', ({ request, response }) => {
      const { user } = caller(request, 'registration');
      const company = state.companies.get(user.cID ?? 0);
      const organization = company && state.organizations.find((o) => o.cID === company.id);
      const base = { userID: user.uid, email: user.email, emailVerified: user.emailVerified };
      if (!company) return response(200).json({ response: { ...base, step: 'company' } });
      if (!organization)
        return response(200).json({
          response: { ...base, step: 'organization', company_name: company.company_name },
        });
      return response(200).json({
        response: {
          ...base,
          step: 'property',
          company_name: company.company_name,
          organization: { id: organization.id, orgname: organization.orgname },
        },
      });
    }),
    http.post('/registration/company', async ({ request, response }) => {
      const { user } = caller(request, 'registration');
      const body = await request.json();
      const signup = { ...user.signup, ...signupParams(new URL(request.url).searchParams) };
      const fields = {
        company_name: body.company_name.trim(),
        country: body.country ?? '',
        website: body.website ?? '',
        pending_plan: signup.plan_id
          ? { plan_id: signup.plan_id, plan_type: signup.plan_type ?? '', units: signup.units ?? '1' }
          : null,
      };
      const company =
        state.companies.update(user.cID ?? 0, fields) ??
        state.companies.create((id) => newCompany(id, '', '', { created_at: nowIso(state), ...fields }));
      Object.assign(user, { cID: company.id, role: 'Company Owner', signup, joined_at: nowIso(state) });
      const { pending_plan: _p, ...shown } = company;
      return response(201).json({ response: shown });
    }),
    http.post('/registration/organization', async ({ request, response }) => {
      const { user } = caller(request, 'registration');
      const body = await request.json();
      const companyId = found(user.cID ?? undefined, 'Company (register the company first)');
      const fields = {
        orgname: body.orgname.trim(),
        description: body.description ?? '',
        updated_at: nowIso(state),
      };
      const saved = state.organizations.find((o) => o.cID === companyId);
      const organization = saved
        ? Object.assign(saved, fields)
        : state.organizations.create((id) =>
            Object.assign(newOrganization(id, companyId, '', '', '', nowIso(state)), fields),
          );
      return response(201).json({ response: { ...organization, properties: [] } });
    }),
    http.post('/registration/property', async ({ request, response }) => {
      const { user } = caller(request, 'registration');
      const body = await request.json();
      const organization = state.organizations.find(
        (o) => o.id === body.organization_id && o.cID === user.cID,
      );
      if (!organization) throw notFound('Organization');
      const property = state.properties.create((id) =>
        newProperty(id, organization.id, body.property_name.trim(), body.url.trim(), true, nowIso(state)),
      );
      Object.assign(user, {
        registration_complete: true,
        default_organization_property: {
          organization_id: organization.id,
          property_id: property.property_id,
        },
      });
      revokeSessions(state, user.uid);
      const session = issueSession(state, user.uid);
      return response(201).json({
        response: {
          registration_complete: true,
          token: session.token,
          expires_at: session.expires_at,
          user: presentUser(user),
          organization_id: organization.id,
          property_id: property.property_id,
        },
      });
    }),
    http.post('/email/verify', async ({ request, response }) => {
      const link = useLink(state, (await request.json()).token, 'verify_email');
      const user = found(link && state.users.get(link.user_id), 'User');
      user.emailVerified = true;
      const required = !user.registration_complete && !user.is_staff;
      return response(200).json({
        response: {
          userID: user.uid,
          email: user.email,
          emailVerified: true,
          registration_required: required,
          signup: signupParams(user.signup),
          ...(required ? { registration_token: issueSession(state, user.uid, 'registration').token } : {}),
        },
      });
    }),
    http.post('/email/resend', async ({ request, response }) => {
      const body = await request.json();
      const user = findUserByEmail(state, body.email);
      if (user && !user.emailVerified) sendVerification(state, user);
      return response(200).json({ message: API_MESSAGES.verificationResent(body.email) });
    }),
    http.get('/email/check', ({ query, response }) => {
      const email = normaliseEmail(query.get('email') ?? '');
      const reason = emailProblem(email);
      return response(200).json({
        response: { email, valid: !reason, available: !reason, ...(reason ? { reason } : {}) },
      });
    }),
    http.post('/user/verifyemail', ({ request, response }) => {
      const { user } = caller(request);
      sendVerification(state, user);
      return response(200).json({ message: API_MESSAGES.verificationSent(user.email) });
    }),
    http.get('/register/checkemailverify', ({ query, response }) =>
      response(200).json({
        response: { email: normaliseEmail(query.get('email') ?? ''), emailVerified: false },
      }),
    ),
    http.get('/check-account', ({ response }) =>
      response(200).json({ response: { exists: false, emailVerified: false, registration_complete: false } }),
    ),
    http.post('/ip-check', ({ response }) =>
      response(200).json({ response: { UserIP: state.settings.clientIp } }),
    ),

    http.post('/password/forgot', async ({ request, response }) => {
      const user = findUserByEmail(state, (await request.json()).email);
      if (user?.password) {
        const url = `${state.settings.appUrl}/resetpswd/${createLink(state, user.uid, 'reset_password')}`;
        sendMail(state, user.email, resetPasswordText(user.firstname, url));
      }
      return response(200).json({ message: API_MESSAGES.forgotPassword });
    }),
    http.post('/password/reset', async ({ request, response }) => {
      const body = await request.json();
      checkPassword(body.password, body.confirmpassword, 'password', 'confirmpassword');
      const link = useLink(state, body.token, 'reset_password');
      if (!link) throw linkInvalid('reset');
      state.users.update(link.user_id, { password: body.password });
      return response(200).json({ message: API_MESSAGES.passwordReset });
    }),
    http.post('/password/change', async ({ request, response }) => {
      const { user, session } = caller(request);
      const body = await request.json();
      if (user.password !== body.current_password) throw fieldError('current_password', 'is incorrect');
      checkPassword(body.new_password, body.confirm_password, 'new_password', 'confirm_password');
      user.password = body.new_password;
      revokeSessions(state, user.uid, session.token);
      sendMail(state, user.email, passwordChangedText(user.firstname));
      return response(200).json({ message: API_MESSAGES.passwordChanged });
    }),

    http.post('/create-app-authencation', ({ request, response }) => {
      const { user } = caller(request);
      user.two_factor.pending = true;
      const secret = 'JBSWY3DPEHPK3PXP';
      return response(200).json({
        response: {
          secret,
          otpauth_uri: `otpauth://totp/Privacy%20Portal:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Privacy%20Portal`,
          // A 1×1 PNG: the mocks draw no QR code.
          qr_code:
            'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        },
      });
    }),
    http.get('/get-app-authencation', ({ request, response }) =>
      response(200).json({ response: twoFactorStatus(caller(request).user) }),
    ),
    http.post('/update-app-authencation', async ({ request, response }) => {
      const { user } = caller(request);
      if ((await request.json()).code !== state.settings.otp)
        throw fieldError('code', 'does not match the authenticator app');
      const codes = Array.from(
        { length: 10 },
        (_, i) => `rcode-${String(user.uid * 100 + i).padStart(5, '0')}`,
      );
      user.two_factor_enabled = true;
      user.two_factor = { pending: false, enabled_at: nowIso(state), recovery_codes: codes };
      return response(200).json({ response: { enabled: true, recovery_codes: codes } });
    }),
    http.delete('/delete-app-authencation', async ({ request, response }) => {
      const { user } = caller(request);
      if (user.password !== (await request.json()).password) throw fieldError('password', 'is incorrect');
      user.two_factor_enabled = false;
      user.two_factor = { pending: false, enabled_at: null, recovery_codes: [] };
      return response(200).json({ response: twoFactorStatus(user) });
    }),
  ];
}

const twoFactorStatus = (user: MockUser): Schemas['TwoFactorStatus'] => ({
  enabled: user.two_factor_enabled,
  pending: user.two_factor.pending,
  enabled_at: user.two_factor.enabled_at,
  recovery_codes_remaining: user.two_factor.recovery_codes.length,
});
