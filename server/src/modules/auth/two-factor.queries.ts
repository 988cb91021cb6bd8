import type { Db } from '../../db/database.ts';
import { isSealed, type SecretBox } from '../../security/secrets.ts';

/** The additional data a user's TOTP secret is sealed with: it opens for that user only. */
export const totpContext = (userId: number): string => `totp:${userId}`;

/**
 * Accepts a code's time step once: one conditional UPDATE, so two parallel logins with the same code
 * cannot both see the older step. False when this step or a later one was used already.
 */
export async function acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const changed = await db('users')
    .where({ id: userId })
    .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return changed === 1;
}

/** Spends a recovery code (by its hash) in one conditional UPDATE: true for the one request that removed it. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const changed = await db('users')
    .where({ id: userId })
    .whereRaw('jsonb_exists(recovery_codes, ?)', [codeHash])
    .update({ recovery_codes: db.raw('recovery_codes - ?::text', [codeHash]) });
  return changed === 1;
}

/** Seals TOTP secrets stored in plain text before encryption at rest existed; run at every start. */
export async function sealPlaintextTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = (await db('users')
    .whereNotNull('totp_secret')
    .orWhereNotNull('totp_pending_secret')
    .select('id', 'totp_secret', 'totp_pending_secret')) as {
    id: number;
    totp_secret: string | null;
    totp_pending_secret: string | null;
  }[];
  let sealed = 0;
  for (const row of rows) {
    const seal = (value: string | null) =>
      value === null || isSealed(value) ? value : box.seal(value, totpContext(row.id));
    const secret = seal(row.totp_secret);
    const pending = seal(row.totp_pending_secret);
    if (secret === row.totp_secret && pending === row.totp_pending_secret) continue;
    // Only a row still holding the plaintext it was read with: a replica starting at the same time
    // that sealed it first is not overwritten.
    sealed += await db('users')
      .where({ id: row.id, totp_secret: row.totp_secret, totp_pending_secret: row.totp_pending_secret })
      .update({ totp_secret: secret, totp_pending_secret: pending });
  }
  return sealed;
}

/**
 * Refuses to start on a key that cannot open the secrets already sealed in this database (SECRETS_KEY
 * changed or lost): better a clear start error than two-factor logins failing one by one later.
 */
export async function assertSecretsOpen(db: Db, box: SecretBox): Promise<void> {
  const row = (await db('users').whereNotNull('totp_secret').orderBy('id').first('id', 'totp_secret')) as
    | { id: number; totp_secret: string }
    | undefined;
  if (!row || !isSealed(row.totp_secret)) return;
  try {
    box.open(row.totp_secret, totpContext(row.id));
  } catch {
    throw new Error(
      'SECRETS_KEY does not open the secrets stored in this database: start with the key they were sealed with',
    );
  }
}
