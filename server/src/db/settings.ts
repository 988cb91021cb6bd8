import { randomSecret } from '../config.ts';
import type { Db } from './database.ts';

/** The token secret from the database, made on first start, so sessions survive restarts and replicas agree. */
export async function loadOrCreateSecret(db: Db, key = 'jwt_secret'): Promise<string> {
  await db('settings').insert({ key, value: randomSecret() }).onConflict('key').ignore();
  const row = await db('settings').where({ key }).first('value');
  return row.value as string;
}
