import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from './middleware.ts';
import { FLAT_API_SECURITY_HEADERS, FLAT_CROSS_ORIGIN_API_SECURITY_HEADERS } from './security-headers.ts';

/** https on a TLS socket, or from a trusted proxy's X-Forwarded-Proto (Koa's request.protocol). */
export function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(/\s*,\s*/, 1)[0] === 'https';
}

/**
 * A JSON answer of the API from a path answered before Koa, with the headers the full path sends
 * (the API's security headers, HSTS over TLS, X-Request-Id, no-store) and the reply's own (`headers`,
 * a flat name, value list), in one writeHead with a flat list: cheaper than a setHeader per header.
 * `crossOrigin` is for answers a customer's site reads. Returns the request id it answered with.
 */
export function answerJson(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
  reply: { status: number; body?: unknown; headers?: readonly string[] },
  options: { reqId?: string; crossOrigin?: boolean } = {},
): string {
  const reqId = options.reqId ?? requestIdOf(req.headers['x-request-id']);
  const body = JSON.stringify(reply.body);
  const security = options.crossOrigin ? FLAT_CROSS_ORIGIN_API_SECURITY_HEADERS : FLAT_API_SECURITY_HEADERS;
  res.writeHead(reply.status, [
    ...(isSecure(req, trustProxy) ? security.overTls : security.plain),
    'X-Request-Id',
    reqId,
    'Cache-Control',
    'no-store',
    ...(reply.headers ?? []),
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(body)),
  ]);
  res.end(body);
  return reqId;
}
