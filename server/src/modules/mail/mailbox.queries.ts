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

/** Keeps a mail in the outbox: the whole mail while it stays here (dev mailbox), or its envelope once sent. */
export async function insertOutboxMail(
  db: Db,
  row: {
    to_address: string;
    subject: string;
    text: string;
    html?: string;
    status: OutboxRow['status'];
    error?: string;
    sent?: boolean;
  },
): Promise<void> {
  const { sent, ...columns } = row;
  await db('outbox').insert(sent ? { ...columns, sent_at: db.fn.now() } : columns);
}
