import type { IncomingMessage } from 'node:http';

/** Koa's ctx.ip for the paths answered before Koa: the first X-Forwarded-For address behind a trusted proxy, else the socket's. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = typeof forwarded === 'string' ? forwarded.split(',', 1)[0]?.trim() : undefined;
    if (first) return first;
  }
  return req.socket.remoteAddress ?? '';
}
