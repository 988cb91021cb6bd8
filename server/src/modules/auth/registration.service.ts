import {
  API_MESSAGES,
  buildVerifyEmailLink,
  completeLink,
  mergeQuickStartProgress,
  newPasswordProblem,
  type QuickStartSection,
  type Schemas,
  signupParams,
} from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, forbidden, notFound, refused } from '../../http/errors.ts';
import { conflictOnDuplicate } from '../access/access.ts';
import { presentCompany } from '../company/company.queries.ts';
import { verifyEmailMail } from '../mail/mail.templates.ts';
import { insertOrganization, presentOrganization } from '../organizations/organizations.queries.ts';
import { insertProperty } from '../properties/properties.queries.ts';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  presentUser,
  type UserRow,
  updateUser,
} from '../users/users.queries.ts';
import { type ClientInfo, clientOf } from './login.service.ts';
import { hashPassword } from './passwords.ts';
import {
  companyNameOf,
  completeRegistration,
  findCompanyOrganization,
  firstOrganizationOf,
  insertRegisteredCompany,
  insertRegisteredUser,
  lockRegistrant,
  renameRegisteredOrganization,
  rewriteRegisteredCompany,
} from './registration.queries.ts';
import { revokeSessions } from './tokens.queries.ts';
import { consumeLinkToken, createLinkToken } from './tokens.ts';

const VERIFY_TTL_SECONDS = 48 * 3600;
/** Quick Start links 1 Add Company details, 2 Add Organization, 3 Add Property: what registration does. */
const REGISTRATION_LINKS = [1, 2, 3] as const;

/** The Quick Start sections of someone whose registration made company, organization and property. */
export function registeredQuickStart(stored?: readonly QuickStartSection[] | null): QuickStartSection[] {
  return REGISTRATION_LINKS.reduce(completeLink, mergeQuickStartProgress(stored));
}

/** Password policy and confirmation (the sdk's rule), checked before anything is written. */
export function checkNewPassword(
  password: string,
  confirmation: string,
  field: string,
  confirmField: string,
): void {
  const problem = newPasswordProblem(password, confirmation, field, confirmField);
  if (problem) throw refused(problem);
}

export async function sendVerification(deps: Deps, user: UserRow): Promise<void> {
  const token = await createLinkToken(deps.db, user.id, 'verify_email', VERIFY_TTL_SECONDS);
  const link = buildVerifyEmailLink(deps.config.appUrl, token, user.signup ?? {});
  await deps.mailer.send(deps.db, verifyEmailMail(user.email, user.firstname, link));
}

export async function register(
  deps: Deps,
  body: Schemas['RegisterRequest'],
  signup: Record<string, unknown>,
  ip: string,
): Promise<Schemas['Registered']> {
  checkNewPassword(body.password, body.confirmpassword, 'password', 'confirmpassword');
  // The sign-up form must say when an address is taken (email_taken on the email field), so this is
  // throttled per client address instead: a list of addresses cannot be walked through it.
  await deps.limiters.consume([`signup:${ip}`], 'sign-ups');
  const email = normaliseEmail(body.email);
  // Hashed before the look-up, so a taken address does not answer faster than a free one.
  const passwordHash = await hashPassword(body.password);
  if (await findUserByEmail(deps.db, email)) {
    throw new ApiError(409, 'email_taken', API_MESSAGES.emailTaken, [
      { in: 'body', field: 'email', reason: 'is already registered' },
    ]);
  }
  let user: UserRow | undefined;
  try {
    user = await insertRegisteredUser(deps.db, {
      email,
      password_hash: passwordHash,
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      signup: JSON.stringify(signupParams(signup)),
    });
  } catch (err) {
    // Two sign-ups racing for one address.
    if ((err as { code?: string }).code === '23505') {
      throw new ApiError(409, 'email_taken', API_MESSAGES.emailTaken, [
        { in: 'body', field: 'email', reason: 'is already registered' },
      ]);
    }
    throw err;
  }
  if (!user) throw new Error('insert returned no row');
  await sendVerification(deps, user);
  return { userID: user.id, email, emailVerified: false };
}

export async function verifyEmail(
  deps: Deps,
  token: string,
  client: ClientInfo,
): Promise<Schemas['EmailVerified']> {
  const attempt = await deps.limiters.consume([`token:${client.ip}`], 'attempts');
  const used = await consumeLinkToken(deps.db, token, 'verify_email');
  if (!used) {
    throw new ApiError(400, 'link_invalid', API_MESSAGES.linkInvalid('verification'), [
      { in: 'body', field: 'token', reason: 'is unknown, used or expired' },
    ]);
  }
  await attempt.succeeded();
  const user = await updateUser(deps.db, used.userId, { email_verified_at: deps.db.fn.now() });
  const registrationRequired = !user.registration_completed_at && !user.is_staff;
  const result: Schemas['EmailVerified'] = {
    userID: user.id,
    email: user.email,
    emailVerified: true,
    registration_required: registrationRequired,
    signup: signupParams(user.signup ?? {}),
  };
  if (registrationRequired) {
    const reg = await deps.tokens.issue(deps.db, {
      userId: user.id,
      kind: 'registration',
      ...clientOf(client),
    });
    result.registration_token = reg.token;
  }
  return result;
}

/**
 * Resend for the sign-up page: silent for unknown or verified addresses, limited per address. Every
 * request counts, known address or not, so the 429 tells nothing either.
 */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  await deps.limiters.consume([`mail:verify:${normaliseEmail(email)}`], 'verification mails');
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.email_verified_at || user.status !== 'active') return;
  await sendVerification(deps, user);
}

// ---- registration steps (registration token) -----------------------------------------------------

interface RegistrationQuery {
  email: string;
  userid: number;
}

const registrationComplete = () =>
  new ApiError(409, 'registration_complete', 'The registration is already complete: log in instead');

async function registrant(deps: Deps, userId: number, query: RegistrationQuery): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  if (user.id !== query.userid || user.email !== normaliseEmail(query.email)) {
    throw forbidden('register for another account');
  }
  if (user.registration_completed_at) throw registrationComplete();
  return user;
}

/** Locks the registrant (registration.queries) and refuses a registration finished meanwhile. */
async function lockedRegistrant(trx: Db, userId: number) {
  const locked = await lockRegistrant(trx, userId);
  if (!locked) throw notFound('User');
  if (locked.registration_completed_at) throw registrationComplete();
  return locked;
}

/** Where an unfinished registration resumes, with the values saved so far. */
export async function registrationProgress(
  deps: Deps,
  userId: number,
  query: RegistrationQuery,
): Promise<Schemas['RegistrationProgress']> {
  const user = await registrant(deps, userId, query);
  const progress: Schemas['RegistrationProgress'] = {
    userID: user.id,
    email: user.email,
    emailVerified: user.email_verified_at !== null && user.email_verified_at !== undefined,
    step: 'company',
  };
  if (!user.company_id) return progress;
  const companyName = await companyNameOf(deps.db, user.company_id);
  if (companyName !== undefined) progress.company_name = companyName;
  progress.step = 'organization';
  const org = await firstOrganizationOf(deps.db, user.company_id);
  if (!org) return progress;
  return { ...progress, step: 'property', organization: { id: org.id, orgname: org.name } };
}

export async function registerCompany(
  deps: Deps,
  userId: number,
  query: RegistrationQuery & Record<string, unknown>,
  body: Schemas['RegistrationCompanyRequest'],
): Promise<Schemas['Company']> {
  const user = await registrant(deps, userId, query);
  const signup = { ...signupParams(user.signup ?? {}), ...signupParams(query) };
  const pendingPlan = signup.plan_id
    ? JSON.stringify({
        plan_id: signup.plan_id,
        plan_type: signup.plan_type ?? '',
        units: signup.units ?? '1',
      })
    : null;
  const fields = {
    name: body.company_name.trim(),
    country: body.country ?? '',
    website: body.website ?? '',
    pending_plan: pendingPlan,
  };
  return deps.db.transaction(async (trx) => {
    // Read again under the lock: a parallel send of this step may have made the company meanwhile.
    const companyId = (await lockedRegistrant(trx, user.id)).company_id;
    const company = companyId
      ? await rewriteRegisteredCompany(trx, companyId, fields)
      : await insertRegisteredCompany(trx, user.id, fields, JSON.stringify(signup));
    return presentCompany(company);
  });
}

export async function registerOrganization(
  deps: Deps,
  userId: number,
  query: RegistrationQuery,
  body: Schemas['RegistrationOrganizationRequest'],
): Promise<Schemas['Organization']> {
  const user = await registrant(deps, userId, query);
  const companyId = user.company_id;
  if (!companyId) throw notFound('Company (register the company first)');
  const orgname = body.orgname.trim();
  const taken = (err: unknown) =>
    conflictOnDuplicate(err, 'orgname', 'An organization with this name already exists');
  // One organization per registration: sending the step again (another name after a new login, or
  // the same request twice at once) renames the one made first instead of leaving it behind.
  const org = await deps.db.transaction(async (trx) => {
    await lockedRegistrant(trx, user.id);
    const saved = await firstOrganizationOf(trx, companyId);
    if (!saved) {
      return insertOrganization(trx, companyId, {
        orgname,
        description: body.description ?? '',
        country: '',
      }).catch(taken);
    }
    const updated = await renameRegisteredOrganization(trx, saved.id, {
      name: orgname,
      ...(body.description === undefined ? {} : { description: body.description }),
    }).catch(taken);
    return updated ?? saved;
  });
  return presentOrganization(org, []);
}

export async function registerProperty(
  deps: Deps,
  userId: number,
  query: RegistrationQuery,
  body: Schemas['RegistrationPropertyRequest'],
  client: ClientInfo,
): Promise<Schemas['RegistrationComplete']> {
  const user = await registrant(deps, userId, query);
  if (!user.company_id) throw notFound('Company (register the company first)');
  const org = await findCompanyOrganization(deps.db, user.company_id, body.organization_id);
  if (!org) throw notFound('Organization');
  const property = await deps.db
    .transaction(async (trx) => {
      // A parallel send of this step may have finished the registration meanwhile.
      await lockedRegistrant(trx, user.id);
      const p = await insertProperty(trx, org.id, user.company_id as number, {
        property_name: body.property_name,
        url: body.url,
      });
      await completeRegistration(trx, user.id, {
        orgId: org.id,
        propId: p.id,
        // The three steps just made company, organization and property: Getting Started is done.
        quickstartSections: JSON.stringify(registeredQuickStart(user.quickstart_sections)),
      });
      return p;
    })
    .catch((err: unknown) =>
      conflictOnDuplicate(err, 'property_name', 'A property with this name already exists'),
    );
  await revokeSessions(deps.db, user.id);
  const session = await deps.tokens.issue(deps.db, { userId: user.id, kind: 'user', ...clientOf(client) });
  const fresh = (await findUserById(deps.db, user.id)) as UserRow;
  return {
    registration_complete: true,
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: presentUser(fresh),
    organization_id: org.id,
    property_id: property.id,
  };
}
