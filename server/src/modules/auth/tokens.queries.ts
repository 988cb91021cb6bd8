import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/users.queries.ts';
import type { LinkPurpose, SessionKind, SessionRow } from './tokens.ts';

const SESSION_COLUMNS = ['id', 'user_id', 'kind', 'impersonator_id', 'expires_at', 'revoked_at'] as const;
const SESSION_ALIAS = '__session_';

export async function insertSession(
  db: Db,
  row: {
    id: string;
    user_id: number;
    kind: SessionKind;
    impersonator_id: number | null;
    expires_at: Date;
    ip: string | null;
    user_agent: string | null;
  },
): Promise<void> {
  await db('sessions').insert(row);
}

/** The session and its user in one query (every authenticated request not in the cache pays this). */
export async function findSessionWithUser(
  db: Db,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = (await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id', sessionId)
    .first('u.*', ...SESSION_COLUMNS.map((c) => `s.${c} as ${SESSION_ALIAS}${c}`))) as
    | Record<string, unknown>
    | undefined;
  if (!row) return undefined;
  const session = {} as Record<string, unknown>;
  for (const c of SESSION_COLUMNS) {
    session[c] = row[SESSION_ALIAS + c];
    delete row[SESSION_ALIAS + c];
  }
  return { session: session as unknown as SessionRow, user: row as unknown as UserRow };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db('sessions').where({ id: sessionId }).update({ revoked_at: db.fn.now() });
}

/** Records activity on the session (the keepalive ping). */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db('sessions').where({ id: sessionId }).update({ last_seen_at: db.fn.now() });
}

export async function revokeSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  const q = db('sessions').where({ user_id: userId }).whereNull('revoked_at');
  if (exceptSessionId) q.whereNot({ id: exceptSessionId });
  await q.update({ revoked_at: db.fn.now() });
}

// ---- single-use link tokens (stored by hash) ------------------------------------------------------

/** Marks the user's unused tokens of this purpose used. */
export async function retireLinkTokens(db: Db, userId: number, purpose: LinkPurpose): Promise<void> {
  await db('one_time_tokens')
    .where({ user_id: userId, purpose })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
}

export async function insertLinkToken(
  db: Db,
  row: { user_id: number; purpose: LinkPurpose; token_hash: string; expires_at: Date; meta: string },
): Promise<void> {
  await db('one_time_tokens').insert(row);
}

/** Marks the live token with this hash used, in one statement; its user and meta, or undefined. */
export async function spendLinkToken(
  db: Db,
  tokenHash: string,
  purpose: LinkPurpose,
): Promise<{ user_id: number; meta: Record<string, unknown> } | undefined> {
  const rows = (await db('one_time_tokens')
    .where({ token_hash: tokenHash, purpose })
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .update({ used_at: db.fn.now() })
    .returning(['user_id', 'meta'])) as Array<{ user_id: number; meta: Record<string, unknown> }>;
  return rows[0];
}

export interface LinkTokenRow {
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  meta: Record<string, unknown> | null;
}

/** The stored token with this hash whatever its state. */
export async function findLinkTokenByHash(
  db: Db,
  tokenHash: string,
  purpose: LinkPurpose,
): Promise<LinkTokenRow | undefined> {
  return (await db('one_time_tokens')
    .where({ token_hash: tokenHash, purpose })
    .first('user_id', 'expires_at', 'used_at', 'meta')) as LinkTokenRow | undefined;
}
