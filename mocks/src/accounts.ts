import { type MailText, mailPlainText, type Schemas } from '@privacy-portal/sdk';
import type { Caller } from './http.ts';
import { type MockLink, type MockSession, type MockState, type MockUser, nowIso } from './state.ts';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = (state: MockState, email: string): MockUser | undefined =>
  state.users.find((u) => u.email === normaliseEmail(email));

/** The demo account with this email; throws when the fixture has none (a mistake in a story). */
export function userByEmail(state: MockState, email: string): MockUser {
  const user = findUserByEmail(state, email);
  if (!user) throw new Error(`No mock user ${email}`);
  return user;
}

/** Changes a demo account in place (stories: "a user who has not accepted the terms", …). */
export const updateUser = (state: MockState, email: string, patch: Partial<MockUser>): MockUser =>
  Object.assign(userByEmail(state, email), patch);

const randomPart = () => Math.random().toString(36).slice(2, 12);

/**
 * A new session. The token names its user, kind and expiry, so that the portal's mock mode stays
 * logged in across a page reload (a reload starts a fresh state; see `http.ts` authenticate).
 */
export function issueSession(
  state: MockState,
  userId: number,
  kind: MockSession['kind'] = 'user',
  impersonatorId: number | null = null,
): MockSession {
  const ttl = kind === 'user' ? state.settings.sessionTtlSeconds : 2 * 3600;
  const expires = state.now().getTime() + ttl * 1000;
  return state.sessions.create((id) => ({
    id,
    token: `mock-${kind}.${userId}.${impersonatorId ?? 0}.${expires}.${randomPart()}`,
    user_id: userId,
    kind,
    impersonator_id: impersonatorId,
    expires_at: new Date(expires).toISOString(),
    revoked: false,
  }));
}

/** The session a token of an earlier state (before a reload) describes, taken into this state. */
export function adoptSession(state: MockState, token: string): MockSession | undefined {
  const [, kind, uid, staff, expires] =
    /^mock-(user|registration|impersonation)\.(\d+)\.(\d+)\.(\d+)\./.exec(token) ?? [];
  if (!kind || !state.users.get(Number(uid))) return undefined;
  return state.sessions.create((id) => ({
    id,
    token,
    user_id: Number(uid),
    kind: kind as MockSession['kind'],
    impersonator_id: Number(staff) || null,
    expires_at: new Date(Number(expires)).toISOString(),
    revoked: false,
  }));
}

/** A bearer token of a demo account, for stories and tests that start logged in. */
export const signIn = (state: MockState, email: string): string =>
  issueSession(state, userByEmail(state, email).uid).token;

export const revokeSessions = (state: MockState, userId: number, except?: string): void => {
  for (const s of state.sessions.list((s) => s.user_id === userId && s.token !== except)) s.revoked = true;
};

export const createLink = (
  state: MockState,
  userId: number,
  purpose: MockLink['purpose'],
  extra: Partial<MockLink> = {},
) =>
  state.links.create((id) => ({
    id,
    token: `${purpose}.${id}.${randomPart()}`,
    user_id: userId,
    purpose,
    used: false,
    ...extra,
  })).token;

/** Uses the link once; its row, or undefined when unknown or used. */
export function useLink(state: MockState, token: string, purpose: MockLink['purpose']): MockLink | undefined {
  const link = state.links.find((l) => l.token === token && l.purpose === purpose && !l.used);
  if (link) link.used = true;
  return link;
}

/** The newest unused link of an account, e.g. to follow a verification link in a test. */
export const latestLink = (
  state: MockState,
  email: string,
  purpose: MockLink['purpose'],
): string | undefined =>
  state.links
    .list((l) => l.user_id === findUserByEmail(state, email)?.uid && l.purpose === purpose && !l.used)
    .at(-1)?.token;

/** Stores a mail in the dev mailbox; the texts are the product's (sdk/src/messages/mail-texts.ts). */
export function sendMail(state: MockState, to: string, mail: MailText): void {
  state.mailbox.create((id) => ({
    id,
    to,
    subject: mail.subject,
    text: mailPlainText(mail),
    html: null,
    status: 'stored',
    created_at: nowIso(state),
  }));
}

/** The contract's User of an account (the mock-only fields left out). */
export function presentUser(user: MockUser, caller?: Pick<Caller, 'impersonatedBy'>): Schemas['User'] {
  const {
    password: _p,
    status: _s,
    organization_ids: _o,
    invited_at: _i,
    joined_at: _j,
    two_factor: _t,
    signup: _u,
    ...shown
  } = user;
  return { ...shown, ...(caller?.impersonatedBy ? { impersonated_by: caller.impersonatedBy } : {}) };
}
