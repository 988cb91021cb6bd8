/**
 * GET /api/v1/public/cookie-consent/{id}/config answered before Koa when the property's banner is in
 * the cache (every pageview of every customer's site asks it, so it is the API's hottest call): no
 * Koa context, no router, no contract validation (the URL must match the contract's own patterns
 * here, or the request goes the full way). Anything else (a cold cache, a 404, an odd URL, HEAD)
 * returns false and the full path answers it, with the same headers and body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientIp } from '../../../http/client-ip.ts';
import { requestIdOf, requestLines } from '../../../http/middleware.ts';
import { FLAT_API_SECURITY_HEADERS } from '../../../http/security-headers.ts';
import type { ConsentRuntime } from './consents.runtime.ts';
import { configHeaders, etagMatches, type ReadHeaderOptions } from './public-headers.ts';

// The contract's Id (1 … 2^31-1) and lang pattern (a language tag, at most 35 characters).
const CONFIG_URL =
  /^\/api\/v1\/public\/cookie-consent\/([1-9][0-9]{0,9})\/config(?:\?lang=([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*))?$/;
const MAX_ID = 2_147_483_647;

export interface ConfigFastPathOptions extends ReadHeaderOptions {
  rt: ConsentRuntime;
  trustProxy: boolean;
  logger: Logger;
}

const withoutCorp = (flat: readonly string[]) => {
  const out: string[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] !== 'Cross-Origin-Resource-Policy') out.push(flat[i] as string, flat[i + 1] as string);
  }
  return out;
};

export function publicConfigFastPath(options: ConfigFastPathOptions) {
  const log = requestLines(options.logger);
  // A config request is a pageview of a customer's site: counted, not logged line by line (at a site's
  // traffic the log would be nothing but pageviews), unless debug logging is on.
  const logEach = options.logger.isLevelEnabled('debug');
  const secure = withoutCorp(FLAT_API_SECURITY_HEADERS.overTls);
  const plain = withoutCorp(FLAT_API_SECURITY_HEADERS.plain);
  const fixed = configHeaders(options).flat();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (
      req.method !== 'GET' ||
      !url?.startsWith('/api/v1/public/') ||
      req.headers['content-length'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const m = CONFIG_URL.exec(url);
    const id = Number(m?.[1]);
    if (!m || id > MAX_ID || (m[2] && m[2].length > 35)) return false;
    const started = performance.now();
    const headers = req.headers;
    const ip = clientIp(req, options.trustProxy);
    const hit = options.rt.banners.configNow(id, {
      lang: m[2],
      acceptLanguage: headers['accept-language'],
      place: options.rt.geo.locate(headers, ip),
      gpc: headers['sec-gpc'] === '1',
    });
    if (!hit) return false;
    options.rt.pageviews.count(hit.state);
    const reqId = requestIdOf(headers['x-request-id']);
    const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
    const out = [...(tls ? secure : plain), ...fixed, 'X-Request-Id', reqId, 'ETag', hit.body.etag];
    if (etagMatches(headers['if-none-match'], hit.body.etag)) {
      res.writeHead(304, out);
      res.end();
    } else {
      const gzip = /\bgzip\b/.test(headers['accept-encoding'] ?? '');
      const body = gzip ? hit.body.gzip() : hit.body.json;
      out.push('Content-Type', 'application/json; charset=utf-8');
      if (gzip) out.push('Content-Encoding', 'gzip');
      out.push('Content-Length', String(Buffer.byteLength(body)));
      res.writeHead(200, out);
      res.end(body);
    }
    if (logEach)
      log({ reqId, method: 'GET', path: url.split('?', 1)[0] as string, status: res.statusCode, started });
    return true;
  };
}
