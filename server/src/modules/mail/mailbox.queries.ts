import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';

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

export async function listMailbox(db: Db, to?: string): Promise<Schemas['MailMessage'][]> {
  const q = db('outbox').orderBy('id', 'desc').limit(200);
  if (to) q.where({ to_address: to.trim().toLowerCase() });
  return ((await q) as OutboxRow[]).map(present);
}

export async function mailboxMessage(db: Db, id: number): Promise<Schemas['MailMessage'] | undefined> {
  const row = (await db('outbox').where({ id }).first()) as OutboxRow | undefined;
  return row ? present(row) : undefined;
}
