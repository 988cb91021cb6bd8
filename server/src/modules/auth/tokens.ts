import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/users.queries.ts';
import {
  findLinkTokenByHash,
  findSessionWithUser,
  insertLinkToken,
  insertSession,
  type LinkTokenRow,
  retireLinkTokens,
  spendLinkToken,
} from './tokens.queries.ts';

export type SessionKind = 'user' | 'registration' | 'impersonation';

export interface SessionRow {
  id: string;
  user_id: number;
  kind: SessionKind;
  impersonator_id: number | null;
  expires_at: Date;
  revoked_at: Date | null;
}

const ISSUER = 'privacy-portal';
const VERIFIED_TOKENS_KEPT = 10_000;
const REGISTRATION_TTL_SECONDS = 2 * 3600;
export const IMPERSONATION_TTL_SECONDS = 15 * 60;

export interface TokenService {
  issue(
    db: Db,
    input: { userId: number; kind: SessionKind; impersonatorId?: number; ip?: string; userAgent?: string },
  ): Promise<{ token: string; expiresAt: Date; sessionId: string }>;
  /** The live session behind a token and its user, or null when it is malformed, expired or revoked. */
  verify(db: Db, token: string): Promise<{ session: SessionRow; user: UserRow } | null>;
}

export function createTokenService(secret: string, sessionTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const ttl = (kind: SessionKind) =>
    kind === 'registration'
      ? REGISTRATION_TTL_SECONDS
      : kind === 'impersonation'
        ? IMPERSONATION_TTL_SECONDS
        : sessionTtlSeconds;
  // Tokens whose signature was already checked: WebCrypto's HMAC runs on the thread pool and cost
  // more than the rest of an authenticated request. Only the signature is remembered; expiry is
  // checked on every use and the session row (revocation) is read on every request.
  const checked = new Map<string, { jti: string; exp: number }>();
  const verifiedJti = async (token: string): Promise<string | null> => {
    let known = checked.get(token);
    if (!known) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.jti || !payload.exp) return null;
        known = { jti: payload.jti, exp: payload.exp };
      } catch {
        return null;
      }
      if (checked.size >= VERIFIED_TOKENS_KEPT) checked.delete(checked.keys().next().value as string);
      checked.set(token, known);
    }
    if (known.exp * 1000 <= Date.now()) {
      checked.delete(token);
      return null;
    }
    return known.jti;
  };
  return {
    async issue(db, input) {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + ttl(input.kind) * 1000);
      await insertSession(db, {
        id: sessionId,
        user_id: input.userId,
        kind: input.kind,
        impersonator_id: input.impersonatorId ?? null,
        expires_at: expiresAt,
        ip: input.ip?.slice(0, 64) ?? null,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      });
      const token = await new SignJWT({ kind: input.kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(String(input.userId))
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt, sessionId };
    },
    async verify(db, token) {
      const jti = await verifiedJti(token);
      if (!jti) return null;
      const found = await findSessionWithUser(db, jti);
      if (!found) return null;
      const { session: live, user } = found;
      if (live.revoked_at || new Date(live.expires_at).getTime() <= Date.now()) return null;
      return { session: live, user };
    },
  };
}

// ---- single-use link tokens (verify email, reset password, invitation) -------------------------

export type LinkPurpose = 'verify_email' | 'reset_password' | 'invite' | 'impersonate';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new link token; only its hash is stored. Earlier unused tokens of the same purpose stop working. */
export async function createLinkToken(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  ttlSeconds: number,
  meta: Record<string, unknown> = {},
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await retireLinkTokens(db, userId, purpose);
  await insertLinkToken(db, {
    user_id: userId,
    purpose,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
    meta: JSON.stringify(meta),
  });
  return token;
}

/** Marks the token used and returns its user, or null when unknown, used or expired. */
export async function consumeLinkToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
): Promise<{ userId: number; meta: Record<string, unknown> } | null> {
  const row = await spendLinkToken(db, sha256(token), purpose);
  return row ? { userId: row.user_id, meta: row.meta ?? {} } : null;
}

/** The stored token of this purpose whatever its state (to say why it no longer works), or null. */
export async function findLinkToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
): Promise<LinkTokenRow | null> {
  return (await findLinkTokenByHash(db, sha256(token), purpose)) ?? null;
}
