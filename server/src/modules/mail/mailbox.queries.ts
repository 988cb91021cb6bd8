import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  status: 'stored' | 'queued' | 'sent' | 'failed';
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

/** Keeps a mail in the outbox: the whole mail for the dev mailbox, or until the SMTP server took it. */
export async function insertOutboxMail(
  db: Db,
  row: { to_address: string; subject: string; text: string; html?: string; status: 'stored' | 'queued' },
): Promise<number> {
  const [inserted] = (await db('outbox').insert(row).returning('id')) as Array<{ id: number }>;
  return inserted?.id as number;
}

/** A mail still waiting for the SMTP server. */
export async function queuedMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return (await db('outbox').where({ id, status: 'queued' }).first()) as OutboxRow | undefined;
}

/** Sent: only the envelope is kept (the body held single-use links). */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db('outbox')
    .where({ id })
    .update({ status: 'sent', text: '', html: null, error: null, sent_at: db.fn.now() })
    .increment('attempts', 1);
}

/** A failed try: the error is kept and the mail stays queued for the next one. */
export async function recordMailAttempt(db: Db, id: number, error: string): Promise<void> {
  await db('outbox').where({ id }).update({ error }).increment('attempts', 1);
}

/** Every try failed: given up, with the body kept so that it can be sent again by hand. */
export async function markMailFailed(db: Db, id: number, error: string): Promise<void> {
  await db('outbox').where({ id }).update({ status: 'failed', error }).increment('attempts', 1);
}
