import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageQuery } from '../../../db/keyset.ts';
import type { RequestEventRow } from './request-events.ts';

const TIMELINE: Keyset = { parts: [{ sql: 'e.id', type: 'integer' }] };

export function timelinePage(db: Db, requestId: number, page: PageQuery) {
  const q = db('dsar_request_events as e').where('e.request_id', requestId).select('e.*');
  return keysetPage<RequestEventRow>(q, TIMELINE, page);
}

/** The whole timeline for the downloadable record (a request's history is short: capped for safety). */
export async function allTimeline(db: Db, requestId: number): Promise<RequestEventRow[]> {
  return (await db('dsar_request_events')
    .where({ request_id: requestId })
    .orderBy('id')
    .limit(5000)) as RequestEventRow[];
}
