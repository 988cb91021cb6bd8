/**
 * Visitors' addresses are stored only as HMAC-SHA-256 with the day's salt (consent_salts, one random
 * salt per UTC day, shared by every replica through the table). Salts older than SALT_RETENTION_DAYS
 * are deleted by the daily job, after which nobody can tell which address made a record: a hash
 * still groups one address's records within a day (abuse checks), never beyond.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.ts';

export const SALT_RETENTION_DAYS = 2;

export interface AddressHasher {
  /** The address's hash with the salt of `day` (YYYY-MM-DD), made and stored on first use. */
  hash(ip: string, day: string): Promise<string>;
}

export function createAddressHasher(db: Db): AddressHasher {
  // The day's salt as a key object, made once: each hash then skips preparing the key (the salt's text).
  const salts = new Map<string, Promise<KeyObject>>();
  const saltOf = (day: string): Promise<KeyObject> => {
    let salt = salts.get(day);
    if (!salt) {
      salt = (async () => {
        // The first replica to need the day's salt writes it; the others read the same one.
        await db('consent_salts')
          .insert({ day, salt: randomBytes(32).toString('hex') })
          .onConflict('day')
          .ignore();
        const row = (await db('consent_salts').where({ day }).first('salt')) as { salt: string };
        return createSecretKey(Buffer.from(row.salt, 'utf8'));
      })();
      salt.catch(() => salts.delete(day));
      // Only today's and yesterday's are wanted; an old day's promise goes.
      if (salts.size > 3) salts.delete(salts.keys().next().value as string);
      salts.set(day, salt);
    }
    return salt;
  };
  return {
    async hash(ip, day) {
      return createHmac('sha256', await saltOf(day))
        .update(ip)
        .digest('hex');
    },
  };
}

/** Deletes the salts past retention (the daily job). */
export async function deleteOldSalts(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SALT_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db('consent_salts').where('day', '<', cutoff).delete();
}
