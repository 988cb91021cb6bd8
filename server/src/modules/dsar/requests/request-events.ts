import type { components } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

export type TimelineKind = components['schemas']['TimelineEvent']['kind'];

export interface EventActor {
  id: number;
  name: string;
}

export interface RequestEventRow {
  id: number | string;
  request_id: number;
  kind: TimelineKind;
  actor_id: number | null;
  actor_name: string | null;
  text: string;
  data: Record<string, unknown>;
  at: Date;
}

/** Appends one entry to a request's audit timeline (in the caller's transaction when given one). */
export async function recordEvent(
  db: Db,
  requestId: number,
  kind: TimelineKind,
  text: string,
  options: { actor?: EventActor | null; data?: Record<string, unknown>; at?: Date } = {},
): Promise<RequestEventRow> {
  const [row] = await db('dsar_request_events')
    .insert({
      request_id: requestId,
      kind,
      actor_id: options.actor?.id ?? null,
      actor_name: options.actor?.name ?? null,
      text,
      data: JSON.stringify(options.data ?? {}),
      ...(options.at ? { at: options.at } : {}),
    })
    .returning('*');
  return row as RequestEventRow;
}

export function presentEvent(row: RequestEventRow): components['schemas']['TimelineEvent'] {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    actor: row.actor_name,
    text: row.text,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
  };
}
