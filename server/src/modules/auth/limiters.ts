import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { giveBackPoint, rateLimitStore } from './limiters.queries.ts';

/** One counted attempt; `succeeded()` gives its points back, so successes never move towards a block. */
export interface Attempt {
  succeeded(): Promise<void>;
}

export interface Limiters {
  /**
   * Counts one attempt against each key, in order, in one atomic statement per key, before anything
   * is verified; throws 429 at the first key past its limit (later keys are not charged). A parallel
   * burst therefore cannot all be evaluated: only the first `points` ever reach the check.
   */
  consume(keys: string[], what: string): Promise<Attempt>;
  reset(key: string): Promise<void>;
}

function make(db: Db, keyPrefix: string, points: number, durationSeconds: number) {
  return new RateLimiterPostgres({
    storeClient: rateLimitStore(db),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: durationSeconds,
  });
}

function tooMany(what: string, msBeforeNext: number): ApiError {
  const retry = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(retry / 60);
  return new ApiError(
    429,
    'rate_limited',
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    retry,
  );
}

/** Mails of one kind (reset, verification) to one address in an hour. */
export const MAILS_PER_HOUR = 5;
/** Anonymous account checks per client address in LOGIN_BLOCK_SECONDS. */
export const LOOKUPS_PER_CLIENT = 30;
/** Sign-ups per client address in an hour. */
export const SIGNUPS_PER_HOUR = 20;

export interface LimitSettings {
  /** LOGIN_MAX_FAILURES: per (address, account) pair, per signed-in account's checks; ×4 per address. */
  maxFailures: number;
  /** LOGIN_BLOCK_SECONDS: the window of those. */
  blockSeconds: number;
  /**
   * LOGIN_ACCOUNT_MAX_FAILURES: failed logins of one account from all addresses in an hour (OWASP's
   * two-level lockout). A guesser spread over many addresses stops here; the owner is locked out only
   * by this much failing, not by LOGIN_MAX_FAILURES wrong passwords sent from anywhere.
   */
  accountFailuresPerHour: number;
}

/**
 * Login attempts per (address, account) pair, per account from all addresses and per address;
 * password and code checks of a signed-in account; mail sending (resend, forgot) per address; account
 * look-ups and sign-ups per client address; link tokens (reset, verify) per client address.
 */
export function createLimiters(db: Db, settings: LimitSettings): Limiters {
  const { maxFailures, blockSeconds } = settings;
  const byPrefix: Record<string, RateLimiterPostgres> = {
    // Logins: `pair:<address>|<email>` (an address holds no '|'), `login:<email>`, then `ip:<address>`.
    pair: make(db, 'pair', maxFailures, blockSeconds),
    login: make(db, 'login', settings.accountFailuresPerHour, 3600),
    account: make(db, 'account', maxFailures, blockSeconds),
    // One address may be a whole office behind NAT: allow more than for one account.
    ip: make(db, 'ip', maxFailures * 4, blockSeconds),
    mail: make(db, 'mail', MAILS_PER_HOUR, 3600),
    // Anonymous "does this account exist" style calls and sign-ups, per client address: enough for
    // people signing up from one office, far too few to walk a list of addresses.
    lookup: make(db, 'lookup', LOOKUPS_PER_CLIENT, blockSeconds),
    signup: make(db, 'signup', SIGNUPS_PER_HOUR, 3600),
    token: make(db, 'token', maxFailures * 4, blockSeconds),
  };
  const split = (key: string) => {
    const i = key.indexOf(':');
    const limiter = byPrefix[key.slice(0, i)];
    if (!limiter) throw new Error(`unknown limiter key ${key}`);
    return { limiter, id: key.slice(i + 1) };
  };
  return {
    async consume(keys, what) {
      const charged: string[] = [];
      for (const key of keys) {
        const { limiter, id } = split(key);
        try {
          await limiter.consume(id, 1);
        } catch (err) {
          if (err instanceof RateLimiterRes) throw tooMany(what, err.msBeforeNext);
          throw err;
        }
        charged.push(key);
      }
      return {
        async succeeded() {
          for (const key of charged) {
            const { limiter, id } = split(key);
            // Not limiter.reward(): on a window that expired (or was reset) meanwhile, it would write
            // -1 points, one free attempt more.
            await giveBackPoint(db, limiter.getKey(id));
          }
        },
      };
    },
    async reset(key) {
      const { limiter, id } = split(key);
      await limiter.delete(id);
    },
  };
}
