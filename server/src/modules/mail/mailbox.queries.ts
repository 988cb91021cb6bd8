import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'stored' | 'sent' | 'failed';
  created_at: Date;
}

const present = (r: OutboxRow): Schemas['MailMessage'] => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  text: r.text,
  html: r.html,
  created_at: new Date(r.created_at).toISOString(),
  status: r.status,
});

const NEWEST_FIRST: Keyset = { parts: [{ sql: 'outbox.id', type: 'integer' }], direction: 'desc' };

/** One page of the stored mails (to one address), newest first. */
export async function listMailbox(
  db: Db,
  paging: PageQuery,
  to?: string,
): Promise<{ response: Schemas['MailMessage'][]; page: PageInfo }> {
  const q = db('outbox').select('outbox.*');
  if (to) q.where({ to_address: to.trim().toLowerCase() });
  const { rows, page } = await keysetPage<OutboxRow>(q, NEWEST_FIRST, paging);
  return { response: rows.map(present), page };
}

export async function mailboxMessage(db: Db, id: number): Promise<Schemas['MailMessage'] | undefined> {
  const row = (await db('outbox').where({ id }).first()) as OutboxRow | undefined;
  return row ? present(row) : undefined;
}
