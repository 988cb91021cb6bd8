/**
 * What the public consent API needs of the HTTP layer beyond the contract: sendBeacon's text/plain
 * bodies (JSON inside, sent so that no preflight is needed) read as JSON for the two beacon
 * operations, CORS preflights, and conditional GETs (304 on a matching If-None-Match) for the reads.
 * Koa's ctx.fresh is not used: it ignores If-None-Match when the request says Cache-Control: no-cache
 * (fetch() adds that to any request with a conditional header), and the ETag is the current body's.
 */
import type { Context, Middleware } from 'koa';
import { ApiError } from '../../../http/errors.ts';
import { allowedOrigin } from './consent-origin.ts';
import type { ConsentRuntime } from './consents.runtime.ts';
import { etagMatches } from './public-headers.ts';

const PUBLIC = /^\/api\/v1\/public\/cookie-consent\/([^/]+)\/(.+)$/;
const BEACONS = new Set(['consents', 'seen']);

/** The request is a beacon operation's POST (recordConsent, reportInstallation). */
function isBeacon(ctx: Context): boolean {
  const m = ctx.method === 'POST' ? PUBLIC.exec(ctx.path) : null;
  return Boolean(m && BEACONS.has(m[2] as string));
}

/** A text/plain body the app may accept: a beacon's. Every other operation keeps its 415. */
export function acceptsTextJson(ctx: Context): boolean {
  return isBeacon(ctx) && Boolean(ctx.is('text/plain'));
}

/** Turns a beacon's text/plain body into its JSON, so the contract validates it like any other. */
export const textBodyAsJson: Middleware = (ctx, next) => {
  const raw = (ctx.request as { body?: unknown }).body;
  if (typeof raw === 'string' && acceptsTextJson(ctx)) {
    try {
      (ctx.request as { body?: unknown }).body = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
    }
  }
  return next();
};

/**
 * Preflights of the public operations (fetch with application/json): the beacons only for the
 * property's own site, the reads for anyone. And 304 for a read whose ETag the caller already has.
 */
export function publicConsentHttp(rt: ConsentRuntime, appUrl: string): Middleware {
  return async (ctx, next) => {
    const m = PUBLIC.exec(ctx.path);
    if (!m) return next();
    if (ctx.method === 'OPTIONS') {
      let allow: string | null = '*';
      if (BEACONS.has(m[2] as string)) {
        const id = Number(m[1]);
        const state = Number.isSafeInteger(id) && id > 0 ? await rt.banners.state(id) : null;
        allow = state
          ? allowedOrigin({ origin: ctx.get('origin'), referer: ctx.get('referer') }, state.url, appUrl)
          : null;
        ctx.set('Vary', 'Origin');
      }
      ctx.status = 204;
      if (!allow) return;
      ctx.set('Access-Control-Allow-Origin', allow);
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.set('Access-Control-Max-Age', '600');
      return;
    }
    await next();
    if (
      ctx.status === 200 &&
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      etagMatches(ctx.get('if-none-match'), ctx.response.get('ETag'))
    ) {
      ctx.status = 304;
    }
  };
}
