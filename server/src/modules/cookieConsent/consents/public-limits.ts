/**
 * Per-address limits of the public consent calls: submissions and receipt reads per address and
 * property per minute. Counted in this process's memory (RateLimiterMemory: atomic within the process,
 * no database round trip in the ingestion's hot path); with N replicas behind a load balancer an
 * address gets at most N times the limit, which is why the CDN or load balancer in front carries the
 * global per-address limit in a scaled-out deployment (docs/deployment.md).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../../../http/errors.ts';

export interface PublicLimiter {
  /** Counts one call of `ip` on the property; 429 with retry_after past the limit. */
  consume(ip: string, propertyId: number): Promise<void>;
}

export function createPublicLimiter(what: string, pointsPerMinute: number): PublicLimiter {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: 60 });
  return {
    async consume(ip, propertyId) {
      try {
        await limiter.consume(`${propertyId}|${ip}`, 1);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const retry = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw new ApiError(
          429,
          'rate_limited',
          `Too many ${what} from this address. Try again in ${retry} seconds.`,
          undefined,
          retry,
        );
      }
    },
  };
}
