/**
 * Pageviews of a property (each answered config request, 304s included: a cached banner is still a
 * page shown), added up in memory and written about once a second as one upsert per batch to
 * pageviews_daily and the month's usage counter, so a busy site costs no write per pageview. Counts
 * still in memory are written at shutdown (close()); a failed write keeps them for the next try.
 * Over the plan's monthly pageviews nothing is refused: the company is told once (usage-notices.ts).
 */
import { licenceLimits, type PlanTier } from '@privacy-portal/sdk';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.ts';
import { incrementCounter } from '../../billing/limits/limits.queries.ts';
import { noticeOverLimit } from './usage-notices.ts';

interface Pending {
  propertyId: number;
  companyId: number;
  tier: PlanTier;
  day: string;
  n: number;
}

export interface PageviewCounter {
  count(property: { propertyId: number; companyId: number; tier: PlanTier }, at?: Date): void;
  /** Writes what is counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest. */
  close(): Promise<void>;
}

export function createPageviewCounter(db: Db, logger: Logger, intervalMs = 1000): PageviewCounter {
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> = Promise.resolve();

  const write = async (batch: Pending[]) => {
    await db.raw(
      `INSERT INTO pageviews_daily (property_id, day, count)
       SELECT * FROM unnest(?::int[], ?::date[], ?::bigint[])
       ON CONFLICT (property_id, day) DO UPDATE SET count = pageviews_daily.count + EXCLUDED.count`,
      [batch.map((p) => p.propertyId), batch.map((p) => p.day), batch.map((p) => p.n)],
    );
    const months = new Map<string, Pending>();
    for (const p of batch) {
      const key = `${p.propertyId}|${p.day.slice(0, 7)}`;
      const seen = months.get(key);
      months.set(key, seen ? { ...seen, n: seen.n + p.n } : { ...p });
    }
    for (const p of months.values()) {
      const month = p.day.slice(0, 7);
      const used = await incrementCounter(
        db,
        { scope_kind: 'property', scope_id: p.propertyId, metric: 'pageviews', period: month },
        p.n,
        -1,
      );
      const limit = licenceLimits('cookieConsent', p.tier).pageviews;
      if (limit !== -1 && (used ?? 0) > limit) {
        await noticeOverLimit(db, {
          companyId: p.companyId,
          propertyId: p.propertyId,
          kind: 'pageviews',
          month,
        });
      }
    }
  };

  const flushOnce = async () => {
    if (!pending.size) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await write(batch);
    } catch (err) {
      // Kept for the next flush rather than lost: pageviews are what the plan is billed on.
      for (const p of batch) add(p);
      logger.warn({ err }, 'pageviews not written yet');
    }
  };

  const add = (p: Pending) => {
    const key = `${p.propertyId}|${p.day}`;
    const seen = pending.get(key);
    if (seen) seen.n += p.n;
    else pending.set(key, { ...p });
  };

  // Flushes run one after another: on PGlite (one connection) they never overlap a batch's transaction.
  const flush = () => {
    flushing = flushing.then(flushOnce);
    return flushing;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  // Every pageview asks for today's date: work it out once per UTC day, not once per request.
  let today = '';
  let tomorrowAt = 0;
  const dayOf = (ms: number) => {
    if (ms >= tomorrowAt || ms < tomorrowAt - 86_400_000) {
      today = new Date(ms).toISOString().slice(0, 10);
      tomorrowAt = Date.parse(today) + 86_400_000;
    }
    return today;
  };

  return {
    count(property, at) {
      const day = at ? at.toISOString().slice(0, 10) : dayOf(Date.now());
      const seen = pending.get(`${property.propertyId}|${day}`);
      if (seen) seen.n += 1;
      else add({ ...property, day, n: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
