import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';

type Topic = Schemas['ContactMessage']['topic'];

interface ContactRow {
  id: number;
  name: string;
  email: string;
  company: string;
  topic: Topic;
  message: string;
  created_at: Date;
}

export async function insertContactMessage(
  db: Db,
  input: Schemas['ContactRequest'] & { ip: string },
): Promise<number> {
  const [row] = await db('contact_messages')
    .insert({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      company: input.company?.trim() ?? '',
      topic: input.topic ?? 'other',
      message: input.message.trim(),
      ip: input.ip.slice(0, 64),
    })
    .returning('id');
  return row.id as number;
}

const NEWEST_FIRST: Keyset = { parts: [{ sql: 'contact_messages.id', type: 'integer' }], direction: 'desc' };

/** One page of the contact requests, newest first. */
export async function listContactMessages(
  db: Db,
  paging: PageQuery,
): Promise<{ response: Schemas['ContactMessage'][]; page: PageInfo }> {
  const q = db('contact_messages').select('contact_messages.*');
  const { rows, page } = await keysetPage<ContactRow>(q, NEWEST_FIRST, paging);
  const response = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    topic: r.topic,
    message: r.message,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { response, page };
}
